import fc from 'fast-check';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createSearchApp } from '../../app';
import { api, createTestApp, signUp, type TestApp } from '../../testing/test-app';

let t: TestApp;
let search: FastifyInstance;
let token = '';
let uuid = '';

beforeAll(async () => {
  t = await createTestApp();
  search = await createSearchApp(t.deps);
  const owner = await signUp(t);
  token = owner.token;
  const created = await api(t.app, { token }).post('/sources', {
    siteUrl: 'shop.example',
    feedUrls: ['https://shop.example/feed.xml'],
    feedFormat: 'YML',
    content: { name: 'Stats' },
  });
  uuid = (created.body.data as { uuid: string }).uuid;
});

afterAll(async () => {
  await search.close();
  await t.close();
});

async function addSearch(userId: string, query: string, hits: number, at: Date) {
  await t.deps.db.query(
    `insert into search_events (source_uuid, created_at, query, normalized, hits, user_id, latency_ms, device) values ($1, $2, $3, lower($3), $4, $5, 1, 'desktop')`,
    [uuid, at, query, hits, userId],
  );
}

const stats = (select: string, options: Record<string, unknown> = {}) =>
  api(t.app, { token }).post(`/sources/${uuid}/stats`, { select, options: { limit: 1000, ...options } });

describe('search statistics', () => {
  it('counts the keystrokes of one typed query as one search', async () => {
    const start = new Date('2026-11-01T10:00:00Z');
    const typed = ['с', 'см', 'сма', 'смартфон'];
    for (const [i, query] of typed.entries()) await addSearch('typist', query, 5, new Date(start.getTime() + i * 400));
    await addSearch('typist', 'смартфон', 5, new Date(start.getTime() + 60_000));
    const popular = await stats('popularQueries', { from: '2026-11-01T00:00:00Z', to: '2026-11-02T00:00:00Z' });
    expect(popular.body.data).toEqual([expect.objectContaining({ query: 'смартфон', count: 2 })]);
  });

  it('equals a brute-force count over random search events', async () => {
    const day = new Date('2026-10-01T00:00:00Z').getTime();
    await fc.assert(
      fc.asyncProperty(
        fc.array(
          fc.record({
            user: fc.constantFrom('a', 'b', 'c'),
            query: fc.constantFrom('чайник', 'iphone', 'кроссовки nike', 'zzz'),
            hits: fc.constantFrom(0, 3),
            minute: fc.integer({ min: 0, max: 600 }),
          }),
          {
            minLength: 1,
            maxLength: 25,
          },
        ),
        async (events) => {
          await t.deps.db.query(`delete from search_events where source_uuid = $1 and created_at >= $2 and created_at < $3`, [
            uuid,
            new Date(day),
            new Date(day + 86_400_000),
          ]);
          // Distinct minutes per user: no two events fall in one typing window.
          const seen = new Set<string>();
          const unique = events.filter((e) => !seen.has(`${e.user}${e.minute}`) && seen.add(`${e.user}${e.minute}`));
          for (const e of unique) await addSearch(e.user, e.query, e.hits, new Date(day + e.minute * 60_000));
          const range = { from: new Date(day).toISOString(), to: new Date(day + 86_400_000).toISOString() };
          const popular = (await stats('popularQueries', range)).body.data as Array<{ query: string; count: number; users: number }>;
          const zero = (await stats('zeroResultQueries', range)).body.data as Array<{ query: string; count: number }>;
          const expected = new Map<string, { count: number; users: Set<string>; zero: number }>();
          for (const e of unique) {
            const entry = expected.get(e.query) ?? { count: 0, users: new Set(), zero: 0 };
            entry.count += 1;
            entry.users.add(e.user);
            if (e.hits === 0) entry.zero += 1;
            expected.set(e.query, entry);
          }
          expect(Object.fromEntries(popular.map((r) => [r.query, [r.count, r.users]]))).toEqual(
            Object.fromEntries([...expected].map(([q, e]) => [q, [e.count, e.users.size]])),
          );
          expect(Object.fromEntries(zero.map((r) => [r.query, r.count]))).toEqual(
            Object.fromEntries([...expected].filter(([, e]) => e.zero).map(([q, e]) => [q, e.zero])),
          );
        },
      ),
      { numRuns: 15 },
    );
  });

  it('refuses an unknown report and bad dates with 422, and strangers with 403', async () => {
    expect((await api(t.app, { token }).post(`/sources/${uuid}/stats`, { select: 'nope' })).status).toBe(422);
    expect((await stats('popularQueries', { from: 'yesterday-ish' })).status).toBe(422);
    const stranger = await signUp(t);
    expect((await api(t.app, { token: stranger.token }).post(`/sources/${uuid}/stats`, { select: 'popularQueries' })).status).toBe(403);
  });
});

describe('tracker events', () => {
  it('stores good events, rejects bad ones on their own, and reports e-commerce numbers', async () => {
    const now = Date.now();
    const response = await search.inject({
      method: 'POST',
      url: `/api/${uuid}/events`,
      headers: { 'content-type': 'text/plain', 'accept-language': 'en' },
      payload: JSON.stringify({
        events: [
          { type: 'purchase', userId: 'buyer', offerId: '1', orderId: 'o-1', price: '1 500,50', quantity: 2, ts: now },
          { type: 'purchase', userId: 'buyer', offerId: '2', orderId: 'o-1', price: 99, ts: now },
          { type: 'teleport', userId: 'x' },
          { type: 'click', price: -5 },
        ],
      }),
    });
    expect(response.statusCode).toBe(202);
    const body = response.json() as { accepted: number; rejected: Array<{ index: number; errors: Record<string, string[]> }> };
    expect(body.accepted).toBe(2);
    expect(body.rejected.map((r) => r.index)).toEqual([2, 3]);
    expect(body.rejected[1]?.errors).toMatchObject({ userId: ['Input required'], price: ['Invalid value'] });

    const report = await stats('ecommerce', { from: new Date(now - 86_400_000).toISOString(), to: new Date(now + 60_000).toISOString() });
    expect(report.body.data).toEqual([expect.objectContaining({ revenue: 3100, orders: 1, averageOrder: 3100, buyers: 1 })]);

    const tooMany = await search.inject({
      method: 'POST',
      url: `/api/${uuid}/events`,
      payload: { events: Array.from({ length: 501 }, () => ({ type: 'view', userId: 'u' })) },
    });
    expect(tooMany.statusCode).toBe(422);
    const unknown = await search.inject({
      method: 'POST',
      url: '/api/00000000-0000-0000-0000-000000000000/events',
      payload: { events: [{ type: 'view', userId: 'u' }] },
    });
    expect(unknown.statusCode).toBe(404);
  });
});
