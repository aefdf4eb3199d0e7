import fc from 'fast-check';
import { expect } from 'vitest';
import { api, createTestApp, signUp, type TestApp } from '../../testing/test-app';
import { SEARCH_REPORTS } from './search-reports';

/** Tests of rollups: one project whose reports from rollups are compared with those from raw events. */
export interface RollupFixture {
  t: TestApp;
  token: string;
  uuid: string;
}

export async function createRollupFixture(name: string): Promise<RollupFixture> {
  const t = await createTestApp();
  const token = (await signUp(t)).token;
  const created = await api(t.app, { token }).post('/sources', {
    siteUrl: 'shop.example',
    feedUrls: ['https://shop.example/feed.xml'],
    feedFormat: 'YML',
    content: { name },
  });
  return { t, token, uuid: (created.body.data as { uuid: string }).uuid };
}

export interface SearchEvent {
  user: string | null;
  device: string;
  query: string;
  hits: number;
  error: string | null;
  at: number;
}

/** A search anywhere or at one of `edges` (± 20 s), so typing runs cross them. */
export function searchEvent(edges: readonly number[], anywhere: { from: number; to: number }) {
  return fc.record({
    user: fc.constantFrom('a', 'b', 'c', null),
    device: fc.constantFrom('desktop', 'mobile'),
    query: fc.constantFrom('ч', 'чай', 'чайник', 'Чайник', 'iphone', 'zzz'),
    hits: fc.constantFrom(0, 3),
    error: fc.constantFrom(null, null, null, 'timeout'),
    at: fc.oneof(
      fc.tuple(fc.constantFrom(...edges), fc.integer({ min: -20, max: 20 })).map(([edge, s]) => edge + s * 1000),
      fc.integer({ min: anywhere.from, max: anywhere.to - 1 }),
    ),
  });
}

/** One shopper typing a word just before one of `edges`: each keystroke a search, the run crossing the edge. */
export function typingRun(edges: readonly number[]) {
  return fc
    .record({
      user: fc.constantFrom('a', 'b'),
      device: fc.constantFrom('desktop', 'mobile'),
      word: fc.constantFrom('чайник', 'iphone'),
      edge: fc.constantFrom(...edges),
      startSeconds: fc.integer({ min: -12, max: 2 }),
    })
    .map(({ user, device, word, edge, startSeconds }) =>
      [...word].map((_, i) => ({
        user,
        device,
        query: word.slice(0, i + 1),
        hits: 3,
        error: null,
        at: edge + startSeconds * 1000 + i * 1500,
      })),
    );
}

/** The instant written as local time in `zone` (an ISO string with that offset). */
export function inZone(ms: number, zone: string): string {
  if (zone === 'Z') return new Date(ms).toISOString();
  const sign = zone.startsWith('-') ? -1 : 1;
  const [h, m] = zone.slice(1).split(':').map(Number);
  const offset = sign * ((h ?? 0) * 60 + (m ?? 0)) * 60_000;
  return `${new Date(ms + offset).toISOString().slice(0, -1)}${zone}`;
}

export async function reset({ t, uuid }: RollupFixture) {
  await t.deps.db.query('delete from search_events where source_uuid = $1', [uuid]);
  await t.deps.db.query('delete from tracker_events where source_uuid = $1', [uuid]);
  for (const table of [
    'search_rollup_queries',
    'search_rollup_users',
    'search_rollup_days',
    'search_rollup_month_queries',
    'search_rollup_months',
    'search_rollup_month_users',
    'search_rollup_month_reach',
    'search_rollup_searchers',
    'tracker_rollup_visitors',
    'tracker_rollup_days',
  ]) {
    await t.deps.db.query(`delete from ${table}`);
  }
}

export async function insert({ t, uuid }: RollupFixture, events: readonly SearchEvent[]) {
  // Distinct instants (a millisecond apart at most) keep "the latest text of a query" unambiguous.
  for (const [i, e] of events.entries()) {
    await t.deps.db.query(
      `insert into search_events (source_uuid, created_at, query, normalized, hits, user_id, latency_ms, device, error)
       values ($1, $2, $3, lower($3), $4, $5, 1, $6, $7)`,
      [uuid, new Date(e.at + i), e.query, e.hits, e.user, e.device, e.error],
    );
  }
}

/** Every search report for both device filters. */
export async function allReports({ t, token, uuid }: RollupFixture, r: { from: string; to: string }) {
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
