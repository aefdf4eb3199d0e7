import fc from 'fast-check';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { allReports, createRollupFixture, insert, inZone, type RollupFixture, reset, searchEvent, typingRun } from './rollup-fixture';
import { rollupDay, rollupEndedDays } from './rollups';

let f: RollupFixture;
const DAY = 86_400_000;
/** Three UTC days of events; the middle of each range is rolled up, the edges read raw. */
const START = Date.parse('2026-09-10T00:00:00Z');
const DAYS = ['2026-09-09', '2026-09-10', '2026-09-11', '2026-09-12', '2026-09-13'];
const MIDNIGHTS = [1, 2, 3].map((day) => START + day * DAY);

beforeAll(async () => {
  f = await createRollupFixture('Rollups');
});

afterAll(() => f.t.close());

const event = searchEvent(MIDNIGHTS, { from: START, to: START + 3 * DAY });
const typing = typingRun(MIDNIGHTS);

/** A range as a shopper in some time zone picks it: local midnights or any hour, offsets east and west of UTC. */
const range = fc
  .record({
    // Mostly ranges that hold whole days (what rollups answer), sometimes any stretch.
    fromHours: fc.oneof(fc.constantFrom(-3, 0, 3, 21, 24), fc.integer({ min: -6, max: 40 })),
    lengthHours: fc.oneof(fc.constantFrom(24, 48, 72), fc.integer({ min: 1, max: 80 })),
    extraSeconds: fc.constantFrom(0, 5, 15, 16),
    zone: fc.constantFrom('Z', '+03:00', '-05:00', '+05:30'),
  })
  .map(({ fromHours, lengthHours, extraSeconds, zone }) => {
    const from = START + fromHours * 3_600_000;
    const to = from + lengthHours * 3_600_000 + extraSeconds * 1000;
    return { from: inZone(from, zone), to: inZone(to, zone) };
  });

describe('daily rollups', () => {
  it('answer every search report exactly as the raw events do, across day boundaries and time zones', async () => {
    await fc.assert(
      fc.asyncProperty(
        fc.array(event, { minLength: 1, maxLength: 30 }),
        fc.array(typing, { maxLength: 3 }),
        range,
        fc.boolean(),
        async (events, runs, r, clicked) => {
          await reset(f);
          await insert(f, [...events, ...runs.flat()]);
          if (clicked) {
            await f.t.deps.db.query(
              `insert into tracker_events (source_uuid, created_at, type, user_id, query) values ($1, $2, 'click', 'a', 'Чайник')`,
              [f.uuid, new Date(START + DAY)],
            );
          }
          const raw = await allReports(f, r);
          for (const day of DAYS) await rollupDay(f.t.deps.db, day);
          expect(await allReports(f, r)).toEqual(raw);
        },
      ),
      { numRuns: 15 },
    );
    // Fifteen databases' worth of reports: minutes on a busy machine.
  }, 180_000);

  it('roll up only days that have ended, and reports read raw events for the rest', async () => {
    await reset(f);
    const typed = ['i', 'ip', 'iphone'];
    for (const [i, query] of typed.entries())
      await insert(f, [{ user: 'a', device: 'desktop', query, hits: 3, error: null, at: START + DAY - 2000 + i * 1500 }]);
    await insert(f, [{ user: 'b', device: 'desktop', query: 'iphone', hits: 3, error: null, at: START + 2 * DAY + 60_000 }]);
    const r = { from: new Date(START).toISOString(), to: new Date(START + 3 * DAY).toISOString() };
    const raw = await allReports(f, r);
    const rolled = await rollupEndedDays(f.t.deps.db, new Date(START + 2 * DAY + 3600_000));
    expect(rolled).toEqual(['2026-09-10', '2026-09-11']);
    const answers = await allReports(f, r);
    expect(answers).toEqual(raw);
    expect(answers['popularQueries/all']).toEqual([expect.objectContaining({ query: 'iphone', count: 2, users: 2 })]);
    expect(await rollupEndedDays(f.t.deps.db, new Date(START + 2 * DAY + 3600_000))).toEqual([]);
  });
});
