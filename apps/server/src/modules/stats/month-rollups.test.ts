import fc from 'fast-check';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { api } from '../../testing/test-app';
import { rollupEndedMonths } from './month-rollups';
import { allReports, createRollupFixture, insert, inZone, type RollupFixture, reset, searchEvent, typingRun } from './rollup-fixture';
import { rollupEndedDays } from './rollups';

let f: RollupFixture;
const HOUR = 3_600_000;
const at = (iso: string) => Date.parse(`${iso}T00:00:00Z`);
/** Searches over August to October; typing runs cross the month boundaries and a mid-month midnight. */
const EDGES = [at('2026-09-01'), at('2026-09-15'), at('2026-10-01'), at('2026-11-01')];
const AFTER = new Date(at('2026-12-01'));

beforeAll(async () => {
  f = await createRollupFixture('Monthly rollups');
});

afterAll(() => f.t.close());

const event = searchEvent(EDGES, { from: at('2026-08-01'), to: at('2026-11-01') });
const typing = typingRun(EDGES);

/** Ranges that hold one or two whole months and partial edges, picked in some time zone. */
const range = fc
  .record({
    from: fc.constantFrom(at('2026-08-01'), at('2026-08-31'), at('2026-09-01')),
    to: fc.constantFrom(at('2026-10-01'), at('2026-11-01')),
    fromHours: fc.oneof(fc.constantFrom(-5, 0, 3), fc.integer({ min: -30, max: 30 })),
    toHours: fc.oneof(fc.constantFrom(-5, 0, 3), fc.integer({ min: -30, max: 30 })),
    extraSeconds: fc.constantFrom(0, 5, 15, 16),
    zone: fc.constantFrom('Z', '+03:00', '-05:00', '+05:30'),
  })
  .map(({ from, to, fromHours, toHours, extraSeconds, zone }) => ({
    from: inZone(from + fromHours * HOUR, zone),
    to: inZone(to + toHours * HOUR + extraSeconds * 1000, zone),
  }));

async function rollUp() {
  await rollupEndedDays(f.t.deps.db, AFTER);
  return rollupEndedMonths(f.t.deps.db, AFTER);
}

