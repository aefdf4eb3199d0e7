import type { TrackerLogEntry } from '@vitrina/contracts';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createSearchApp } from '../../app';
import { api, createTestApp, signUp, type TestApp } from '../../testing/test-app';

let t: TestApp;
let search: FastifyInstance;
let owner = '';
let stranger = '';
let mine = '';
let theirs = '';

async function createProject(token: string, name: string): Promise<string> {
  const created = await api(t.app, { token }).post('/sources', {
    siteUrl: 'shop.example',
    feedUrls: ['https://shop.example/feed.xml'],
    feedFormat: 'YML',
    content: { name },
  });
  return (created.body.data as { uuid: string }).uuid;
}

/** Sends events the way a shop page does: text/plain JSON to the search side. */
async function send(projectId: string, events: object[]) {
  const answer = await search.inject({
    method: 'POST',
    url: `/api/${projectId}/events`,
    headers: { 'content-type': 'text/plain', 'user-agent': 'Mozilla/5.0 (iPhone; CPU iPhone OS 17_0 like Mac OS X) Mobile/15E148' },
    payload: JSON.stringify({ events }),
  });
  expect(answer.statusCode).toBe(202);
}

const log = (token: string, projectId: string, query = '', lang = 'en') =>
  api(t.app, { token, lang }).get(`/sources/${projectId}/logs/tracker-events${query}`);

beforeAll(async () => {
  t = await createTestApp();
  search = await createSearchApp(t.deps);
  owner = (await signUp(t)).token;
  stranger = (await signUp(t)).token;
  mine = await createProject(owner, 'Mine');
  theirs = await createProject(stranger, 'Theirs');
});

afterAll(async () => {
  await search.close();
  await t.close();
});

describe('the live tracker log', () => {
  it("shows the project's events just sent by a shop page, newest first, with what the owner checks", async () => {
    const now = Date.now();
    await send(mine, [{ type: 'view', userId: 'visitor-1', offerId: '1995', url: 'https://shop.example/p/1995', ts: now - 2000 }]);
    await send(mine, [
      { type: 'cart', userId: 'visitor-1', offerId: '1995', price: '1 500,50', quantity: 2, ts: now - 1000 },
      { type: 'custom', name: 'promo-banner', userId: 'visitor-1', query: 'чайник', ts: now },
    ]);
    await send(theirs, [{ type: 'purchase', userId: 'someone-else', offerId: 'secret', orderId: 'o-9', price: 10, ts: now }]);

    const answer = await log(owner, mine);
    expect(answer.status).toBe(200);
    const events = answer.body.data as TrackerLogEntry[];
    expect(events.map((e) => e.type)).toEqual(['custom', 'cart', 'view']);
    expect(events[0]).toMatchObject({ name: 'promo-banner', userId: 'visitor-1', query: 'чайник', offerId: null, at: now });
    expect(events[1]).toMatchObject({ offerId: '1995', price: 1500.5, quantity: 2, device: 'mobile' });
    expect(events[2]).toMatchObject({ url: 'https://shop.example/p/1995', at: now - 2000 });
    expect(JSON.stringify(events)).not.toContain('someone-else');
  });

  it('returns at most the asked number of events, 50 when not asked', async () => {
    const now = Date.now();
    await send(
      mine,
      Array.from({ length: 60 }, (_, i) => ({ type: 'view', userId: `bulk-${i}`, offerId: String(i), ts: now + 10 + i })),
    );
    const three = await log(owner, mine, '?limit=3');
    expect((three.body.data as TrackerLogEntry[]).map((e) => e.userId)).toEqual(['bulk-59', 'bulk-58', 'bulk-57']);
    expect((await log(owner, mine)).body.data).toHaveLength(50);
  });

  it('leaves out events older than the live window', async () => {
    await t.deps.db.query(
      `insert into tracker_events (source_uuid, created_at, type, user_id) values ($1, now() - interval '10 days', 'view', 'long-ago')`,
      [theirs],
    );
    await send(theirs, [{ type: 'view', userId: 'just-now' }]);
    const events = (await log(stranger, theirs)).body.data as TrackerLogEntry[];
    expect(events.map((e) => e.userId)).toContain('just-now');
    expect(events.map((e) => e.userId)).not.toContain('long-ago');
  });

  it("refuses another owner's project, a missing token and an unknown project", async () => {
    const refused = await log(stranger, mine);
    expect(refused.status).toBe(403);
    expect(refused.body.message).toBe(`No permission for "sources.view" project "${mine}"!`);
    expect(JSON.stringify(refused.body)).not.toContain('visitor-1');
    expect((await api(t.app).get(`/sources/${mine}/logs/tracker-events`)).status).toBe(401);
    expect((await log(owner, '00000000-0000-0000-0000-000000000000')).status).toBe(404);
  });

  it('answers a localized 422 for a limit out of range or not a number', async () => {
    for (const bad of ['0', '201', 'many', '2.5']) {
      const answer = await log(owner, mine, `?limit=${bad}`);
      expect(answer.status).toBe(422);
      expect(answer.body.errors).toHaveProperty('limit');
    }
    const russian = await log(owner, mine, '?limit=500', 'ru');
    expect(russian.status).toBe(422);
    expect((russian.body.errors as Record<string, string[]>).limit?.[0]).toMatch(/200/);
    expect((russian.body.errors as Record<string, string[]>).limit?.[0]).toMatch(/\p{Script=Cyrillic}/u);
  });
});
