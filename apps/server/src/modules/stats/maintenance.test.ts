import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { MIGRATIONS } from '../../db/migrations';
import { api, createTestApp, openTestDb, signUp, type TestApp } from '../../testing/test-app';
import { maintainEventsStore } from './maintenance';
import { listPartitions } from './partitions';
import { retentionFromEnv } from './retention';

let t: TestApp;
let token = '';
const DAY = 86_400_000;

beforeAll(async () => {
  t = await createTestApp();
  token = (await signUp(t)).token;
});

afterAll(() => t.close());

async function createProject(name: string): Promise<string> {
  const created = await api(t.app, { token }).post('/sources', {
    siteUrl: 'shop.example',
    feedUrls: ['https://shop.example/feed.xml'],
    feedFormat: 'YML',
    content: { name },
  });
  return (created.body.data as { uuid: string }).uuid;
}

async function addSearch(uuid: string, at: Date, query = 'чайник') {
  await t.deps.db.query(
    `insert into search_events (source_uuid, created_at, query, normalized, hits, user_id, latency_ms) values ($1, $2, $3, $3, 2, 'u', 1)`,
    [uuid, at, query],
  );
}

const count = async (uuid: string) =>
  Number((await t.deps.db.query<{ n: number }>('select count(*)::int as n from search_events where source_uuid = $1', [uuid]))[0]?.n);

describe('events store upkeep', () => {
  it('keeps the rows of the tables it partitions when migrating', async () => {
    const { db, drop } = await openTestDb();
    for (const migration of MIGRATIONS.filter((m) => m.version < 7)) await db.exec(migration.up);
    await db.query(
      `insert into search_events (source_uuid, created_at, query, normalized, hits, latency_ms)
       values (gen_random_uuid(), '2026-06-05T10:00:00Z', 'old', 'old', 1, 1), (gen_random_uuid(), now(), 'new', 'new', 1, 1)`,
    );
    await db.query(
      `insert into tracker_events (source_uuid, created_at, type, user_id) values (gen_random_uuid(), '2025-01-31T23:59:59Z', 'view', 'u')`,
    );
    await db.exec(MIGRATIONS.find((m) => m.version === 7)?.up ?? '');
    expect((await db.query('select query from search_events order by created_at')).map((r) => r.query)).toEqual(['old', 'new']);
    const partitions = (await listPartitions(db, 'search_events')).map((p) => p.name);
    expect(partitions[0]).toBe('search_events_p202606');
    expect(partitions.length).toBeGreaterThan(7);
    expect(await db.query(`select tableoid::regclass::text as part from tracker_events`)).toEqual([{ part: 'tracker_events_p202501' }]);
    await db.query(
      `insert into search_events (source_uuid, query, normalized, hits, latency_ms) values (gen_random_uuid(), 'next', 'next', 1, 1)`,
    );
    await drop();
  });

  it('creates the coming months ahead, moving events that waited in the default partition into theirs', async () => {
    const uuid = await createProject('Ahead');
    const future = new Date('2031-05-20T12:00:00Z');
    await addSearch(uuid, future);
    const done = await maintainEventsStore(t.deps.db, new Date('2031-05-01T00:00:00Z'), 1200);
    expect(done.partitions).toEqual(expect.arrayContaining(['search_events_p203105', 'search_events_p203107', 'tracker_events_p203106']));
    const [row] = await t.deps.db.query('select tableoid::regclass::text as part from search_events where created_at = $1', [future]);
    expect(row?.part).toBe('search_events_p203105');
    expect((await maintainEventsStore(t.deps.db, new Date('2031-05-01T00:00:00Z'), 1200)).partitions).toEqual([]);
  });

  it('drops raw events past each project’s retention and keeps their daily rollups', async () => {
    const keepsLittle = await createProject('Keeps two months');
    const keepsDefault = await createProject('Keeps the default');
    const now = new Date();
    const old = new Date(now.getTime() - 100 * DAY);
    for (const uuid of [keepsLittle, keepsDefault]) {
      await addSearch(uuid, old);
      await addSearch(uuid, new Date(now.getTime() - DAY));
    }
    const saved = await api(t.app, { token }).put(`/sources/${keepsLittle}/stats/settings`, { eventsRetentionMonths: 2 });
    expect(saved.body.data).toEqual({ eventsRetentionMonths: 2, defaultRetentionMonths: 24 });
    const done = await maintainEventsStore(t.deps.db, now, 24);
    expect(done.rolledUp.length).toBeGreaterThan(0);
    expect(await count(keepsLittle)).toBe(1);
    expect(await count(keepsDefault)).toBe(2);
    const day = old.toISOString().slice(0, 10);
    const range = { from: `${day}T00:00:00Z`, to: new Date(Date.parse(day) + DAY + 60_000).toISOString() };
    const report = await api(t.app, { token }).post(`/sources/${keepsLittle}/stats`, { select: 'popularQueries', options: range });
    expect(report.body.data).toEqual([expect.objectContaining({ query: 'чайник', count: 1 })]);
  });

  it('deletes search impressions (learned ranking) older than 180 days, whatever the project keeps', async () => {
    const uuid = await createProject('Learns');
    const now = new Date();
    for (const days of [181, 179]) {
      await t.deps.db.query(
        `insert into search_impressions (source_uuid, created_at, user_id, address_hash, query_norm, query_key, first_rank, offer_ids)
         values ($1, $2, 'u', 'a', 'q', 'q', 1, '{o1}')`,
        [uuid, new Date(now.getTime() - days * DAY)],
      );
    }
    await maintainEventsStore(t.deps.db, now, 24);
    const left = await t.deps.db.query<{ n: number }>('select count(*)::int as n from search_impressions where source_uuid = $1', [uuid]);
    expect(left[0]?.n).toBe(1);
  });

  it('drops whole month partitions once every project is past them', async () => {
    const uuid = await createProject('Ancient');
    await addSearch(uuid, new Date('2031-05-20T12:00:00Z'));
    const later = new Date('2034-01-15T00:00:00Z');
    const done = await maintainEventsStore(t.deps.db, later, 24);
    expect(done.droppedPartitions).toEqual(expect.arrayContaining(['search_events_p203105', 'tracker_events_p203105']));
    expect((await listPartitions(t.deps.db, 'search_events')).every((p) => p.month >= new Date('2032-01-01T00:00:00Z'))).toBe(true);
  });
});

