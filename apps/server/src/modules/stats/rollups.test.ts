import fc from 'fast-check';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { api, createTestApp, signUp, type TestApp } from '../../testing/test-app';
import { rollupDay, rollupEndedDays } from './rollups';
import { SEARCH_REPORTS } from './search-reports';

let t: TestApp;
let token = '';
let uuid = '';
const DAY = 86_400_000;
/** Three UTC days of events; the middle of each range is rolled up, the edges read raw. */
const START = Date.parse('2026-09-10T00:00:00Z');
const DAYS = ['2026-09-09', '2026-09-10', '2026-09-11', '2026-09-12', '2026-09-13'];

beforeAll(async () => {
  t = await createTestApp();
  token = (await signUp(t)).token;
  const created = await api(t.app, { token }).post('/sources', {
    siteUrl: 'shop.example',
    feedUrls: ['https://shop.example/feed.xml'],
    feedFormat: 'YML',
    content: { name: 'Rollups' },
  });
  uuid = (created.body.data as { uuid: string }).uuid;
});

afterAll(() => t.close());

const event = fc.record({
  user: fc.constantFrom('a', 'b', 'c', null),
  device: fc.constantFrom('desktop', 'mobile'),
  query: fc.constantFrom('ч', 'чай', 'чайник', 'Чайник', 'iphone', 'zzz'),
  hits: fc.constantFrom(0, 3),
  error: fc.constantFrom(null, null, null, 'timeout'),
  // Near midnights, so typing runs cross day boundaries, or anywhere in the three days.
  at: fc.oneof(
    fc.tuple(fc.integer({ min: 1, max: 3 }), fc.integer({ min: -20, max: 20 })).map(([day, s]) => START + day * DAY + s * 1000),
    fc.integer({ min: 0, max: 3 * DAY - 1 }).map((ms) => START + ms),
  ),
});

/** One shopper typing a word near a midnight: each keystroke a search, the run crossing into the next day. */
const typing = fc
  .record({
    user: fc.constantFrom('a', 'b'),
    device: fc.constantFrom('desktop', 'mobile'),
    word: fc.constantFrom('чайник', 'iphone'),
    day: fc.integer({ min: 1, max: 3 }),
    startSeconds: fc.integer({ min: -12, max: 2 }),
  })
  .map(({ user, device, word, day, startSeconds }) =>
    [...word].map((_, i) => ({
      user,
      device,
      query: word.slice(0, i + 1),
      hits: 3,
      error: null,
      at: START + day * DAY + startSeconds * 1000 + i * 1500,
    })),
  );

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

/** The instant written as local time in `zone` (an ISO string with that offset). */
function inZone(ms: number, zone: string): string {
  if (zone === 'Z') return new Date(ms).toISOString();
  const sign = zone.startsWith('-') ? -1 : 1;
  const [h, m] = zone.slice(1).split(':').map(Number);
  const offset = sign * ((h ?? 0) * 60 + (m ?? 0)) * 60_000;
  return `${new Date(ms + offset).toISOString().slice(0, -1)}${zone}`;
}

async function reset() {
  await t.deps.db.query('delete from search_events where source_uuid = $1', [uuid]);
  await t.deps.db.query('delete from tracker_events where source_uuid = $1', [uuid]);
  await t.deps.db.query('delete from search_rollup_queries');
  await t.deps.db.query('delete from search_rollup_users');
  await t.deps.db.query('delete from search_rollup_days');
}

interface Event {
  user: string | null;
  device: string;
  query: string;
  hits: number;
  error: string | null;
  at: number;
}

async function insert(events: readonly Event[]) {
  // Distinct instants (a millisecond apart at most) keep "the latest text of a query" unambiguous.
  for (const [i, e] of events.entries()) {
    await t.deps.db.query(
      `insert into search_events (source_uuid, created_at, query, normalized, hits, user_id, latency_ms, device, error)
       values ($1, $2, $3, lower($3), $4, $5, 1, $6, $7)`,
      [uuid, new Date(e.at + i), e.query, e.hits, e.user, e.device, e.error],
    );
  }
}

async function allReports(r: { from: string; to: string }) {
  const answers: Record<string, unknown> = {};
  for (const device of ['all', 'mobile']) {
    for (const select of SEARCH_REPORTS) {
      const response = await api(t.app, { token }).post(`/sources/${uuid}/stats`, { select, options: { ...r, device, limit: 1000 } });
      expect(response.status).toBe(200);
      answers[`${select}/${device}`] = response.body.data;
    }
  }
  return answers;
}

describe('daily rollups', () => {
  it('answer every search report exactly as the raw events do, across day boundaries and time zones', async () => {
    await fc.assert(
      fc.asyncProperty(
        fc.array(event, { minLength: 1, maxLength: 30 }),
        fc.array(typing, { maxLength: 3 }),
        range,
        fc.boolean(),
        async (events, runs, r, clicked) => {
          await reset();
          await insert([...events, ...runs.flat()]);
          if (clicked) {
            await t.deps.db.query(
              `insert into tracker_events (source_uuid, created_at, type, user_id, query) values ($1, $2, 'click', 'a', 'Чайник')`,
              [uuid, new Date(START + DAY)],
            );
          }
          const raw = await allReports(r);
          for (const day of DAYS) await rollupDay(t.deps.db, day);
          expect(await allReports(r)).toEqual(raw);
        },
      ),
      { numRuns: 15 },
    );
    // Fifteen databases' worth of reports: minutes on a busy machine.
  }, 180_000);

  it('roll up only days that have ended, and reports read raw events for the rest', async () => {
    await reset();
    const typed = ['i', 'ip', 'iphone'];
    for (const [i, query] of typed.entries())
      await insert([{ user: 'a', device: 'desktop', query, hits: 3, error: null, at: START + DAY - 2000 + i * 1500 }]);
    await insert([{ user: 'b', device: 'desktop', query: 'iphone', hits: 3, error: null, at: START + 2 * DAY + 60_000 }]);
    const r = { from: new Date(START).toISOString(), to: new Date(START + 3 * DAY).toISOString() };
    const raw = await allReports(r);
    const rolled = await rollupEndedDays(t.deps.db, new Date(START + 2 * DAY + 3600_000));
    expect(rolled).toEqual(['2026-09-10', '2026-09-11']);
    const answers = await allReports(r);
    expect(answers).toEqual(raw);
    expect(answers['popularQueries/all']).toEqual([expect.objectContaining({ query: 'iphone', count: 2, users: 2 })]);
    expect(await rollupEndedDays(t.deps.db, new Date(START + 2 * DAY + 3600_000))).toEqual([]);
  });
});
