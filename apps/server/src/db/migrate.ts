import type { Db } from './database';
import { MIGRATIONS } from './migrations';

/** Arbitrary but fixed: several nodes starting together apply migrations one at a time. */
const MIGRATION_LOCK = 715_302_881;

/** Applies the migrations not yet applied, each in its own transaction. Returns the versions applied. */
export async function migrate(db: Db): Promise<number[]> {
  // Under the lock too: concurrent "create table if not exists" race on the catalog (duplicate pg_type).
  await db.transaction(async (tx) => {
    await tx.query('select pg_advisory_xact_lock($1)', [MIGRATION_LOCK]);
    await tx.exec(
      'create table if not exists schema_migrations (version integer primary key, name text not null, applied_at timestamptz not null default now())',
    );
  });
  const applied: number[] = [];
  for (const migration of MIGRATIONS) {
    const done = await db.transaction(async (tx) => {
      await tx.query('select pg_advisory_xact_lock($1)', [MIGRATION_LOCK]);
      const rows = await tx.query('select 1 from schema_migrations where version = $1', [migration.version]);
      if (rows.length) return false;
      await tx.exec(migration.up);
      await tx.query('insert into schema_migrations (version, name) values ($1, $2)', [migration.version, migration.name]);
      return true;
    });
    if (done) applied.push(migration.version);
  }
  return applied;
}
