import type { RecEvent } from '@vitrina/engine';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestProject } from '../../testing/catalog';
import { api, createTestApp, signUp, type TestApp } from '../../testing/test-app';
import { eventHorizon, readStoredEvents } from './event-feed';

let t: TestApp;
let uuid = '';

beforeAll(async () => {
  t = await createTestApp();
  uuid = await createTestProject(api(t.app, { token: (await signUp(t)).token }));
});
afterAll(() => t.close());

describe('reading stored events', () => {
  it('reads every event once, in time order, across pages and rows sharing a time to the microsecond', async () => {
    const start = new Date(Date.now() - 3600_000).toISOString();
    // Three rows per microsecond-precise instant, more than one page of them.
    await t.deps.db.query(
      `insert into tracker_events (source_uuid, created_at, type, user_id, offer_id)
       select $1, $2::timestamptz + (g / 3) * interval '7 microseconds', 'view', 'u' || (g % 100), 'o' || (g % 50)
       from generate_series(1, 20050) g`,
      [uuid, start],
    );
    await t.deps.db.query(
      `insert into search_events (source_uuid, created_at, query, normalized, hits, user_id, latency_ms)
       select $1, $2::timestamptz + g * interval '5 milliseconds', 'q', 'q', 1, 'u' || g, 1 from generate_series(1, 30) g`,
      [uuid, start],
    );
    await t.deps.db.query(`insert into tracker_events (source_uuid, type, user_id, offer_id) values ($1, 'pageView', 'u1', 'o1')`, [uuid]);
    const events: RecEvent[] = [];
    for await (const page of readStoredEvents(t.deps.db, uuid, await eventHorizon(t.deps.db, uuid))) events.push(...page);
    expect(events).toHaveLength(20_080);
    expect(events.filter((e) => e.type === 'search')).toHaveLength(30);
    expect(events.every((e, i) => i === 0 || e.ts >= (events[i - 1]?.ts ?? 0))).toBe(true);
  });
});