describe('monthly rollups', () => {
  it('answer every search report exactly as the raw events do, across month boundaries and time zones', async () => {
    await fc.assert(
      fc.asyncProperty(
        fc.array(event, { minLength: 1, maxLength: 30 }),
        fc.array(typing, { maxLength: 3 }),
        range,
        async (events, runs, r) => {
          await reset(f);
          await insert(f, [...events, ...runs.flat()]);
          const raw = await allReports(f, r);
          await rollUp();
          expect(await allReports(f, r)).toEqual(raw);
        },
      ),
      { numRuns: 10 },
    );
  }, 240_000);

  it('count distinct shoppers exactly on short pages, with shoppers coming back across months and devices', async () => {
    // Many shoppers repeating a few queries: pages of one to three rows make most queries fall below the page's bound.
    const visit = fc.record({
      user: fc.constantFrom('u1', 'u2', 'u3', 'u4', 'u5', 'u6', 'u7', 'u8'),
      device: fc.constantFrom('desktop', 'mobile'),
      query: fc.constantFrom('чайник', 'iphone', 'zzz', 'kettle', 'phone'),
      hits: fc.constantFrom(0, 3),
      error: fc.constant(null),
      at: fc.integer({ min: at('2026-08-01'), max: at('2026-11-01') - 1 }),
    });
    // Ranges holding September and October whole, with an edge of August or none.
    const months = fc
      .record({
        from: fc.constantFrom(at('2026-08-01'), at('2026-08-15'), at('2026-09-01')),
        fromHours: fc.integer({ min: -3, max: 3 }),
        toSeconds: fc.constantFrom(15, 16, 3 * 3600),
        zone: fc.constantFrom('Z', '+03:00'),
      })
      .map(({ from, fromHours, toSeconds, zone }) => ({
        from: inZone(Math.min(from + fromHours * HOUR, at('2026-09-01')), zone),
        to: inZone(at('2026-11-01') + toSeconds * 1000, zone),
      }));
    const page = fc.record({
      limit: fc.integer({ min: 1, max: 3 }),
      skip: fc.integer({ min: 0, max: 2 }),
      device: fc.constantFrom('all', 'mobile'),
    });
    await fc.assert(
      fc.asyncProperty(
        fc.array(visit, { minLength: 5, maxLength: 60 }),
        months,
        fc.array(page, { minLength: 1, maxLength: 3 }),
        async (events, r, pages) => {
          await reset(f);
          await insert(f, events);
          const answers = async () => {
            const all: unknown[] = [];
            for (const options of pages) {
              for (const select of ['popularByUsers', 'popularQueries', 'zeroResultQueries']) {
                const response = await api(f.t.app, { token: f.token }).post(`/sources/${f.uuid}/stats`, {
                  select,
                  options: { ...r, ...options },
                });
                all.push(response.body.data);
              }
            }
            return all;
          };
          const raw = await answers();
          await rollUp();
          expect(await answers()).toEqual(raw);
        },
      ),
      { numRuns: 12 },
    );
  }, 240_000);

  it('are read for the whole months of a range instead of their days', async () => {
    await reset(f);
    await insert(f, [
      { user: 'a', device: 'desktop', query: 'iphone', hits: 3, error: null, at: at('2026-09-03') },
      { user: 'b', device: 'mobile', query: 'Iphone', hits: 0, error: null, at: at('2026-09-20') },
    ]);
    expect(await rollUp()).toEqual(['2026-09-01']);
    // Without the daily rows of September's queries only the monthly rollup can answer.
    await f.t.deps.db.query(`delete from search_rollup_queries where day >= '2026-09-01' and day < '2026-10-01'`);
    const r = { from: '2026-09-01T00:00:00Z', to: '2026-10-01T00:00:15Z' };
    const answers = await allReports(f, r);
    expect(answers['popularQueries/all']).toEqual([{ query: 'Iphone', count: 2, users: 2, hits: 3 }]);
    expect(answers['zeroResultQueries/mobile']).toEqual([expect.objectContaining({ query: 'Iphone', count: 1, users: 1 })]);
  });

  it('count a shopper who comes back in later months once', async () => {
    await reset(f);
    const visit = (user: string, device: string, day: string) => ({
      user,
      device,
      query: 'iphone',
      hits: 3,
      error: null,
      at: at(day) + HOUR,
    });
    await insert(f, [
      visit('a', 'desktop', '2026-08-20'),
      visit('a', 'mobile', '2026-09-03'),
      visit('a', 'desktop', '2026-10-03'),
      visit('b', 'mobile', '2026-10-04'),
      visit('b', 'mobile', '2026-10-30'),
    ]);
    await rollUp();
    const users = async (from: string, device: string) => {
      const options = { from, to: '2026-11-01T00:00:15Z', device };
      const response = await api(f.t.app, { token: f.token }).post(`/sources/${f.uuid}/stats`, { select: 'popularByUsers', options });
      return (response.body.data as Array<{ count: number }>)[0]?.count;
    };
    expect(await users('2026-09-01T00:00:00Z', 'all')).toBe(2);
    expect(await users('2026-08-15T00:00:00Z', 'all')).toBe(2);
    expect(await users('2026-09-01T00:00:00Z', 'desktop')).toBe(1);
    expect(await users('2026-10-01T00:00:00Z', 'mobile')).toBe(1);
  });

  it('roll up a month only once it has ended and its days are rolled up', async () => {
    await reset(f);
    await insert(f, [{ user: 'a', device: 'desktop', query: 'чай', hits: 3, error: null, at: at('2026-09-30') + 23 * HOUR }]);
    const soon = new Date(at('2026-10-01') + 5 * 60_000);
    await rollupEndedDays(f.t.deps.db, soon);
    expect(await rollupEndedMonths(f.t.deps.db, soon)).toEqual([]);
    expect(await rollUp()).toEqual(['2026-09-01']);
    expect(await rollupEndedMonths(f.t.deps.db, AFTER)).toEqual([]);
  });
});
