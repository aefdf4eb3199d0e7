import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import pg from 'pg';
import { type Db, openPostgres } from '../../apps/server/src/db/database';
import { migrate } from '../../apps/server/src/db/migrate';

export const URL_BASE = process.env.DATABASE_URL ?? 'postgres://postgres@127.0.0.1:5432/postgres';

/** Runs `fn` on a migrated database made for the run and a temporary directory, dropping both after. */
export async function withBenchDatabase(prefix: string, fn: (db: Db, url: string, tmp: string) => Promise<void>): Promise<void> {
  const name = `vitrina_bench_${prefix}_${Date.now()}`;
  const admin = new pg.Client({ connectionString: URL_BASE });
  await admin.connect();
  await admin.query(`create database ${name}`);
  const target = new URL(URL_BASE);
  target.pathname = `/${name}`;
  const db = await openPostgres(target.toString());
  const tmp = fs.mkdtempSync(path.join(os.tmpdir(), `vitrina-${prefix}-bench-`));
  try {
    await migrate(db);
    await fn(db, target.toString(), tmp);
  } finally {
    await db.close();
    await admin.query(`drop database if exists ${name} with (force)`);
    await admin.end();
    fs.rmSync(tmp, { recursive: true, force: true });
  }
}
