// Every role runs migrate() at start (bootstrap.ts): nodes started together on an empty database
// must apply each migration exactly once and all come up.
import { afterAll, expect, test } from 'vitest';
import { type Db, openPostgres } from '../apps/server/src/db/database';
import { migrate } from '../apps/server/src/db/migrate';
import { MIGRATIONS } from '../apps/server/src/db/migrations';
import { adminQuery, withDatabase } from '../scripts/cluster/cluster';

const SERVER = process.env.POSTGRES_URL ?? 'postgres://postgres@127.0.0.1:5432/postgres';
const DATABASE = 'vitrina_cluster_migrate';
const opened: Db[] = [];

const admin = (sql: string) => adminQuery(SERVER, sql);

afterAll(async () => {
  await Promise.all(opened.map((db) => db.close()));
  await admin(`drop database if exists ${DATABASE} with (force)`);
});

test('six nodes migrating one empty database at once apply every migration exactly once', async () => {
  await admin(`drop database if exists ${DATABASE} with (force)`);
  await admin(`create database ${DATABASE}`);
  for (let i = 0; i < 6; i++) opened.push(await openPostgres(withDatabase(SERVER, DATABASE)));
  const results = await Promise.allSettled(opened.map((db) => migrate(db)));
  const errors = results.flatMap((r) => (r.status === 'rejected' ? [String(r.reason)] : []));
  expect(errors).toEqual([]);
  const applied = results.flatMap((r) => (r.status === 'fulfilled' ? r.value : []));
  expect(applied.sort((a, b) => a - b)).toEqual(MIGRATIONS.map((m) => m.version).sort((a, b) => a - b));
  const [db] = opened;
  const rows = await db?.query<{ n: string }>('select count(*) as n from schema_migrations');
  expect(Number(rows?.[0]?.n)).toBe(MIGRATIONS.length);
  // A second start finds nothing to do.
  expect(await migrate(opened[1] as Db)).toEqual([]);
});
