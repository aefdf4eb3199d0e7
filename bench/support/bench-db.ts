import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import pg from 'pg';
import { type Db, openPglite, openPostgres } from '../../apps/server/src/db/database';

export interface BenchDb {
  db: Db;
  /** What it runs on, for the report: "PGlite (on disk)" or "PostgreSQL <version>". */
  engine: string;
  /** The PostgreSQL database made for the run; null on PGlite. */
  name: string | null;
  /** Closes the database and deletes it (its folder on PGlite). */
  drop: () => Promise<void>;
}

/**
 * A bench's database: with DATABASE_URL a PostgreSQL database made for the run, without it PGlite on
 * disk in a temporary folder named after `prefix`. `keep` keeps the PostgreSQL database at drop.
 */
export async function openBenchDb(prefix: string, keep = false): Promise<BenchDb> {
  const url = process.env.DATABASE_URL;
  if (!url) {
    const dir = fs.mkdtempSync(path.join(os.tmpdir(), `vitrina-${prefix}-bench-`));
    const db = await openPglite(dir);
    const drop = async () => {
      await db.close();
      fs.rmSync(dir, { recursive: true, force: true });
    };
    return { db, engine: 'PGlite (on disk)', name: null, drop };
  }
  const name = `vitrina_bench_${Date.now()}`;
  const admin = new pg.Client({ connectionString: url });
  await admin.connect();
  await admin.query(`create database ${name}`);
  await admin.end();
  const target = new URL(url);
  target.pathname = `/${name}`;
  const db = await openPostgres(target.toString());
  const [version] = await db.query<{ v: string }>("select current_setting('server_version') as v");
  return {
    db,
    engine: `PostgreSQL ${version?.v}`,
    name,
    drop: async () => {
      await db.close();
      if (keep) return console.error(`kept database ${name}`);
      const cleanup = new pg.Client({ connectionString: url });
      await cleanup.connect();
      await cleanup.query(`drop database if exists ${name} with (force)`);
      await cleanup.end();
    },
  };
}
