import type { Queryable } from '../../db/database';

/**
 * The durable job queue lives in the database, so queued work survives a restart and several
 * workers can share it (they take jobs with FOR UPDATE SKIP LOCKED).
 */
export type JobKind = 'feed.load' | 'creative.run';

export async function enqueueJob(db: Queryable, kind: JobKind, payload: Record<string, unknown>): Promise<number> {
  const [row] = await db.query<{ id: number }>('insert into jobs (kind, payload) values ($1, $2::jsonb) returning id', [
    kind,
    JSON.stringify(payload),
  ]);
  return Number(row?.id);
}

/** Queues a feed load unless one for the project is already waiting. */
export async function enqueueFeedLoad(db: Queryable, sourceUuid: string): Promise<void> {
  const waiting = await db.query(
    `select 1 from jobs where kind = 'feed.load' and state = 'queued' and payload->>'sourceUuid' = $1 limit 1`,
    [sourceUuid],
  );
  if (!waiting.length) await enqueueJob(db, 'feed.load', { sourceUuid });
}
