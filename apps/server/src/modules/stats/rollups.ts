import type { Db } from '../../db/database';
import { INTENT_AGGREGATES, INTENT_WINDOW_MS, intentsSql, paramList } from './intents';
import { DAY_MS } from './spans';

const ROLLUP_LOCK = 715_302_883;
/** A day is rolled up this long after it ended: searches are written a second or so after they happen. */
export const ROLLUP_DELAY_MS = 10 * 60_000;

/**
 * Rolls up the search intents of one UTC day for every project, replacing whatever rollup the
 * day had, and marks the day complete. Both rollups come from one reading of the day's events.
 */
export async function rollupDay(db: Db, day: string): Promise<void> {
  const start = new Date(`${day}T00:00:00Z`);
  const end = new Date(start.getTime() + DAY_MS);
  const params: unknown[] = [];
  const p = paramList(params);
  const intents = intentsSql(p, 'true', [{ from: start, to: end }], new Date(end.getTime() + INTENT_WINDOW_MS));
  const dayParam = p(day);
  await db.transaction(async (tx) => {
    await tx.query('select pg_advisory_xact_lock($1)', [ROLLUP_LOCK]);
    await tx.query('delete from search_rollup_queries where day = $1', [day]);
    await tx.query('delete from search_rollup_users where day = $1', [day]);
    await tx.query(
      `with ${intents}, users as (
         insert into search_rollup_users (source_uuid, day, device, q, user_id, intents, zero_intents)
         select source_uuid, ${dayParam}::date, device, q, user_id, count(*), count(*) filter (where hits = 0)
         from intents where user_id is not null group by source_uuid, device, q, user_id
       )
       insert into search_rollup_queries (source_uuid, day, device, q, error, intents, zero_intents, max_hits, last_at, last_query,
         last_zero_at, last_zero_query, last_hit_at, last_hit_query)
       select source_uuid, ${dayParam}::date, device, q, error, ${INTENT_AGGREGATES}
       from intents group by source_uuid, device, q, error`,
      params,
    );
    await tx.query('insert into search_rollup_days (day) values ($1) on conflict (day) do update set rolled_at = now()', [day]);
  });
}

/**
 * Rolls up every ended day with searches after the last day rolled up, oldest first; days
 * without searches are skipped. Returns the days rolled up.
 */
export async function rollupEndedDays(db: Db, now: Date, signal?: AbortSignal): Promise<string[]> {
  const [last] = await db.query<{ day: string | null }>(`select max(day)::text as day from search_rollup_days`);
  let next = last?.day ? Date.parse(`${last.day}T00:00:00Z`) + DAY_MS : 0;
  const rolled: string[] = [];
  while (!signal?.aborted) {
    const [first] = await db.query<{ at: Date | null }>('select min(created_at) as at from search_events where created_at >= $1', [
      new Date(next),
    ]);
    if (!first?.at) break;
    next = Math.floor(new Date(first.at).getTime() / DAY_MS) * DAY_MS;
    if (next + DAY_MS + INTENT_WINDOW_MS + ROLLUP_DELAY_MS > now.getTime()) break;
    const day = new Date(next).toISOString().slice(0, 10);
    await rollupDay(db, day);
    rolled.push(day);
    next += DAY_MS;
  }
  return rolled;
}
