import type { Db, Queryable } from '../../db/database';
import { INTENT_WINDOW_MS } from './intents';
import { ROLLUP_DELAY_MS } from './rollups';

const MONTH_ROLLUP_LOCK = 715_302_884;

/** First day (YYYY-MM-DD) of the UTC month `months` after the one holding `ms`. */
export function monthStart(ms: number, months = 0): string {
  const d = new Date(ms);
  return new Date(Date.UTC(d.getUTCFullYear(), d.getUTCMonth() + months, 1)).toISOString().slice(0, 10);
}

/**
 * Rolls up one UTC month (its first day) from the daily rollups of its days, replacing whatever
 * it had, and marks it complete. The latest text of each kind is the one of the latest day.
 */
export async function rollupMonth(db: Db, month: string): Promise<void> {
  const next = monthStart(Date.parse(`${month}T00:00:00Z`), 1);
  await db.transaction(async (tx) => {
    await tx.query('select pg_advisory_xact_lock($1)', [MONTH_ROLLUP_LOCK]);
    await tx.query('delete from search_rollup_month_queries where month = $1', [month]);
    await tx.query(
      `insert into search_rollup_month_queries (source_uuid, month, device, q, error, intents, zero_intents, max_hits, last_at, last_query,
         last_zero_at, last_zero_query, last_hit_at, last_hit_query)
       select source_uuid, $1::date, device, q, error, sum(intents)::int, sum(zero_intents)::int, max(max_hits)::int,
         max(last_at), (array_agg(last_query order by last_at desc))[1],
         max(last_zero_at), (array_agg(last_zero_query order by last_zero_at desc) filter (where last_zero_at is not null))[1],
         max(last_hit_at), (array_agg(last_hit_query order by last_hit_at desc) filter (where last_hit_at is not null))[1]
       from search_rollup_queries where day >= $1::date and day < $2::date group by source_uuid, device, q, error`,
      [month, next],
    );
    await rollupMonthUsers(tx, month, next);
    await tx.query('insert into search_rollup_months (month) values ($1) on conflict (month) do update set rolled_at = now()', [month]);
  });
}

/**
 * Rolls up every month after the last one rolled up whose every day the daily rollup has had its
 * chance at (the month ended, plus the typing window and the rollup delay), oldest first; months
 * without daily rollups are skipped. Run after `rollupEndedDays` has caught up. Returns the months.
 */
export async function rollupEndedMonths(db: Db, now: Date, signal?: AbortSignal): Promise<string[]> {
  const [last] = await db.query<{ month: string | null }>(`select max(month)::text as month from search_rollup_months`);
  let next = last?.month ? monthStart(Date.parse(`${last.month}T00:00:00Z`), 1) : '0001-01-01';
  const rolled: string[] = [];
  while (!signal?.aborted) {
    const [first] = await db.query<{ day: string | null }>('select min(day)::text as day from search_rollup_days where day >= $1::date', [
      next,
    ]);
    if (!first?.day) break;
    const month = monthStart(Date.parse(`${first.day}T00:00:00Z`));
    const end = Date.parse(`${monthStart(Date.parse(`${month}T00:00:00Z`), 1)}T00:00:00Z`);
    if (end + INTENT_WINDOW_MS + ROLLUP_DELAY_MS > now.getTime()) break;
    await rollupMonth(db, month);
    rolled.push(month);
    next = monthStart(end);
  }
  return rolled;
}

/**
 * The month's (query, shopper) pairs once each, and how many of them were last seen in which
 * earlier month, per device and across devices ('all'), for any intent and for zero-result ones.
 * Over a run of whole months a pair then counts once: in the first month of the run holding it,
 * whose row says it was last seen before the run (decision 0006, addendum). Earlier months must
 * have been rolled up first, as the upkeep does.
 */
async function rollupMonthUsers(tx: Queryable, month: string, next: string): Promise<void> {
  await tx.query('delete from search_rollup_month_users where month = $1', [month]);
  await tx.query('delete from search_rollup_month_reach where month = $1', [month]);
  await tx.query(
    `insert into search_rollup_month_users (source_uuid, month, device, q, user_id, intents, zero_intents)
     select source_uuid, $1::date, device, q, user_id, sum(intents)::int, sum(zero_intents)::int
     from search_rollup_users where day >= $1::date and day < $2::date group by source_uuid, device, q, user_id`,
    [month, next],
  );
  for (const zero of [false, true]) {
    const kind = zero ? 'and zero_intents > 0' : '';
    const earlier = (device: string) => `(select max(p.month) from search_rollup_month_users p
        where p.source_uuid = u.source_uuid and p.q = u.q and p.user_id = u.user_id and p.month < $1::date ${device} ${kind.replace('zero', 'p.zero')})`;
    await tx.query(
      `insert into search_rollup_month_reach (source_uuid, month, device, q, zero, prev_month, users)
       select source_uuid, $1::date, device, q, $2, prev_month, count(*)::int from (
         select u.source_uuid, u.device, u.q, ${earlier('and p.device = u.device')} as prev_month
         from search_rollup_month_users u where u.month = $1::date ${kind}
         union all
         select u.source_uuid, 'all', u.q, ${earlier('')}
         from (select distinct source_uuid, q, user_id from search_rollup_month_users where month = $1::date ${kind}) u
       ) pairs group by source_uuid, device, q, prev_month`,
      [month, zero],
    );
  }
}
