import fc from 'fast-check';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { api } from '../../testing/test-app';
import { createRollupFixture, inZone, type RollupFixture, reset } from './rollup-fixture';
import { rollupEndedTrackerDays } from './tracker-rollups';

let f: RollupFixture;
const DAY = 86_400_000;
const START = Date.parse('2026-09-28T00:00:00Z');
/** Midnights of a week (a Monday among them) and a month boundary. */
const MIDNIGHTS = [1, 2, 3, 4, 5].map((day) => START + day * DAY);
const AFTER = new Date(START + 10 * DAY);

beforeAll(async () => {
  f = await createRollupFixture('E-commerce rollups');
});

afterAll(() => f.t.close());

const user = fc.constantFrom('a', 'b', 'c', 'd');
const device = fc.constantFrom('desktop', 'mobile');
const near = fc.oneof(
  fc.tuple(fc.constantFrom(...MIDNIGHTS), fc.integer({ min: -7200, max: 7200 })).map(([edge, s]) => edge + s * 1000),
  fc.integer({ min: START, max: START + 6 * DAY - 1 }),
);
// Whole prices and quantities: sums of them are exact in floating point in any order.
const trackerEvent = fc.record({
  type: fc.constantFrom('view', 'click', 'purchase', 'purchase'),
  user,
  device,
  orderId: fc.constantFrom(null, 'o1', 'o2', 'o3'),
  price: fc.constantFrom(null, 100, 250, 1999),
  quantity: fc.constantFrom(null, 1, 3),
  at: near,
});
const search = fc.record({ user, device, at: near });

const range = fc
  .record({
    fromHours: fc.oneof(fc.constantFrom(0, 24, -3), fc.integer({ min: -6, max: 60 })),
    lengthHours: fc.oneof(fc.constantFrom(24, 72, 144), fc.integer({ min: 1, max: 150 })),
    zone: fc.constantFrom('Z', '+03:00', '-05:00'),
    detail: fc.constantFrom('day', 'week', 'month'),
    device: fc.constantFrom('all', 'mobile'),
  })
  .map(({ fromHours, lengthHours, zone, detail, device }) => {
    const from = START + fromHours * 3_600_000;
    return { from: inZone(from, zone), to: inZone(from + lengthHours * 3_600_000, zone), detail, device };
  });

async function ecommerce(options: Record<string, string>) {
  const response = await api(f.t.app, { token: f.token }).post(`/sources/${f.uuid}/stats`, { select: 'ecommerce', options });
  expect(response.status).toBe(200);
  return response.body.data;
}

describe('tracker rollups', () => {
  it('answer the e-commerce report exactly as the raw events do, by day, week and month, in any time zone', async () => {
    await fc.assert(
      fc.asyncProperty(
        fc.array(trackerEvent, { minLength: 1, maxLength: 25 }),
        fc.array(search, { maxLength: 8 }),
        fc.array(range, { minLength: 1, maxLength: 3 }),
        async (events, searches, ranges) => {
          await reset(f);
          for (const e of events) {
            await f.t.deps.db.query(
              `insert into tracker_events (source_uuid, created_at, type, user_id, order_id, price, quantity, device)
               values ($1, $2, $3, $4, $5, $6, $7, $8)`,
              [f.uuid, new Date(e.at), e.type, e.user, e.orderId, e.price, e.quantity, e.device],
            );
          }
          for (const s of searches) {
            await f.t.deps.db.query(
              `insert into search_events (source_uuid, created_at, query, normalized, hits, user_id, latency_ms, device)
               values ($1, $2, 'чай', 'чай', 1, $3, 1, $4)`,
              [f.uuid, new Date(s.at), s.user, s.device],
            );
          }
          const raw = [];
          for (const r of ranges) raw.push(await ecommerce(r));
          expect((await rollupEndedTrackerDays(f.t.deps.db, AFTER)).length).toBeGreaterThan(0);
          const rolled = [];
          for (const r of ranges) rolled.push(await ecommerce(r));
          expect(rolled).toEqual(raw);
        },
      ),
      { numRuns: 15 },
    );
  }, 240_000);

  it('are read instead of raw events for the days they cover', async () => {
    await reset(f);
    await f.t.deps.db.query(
      `insert into tracker_events (source_uuid, created_at, type, user_id, order_id, price, quantity) values
         ($1, $2, 'purchase', 'a', 'o1', 100, 2), ($1, $2, 'purchase', 'a', 'o1', 50, null), ($1, $2, 'view', 'b', null, null, null)`,
      [f.uuid, new Date(START + 3600_000)],
    );
    await f.t.deps.db.query(
      `insert into search_events (source_uuid, created_at, query, normalized, hits, user_id, latency_ms) values ($1, $2, 'чай', 'чай', 1, 'a', 1)`,
      [f.uuid, new Date(START + 7200_000)],
    );
    expect(await rollupEndedTrackerDays(f.t.deps.db, AFTER)).toEqual(['2026-09-28']);
    // Without the raw events only the rollup can answer.
    await f.t.deps.db.query('delete from tracker_events where source_uuid = $1', [f.uuid]);
    await f.t.deps.db.query('delete from search_events where source_uuid = $1', [f.uuid]);
    const day = { from: '2026-09-28T00:00:00Z', to: '2026-09-29T00:00:15Z', detail: 'day', device: 'all' };
    expect(await ecommerce(day)).toEqual([
      expect.objectContaining({
        revenue: 250,
        orders: 1,
        searchRevenue: 250,
        visitors: 2,
        searchingVisitors: 1,
        buyers: 1,
        searchingBuyers: 1,
      }),
    ]);
  });

  it('roll up a day only once its late events can no longer arrive (a day and ten minutes after it ended)', async () => {
    await reset(f);
    await f.t.deps.db.query(`insert into tracker_events (source_uuid, created_at, type, user_id) values ($1, $2, 'view', 'a')`, [
      f.uuid,
      new Date(START + 23 * 3600_000),
    ]);
    expect(await rollupEndedTrackerDays(f.t.deps.db, new Date(START + 2 * DAY))).toEqual([]);
    expect(await rollupEndedTrackerDays(f.t.deps.db, new Date(START + 2 * DAY + 11 * 60_000))).toEqual(['2026-09-28']);
    expect(await rollupEndedTrackerDays(f.t.deps.db, AFTER)).toEqual([]);
  });
});