describe('statistics settings', () => {
  it('refuses a retention out of range or not whole, and strangers, changing nothing', async () => {
    const uuid = await createProject('Settings');
    for (const bad of [0, 121, 2.5, '6']) {
      const response = await api(t.app, { token, lang: 'en' }).put(`/sources/${uuid}/stats/settings`, { eventsRetentionMonths: bad });
      expect(response.status).toBe(422);
      expect(response.body.errors).toEqual({ eventsRetentionMonths: ['Invalid value'] });
    }
    const stranger = await signUp(t);
    expect((await api(t.app, { token: stranger.token }).put(`/sources/${uuid}/stats/settings`, { eventsRetentionMonths: 3 })).status).toBe(
      403,
    );
    expect((await api(t.app, { token }).get(`/sources/${uuid}/stats/settings`)).body.data).toEqual({
      eventsRetentionMonths: null,
      defaultRetentionMonths: 24,
    });
  });

  it('records a changed retention in the settings change log', async () => {
    const uuid = await createProject('Logged');
    await api(t.app, { token }).put(`/sources/${uuid}/stats/settings`, { eventsRetentionMonths: 6 });
    await api(t.app, { token }).put(`/sources/${uuid}/stats/settings`, { eventsRetentionMonths: null });
    const changes = await t.deps.db.query('select field, old_value, new_value from source_changes where source_uuid = $1 order by id', [
      uuid,
    ]);
    expect(changes).toEqual([
      { field: 'eventsRetentionMonths', old_value: null, new_value: '6' },
      { field: 'eventsRetentionMonths', old_value: '6', new_value: null },
    ]);
  });

  it('reads the server default from EVENTS_RETENTION_MONTHS and refuses nonsense there', () => {
    expect(retentionFromEnv({ EVENTS_RETENTION_MONTHS: '6' })).toBe(6);
    expect(retentionFromEnv({})).toBe(24);
    expect(() => retentionFromEnv({ EVENTS_RETENTION_MONTHS: 'forever' })).toThrow(/EVENTS_RETENTION_MONTHS/);
  });
});
