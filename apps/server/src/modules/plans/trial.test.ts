import http from 'node:http';
import type { AddressInfo } from 'node:net';
import { DAY_MS, TRIAL_DAYS } from '@vitrina/contracts';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestProject } from '../../testing/catalog';
import { api, createTestApp, signUp, type TestApp } from '../../testing/test-app';
import { loadFeed } from '../feeds';
import { readPlan, signUpAdministrator } from './testing';

function yml(offers: number) {
  const items = Array.from(
    { length: offers },
    (_, i) => `<offer id="o${i}"><name>Чайник ${i}</name><price>${100 + i}</price><categoryId>c1</categoryId></offer>`,
  );
  return `<?xml version="1.0" encoding="UTF-8"?><yml_catalog><shop><categories><category id="c1">Чайники</category></categories><offers>${items.join('')}</offers></shop></yml_catalog>`;
}

const files: Record<string, string> = { 'ok.xml': yml(8), 'broken.xml': '<yml_catalog><shop><offers><offer id="1">' };
let feeds: http.Server;
let base = '';
let t: TestApp;
let owner: Awaited<ReturnType<typeof signUp>>;

beforeAll(async () => {
  feeds = http.createServer((request, response) => {
    const body = files[(request.url ?? '').slice(1)];
    response.writeHead(body === undefined ? 404 : 200);
    response.end(body ?? '');
  });
  await new Promise<void>((resolve) => feeds.listen(0, '127.0.0.1', resolve));
  base = `http://127.0.0.1:${(feeds.address() as AddressInfo).port}`;
  t = await createTestApp();
  owner = await signUp(t);
});
afterAll(async () => {
  await t.close();
  feeds.close();
});

async function projectWithFeed(file: string): Promise<string> {
  const client = api(t.app, { token: owner.token });
  const uuid = await createTestProject(client);
  await client.patch(`/sources/${uuid}`, { feedUrls: [`${base}/${file}`] });
  return uuid;
}

const load = (uuid: string) =>
  loadFeed({ db: t.deps.db, log: t.deps.log, fetchOptions: { allowPrivate: true } }, uuid, new AbortController().signal);

describe('the trial', () => {
  it('does not start while the feed has not loaded', async () => {
    const uuid = await projectWithFeed('broken.xml');
    await load(uuid);
    expect((await api(t.app, { token: owner.token }).get(`/sources/${uuid}`)).body.data).toMatchObject({ sourceStatus: 'failed' });
    expect((await readPlan(t, owner.token, uuid)).status).toBe(404);
  });

  it('starts for 14 days when the first feed load succeeds, once', async () => {
    const uuid = await projectWithFeed('ok.xml');
    const before = Date.now();
    await load(uuid);
    const after = Date.now();
    const { plan } = await readPlan(t, owner.token, uuid);
    expect(plan).toMatchObject({ plan: { id: 'trial', isTrial: true }, state: 'active' });
    expect(plan.startsAt).toBeGreaterThanOrEqual(before);
    expect(plan.startsAt).toBeLessThanOrEqual(after);
    expect(plan.endsAt - plan.startsAt).toBe(TRIAL_DAYS * DAY_MS);

    await load(uuid);
    expect((await readPlan(t, owner.token, uuid)).plan.startsAt).toBe(plan.startsAt);
  });

  it('indexes no more offers than the plan allows on the next load and says how many the feed has', async () => {
    const uuid = await projectWithFeed('ok.xml');
    await load(uuid);
    const admin = await signUpAdministrator(t);
    const features = {
      offersLimit: 5,
      queriesPerMonth: null,
      taps: false,
      colorDetection: false,
      statistics: false,
      tradeWidgets: false,
      creativeBooster: false,
    };
    await api(t.app, { token: admin.token }).post('/plandetails', { id: 'five', name: 'Five', price: 10, periodDays: 30, features });
    const client = api(t.app, { token: owner.token });
    expect((await client.post('/changePlan', { sourceId: uuid, planId: 'five' })).status).toBe(200);
    files['ok.xml'] = yml(7);
    await load(uuid);
    const project = (await client.get(`/sources/${uuid}`)).body.data as Record<string, unknown>;
    expect(project).toMatchObject({ offersCount: 5, exceedsAllowOffers: { offersLimit: 5, offersCount: 7 } });
  });

  it('indexes no more than the trial allows on the first load, which starts the trial, so the next update keeps them all', async () => {
    await t.deps.db.query(`update plans set features = jsonb_set(features, '{offersLimit}', '5') where is_trial`);
    try {
      files['eight.xml'] = yml(8);
      const uuid = await projectWithFeed('eight.xml');
      await load(uuid);
      const client = api(t.app, { token: owner.token });
      const first = (await client.get(`/sources/${uuid}`)).body.data as Record<string, unknown>;
      expect(first).toMatchObject({ sourceStatus: 'success', offersCount: 5, exceedsAllowOffers: { offersLimit: 5, offersCount: 8 } });
      expect((await readPlan(t, owner.token, uuid)).plan).toMatchObject({ plan: { isTrial: true } });
      // Not held as "more than half removed": the update indexes the same five.
      await load(uuid);
      const next = (await client.get(`/sources/${uuid}`)).body.data as Record<string, unknown>;
      expect(next).toMatchObject({ sourceStatus: 'success', offersCount: 5, feedLoad: { status: 'success' } });
    } finally {
      await t.deps.db.query(`update plans set features = jsonb_set(features, '{offersLimit}', '100000') where is_trial`);
    }
  });

  it('does not load the feed of an unpaid project, so the status stays unpaid', async () => {
    const uuid = await projectWithFeed('ok.xml');
    await load(uuid);
    await t.deps.db.query(`update plan_subscriptions set unpaid = true where source_uuid = $1`, [uuid]);
    await t.deps.db.query(`update sources set source_status = 'unpaid' where uuid = $1`, [uuid]);
    await load(uuid);
    expect((await api(t.app, { token: owner.token }).get(`/sources/${uuid}`)).body.data).toMatchObject({ sourceStatus: 'unpaid' });
  });
});
