import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createAdminApp } from '../../app';
import { readConfig } from '../../config';
import type { Db } from '../../db/database';
import { migrate } from '../../db/migrate';
import { api, openTestDb } from '../../testing/test-app';
import { createRollupFixture, type RollupFixture } from './rollup-fixture';

let f: RollupFixture;
let replica: { db: Db; drop: () => Promise<void> };

beforeAll(async () => {
  f = await createRollupFixture('Replica');
  // Stands in for a streaming replica: the same schema, other rows, so the answer tells which was read.
  replica = await openTestDb();
  await migrate(replica.db);
});

afterAll(async () => {
  await f.t.close();
  await replica.drop();
});

const searched = (db: Db, uuid: string, query: string) =>
  db.query(
    `insert into search_events (source_uuid, created_at, query, normalized, hits, user_id, latency_ms) values ($1, now() - interval '1 hour', $2, $2, 1, 'a', 1)`,
    [uuid, query],
  );

async function lastQueries(app: FastifyInstance = f.t.app): Promise<string[]> {
  const response = await api(app, { token: f.token }).post(`/sources/${f.uuid}/stats`, { select: 'lastQueries' });
  expect(response.status).toBe(200);
  return (response.body.data as Array<{ query: string }>).map((row) => row.query);
}

describe('statistics on a read replica (STATS_DATABASE_URL)', () => {
  it('reads reports from the replica when there is one, and from the primary otherwise', async () => {
    await searched(f.t.deps.db, f.uuid, 'on the primary');
    await searched(replica.db, f.uuid, 'on the replica');
    expect(await lastQueries()).toEqual(['on the primary']);
    const withReplica = await createAdminApp({ ...f.t.deps, statsDb: replica.db });
    try {
      expect(await lastQueries(withReplica)).toEqual(['on the replica']);
      // Settings are written and read on the primary: the replica is read-only.
      const settings = await api(withReplica, { token: f.token }).put(`/sources/${f.uuid}/stats/settings`, { eventsRetentionMonths: 6 });
      expect(settings.body.data).toMatchObject({ eventsRetentionMonths: 6 });
    } finally {
      await withReplica.close();
    }
  });

  it('is read from STATS_DATABASE_URL, which needs DATABASE_URL', () => {
    const replicaUrl = 'postgres://reader@replica.example/vitrina';
    expect(readConfig({ DATABASE_URL: 'postgres://primary.example/vitrina', STATS_DATABASE_URL: replicaUrl }).statsDatabaseUrl).toBe(
      replicaUrl,
    );
    expect(readConfig({}).statsDatabaseUrl).toBeNull();
    expect(() => readConfig({ STATS_DATABASE_URL: replicaUrl })).toThrow(/STATS_DATABASE_URL/);
  });
});
