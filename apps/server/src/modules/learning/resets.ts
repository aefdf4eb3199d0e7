import type { Queryable } from '../../db/database';

/**
 * Forgets what was learned, from now on: for one query key, or (key null) for the whole project.
 * Evidence before the reset is never read again (the computation starts after the newest reset
 * covering a key); the reset is written to the project's change log as the field 'learning'.
 */
export async function resetLearning(db: Queryable, uuid: string, key: string | null, userId: string): Promise<void> {
  await db.query(
    `insert into learning_resets (source_uuid, query_key, reset_at) values ($1, $2, now())
     on conflict (source_uuid, (coalesce(query_key, ''))) do update set reset_at = excluded.reset_at`,
    [uuid, key],
  );
  // A whole-project reset covers every key: their own rows are no longer needed.
  if (key === null) await db.query('delete from learning_resets where source_uuid = $1 and query_key is not null', [uuid]);
  await db.query(`insert into source_changes (source_uuid, user_id, field, old_value, new_value) values ($1, $2, 'learning', null, $3)`, [
    uuid,
    userId,
    JSON.stringify({ reset: key === null ? 'project' : key }),
  ]);
}
