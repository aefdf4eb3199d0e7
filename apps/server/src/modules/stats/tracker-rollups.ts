import type { Db } from '../../db/database';
import { ROLLUP_DELAY_MS } from './rollups';
import { DAY_MS } from './spans';

const TRACKER_ROLLUP_LOCK = 715_302_885;
/** A tracker event keeps the shop visitor's clock when it is off by less than this (events/routes.ts). */
export const MAX_CLOCK_SKEW_MS = 24 * 3600 * 1000;
/** A day's tracker events may still arrive this long after it ended: rolled up only then. */
export const TRACKER_ROLLUP_DELAY_MS = MAX_CLOCK_SKEW_MS + ROLLUP_DELAY_MS;

/**
 * Rolls up the tracker events of one UTC day for every project, replacing whatever the day had:
 * per device and visitor, purchase revenue, purchases and the distinct order keys (the order id,
 * else the visitor), so orders and visitors stay exact over weeks and months; with the visitors
 * who searched that day (any search event, as the e-commerce report counts them). Marks the day.
 */
export async function rollupTrackerDay(db: Db, day: string): Promise<void> {
  const start = new Date(`${day}T00:00:00Z`);
  const end = new Date(start.getTime() + DAY_MS);
  await db.transaction(async (tx) => {
    await tx.query('select pg_advisory_xact_lock($1)', [TRACKER_ROLLUP_LOCK]);
    await tx.query('delete from tracker_rollup_visitors where day = $1', [day]);
    await tx.query('delete from search_rollup_searchers where day = $1', [day]);
    await tx.query(
      `insert into tracker_rollup_visitors (source_uuid, day, device, user_id, revenue, purchases, order_keys)
       select source_uuid, $1::date, device, user_id,
         coalesce(sum(coalesce(price, 0) * coalesce(quantity, 1)) filter (where type = 'purchase'), 0),
         count(*) filter (where type = 'purchase'),
         coalesce(array_agg(distinct coalesce(order_id, user_id)) filter (where type = 'purchase'), '{}')
       from tracker_events where created_at >= $2 and created_at < $3 group by source_uuid, device, user_id`,
      [day, start, end],
    );
    await tx.query(
      `insert into search_rollup_searchers (source_uuid, day, device, user_id)
       select distinct source_uuid, $1::date, device, user_id from search_events
       where created_at >= $2 and created_at < $3 and user_id is not null`,
      [day, start, end],
    );
    await tx.query('insert into tracker_rollup_days (day) values ($1) on conflict (day) do update set rolled_at = now()', [day]);
  });
}

/**
 * Rolls up every day with tracker or search events after the last tracker day rolled up, oldest
 * first, once the day ended a day and ten minutes ago; days without either are skipped.
 */
export async function rollupEndedTrackerDays(db: Db, now: Date, signal?: AbortSignal): Promise<string[]> {
  const [last] = await db.query<{ day: string | null }>('select max(day)::text as day from tracker_rollup_days');
  let next = last?.day ? Date.parse(`${last.day}T00:00:00Z`) + DAY_MS : 0;
  const rolled: string[] = [];
  while (!signal?.aborted) {
    const [first] = await db.query<{ at: Date | null }>(
      `select least((select min(created_at) from tracker_events where created_at >= $1),
         (select min(created_at) from search_events where created_at >= $1)) as at`,
      [new Date(next)],
    );
    if (!first?.at) break;
    next = Math.floor(new Date(first.at).getTime() / DAY_MS) * DAY_MS;
    if (next + DAY_MS + TRACKER_ROLLUP_DELAY_MS > now.getTime()) break;
    const day = new Date(next).toISOString().slice(0, 10);
    await rollupTrackerDay(db, day);
    rolled.push(day);
    next += DAY_MS;
  }
  return rolled;
}
