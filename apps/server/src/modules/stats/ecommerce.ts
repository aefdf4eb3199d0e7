import type { Queryable } from '../../db/database';
import { paramList } from './intents';
import { rolledDays } from './search-reports';
import { rawSpans } from './spans';
import type { StatsOptions } from './store';

const DEVICE = `($4 = 'all' or device = $4)`;

/**
 * Revenue, orders, average order and what search earned, per day, week or month (UTC). Visitors
 * come per day from the tracker rollup for the rolled-up whole days and from raw events for the
 * rest (partial days at the edges, days not rolled up yet); a visitor "searched" when they searched
 * anywhere in the range. Orders and visitors are distinct over the period, so the rollup keeps
 * each visitor's order keys rather than counts that could not be added.
 */
export async function ecommerceReport(db: Queryable, uuid: string, o: StatsOptions): Promise<Record<string, unknown>[]> {
  const days = await rolledDays(db, o.from, o.to, 'tracker_rollup_days');
  const params: unknown[] = [uuid, o.from, o.to, o.device];
  const p = paramList(params);
  const raw =
    rawSpans(o.from, o.to, days)
      .map((s) => `(created_at >= ${p(s.from)} and created_at < ${p(s.to)})`)
      .join(' or ') || 'false';
  const rolled = p(days);
  // The searchers of a day are written with its mark, so between the first and last rolled-up day
  // of the range there are rows of rolled-up days only: a range the index reads, not a list to search.
  const sorted = [...days].sort();
  const first = p(sorted[0] ?? null);
  const last = p(sorted[sorted.length - 1] ?? null);
  const rows = await db.query<Record<string, unknown>>(
    `with visits as (
      select date_trunc('${o.detail}', day::timestamp at time zone 'UTC', 'UTC') as period, user_id, revenue, purchases, order_keys
      from tracker_rollup_visitors where source_uuid = $1 and day = any(${rolled}::date[]) and ${DEVICE}
      union all
      select date_trunc('${o.detail}', created_at, 'UTC'), user_id,
        coalesce(sum(coalesce(price, 0) * coalesce(quantity, 1)) filter (where type = 'purchase'), 0),
        count(*) filter (where type = 'purchase'),
        coalesce(array_agg(distinct coalesce(order_id, user_id)) filter (where type = 'purchase'), '{}')
      from tracker_events where source_uuid = $1 and created_at >= $2 and created_at < $3 and ${DEVICE} and (${raw})
      group by 1, user_id
    ), per_visitor as (
      select period, user_id, sum(revenue) as revenue, sum(purchases) as purchases from visits group by period, user_id
    ), raw_searchers as (
      select distinct user_id from search_events
      where source_uuid = $1 and created_at >= $2 and created_at < $3 and user_id is not null and ${DEVICE} and (${raw})
    ), visitors as (
      select distinct user_id from per_visitor
    ), searched as (
      -- Visitors of the range who searched in it: those among the raw edges' searchers, and one
      -- probe each into the days' searchers (not a scan of every searcher of the range, most of
      -- whom never show up in the tracker).
      select user_id from raw_searchers where user_id in (select user_id from visitors)
      union
      select v.user_id from visitors v
      where (
        select 1 from search_rollup_searchers s
        where s.source_uuid = $1 and s.user_id = v.user_id and s.day between ${first}::date and ${last}::date and ($4 = 'all' or s.device = $4)
        limit 1
      ) is not null
    ), orders as (
      select period, count(distinct k)::int as orders from visits, unnest(order_keys) k where purchases > 0 group by period
    )
    select p.period,
      coalesce(sum(p.revenue), 0)::float as revenue,
      coalesce(o.orders, 0)::int as orders,
      coalesce(sum(p.revenue) filter (where s.user_id is not null), 0)::float as "searchRevenue",
      count(*)::int as visitors,
      count(s.user_id)::int as "searchingVisitors",
      (count(*) filter (where p.purchases > 0))::int as buyers,
      (count(s.user_id) filter (where p.purchases > 0))::int as "searchingBuyers"
    from per_visitor p left join searched s using (user_id) left join orders o using (period)
    group by p.period, o.orders order by p.period`,
    params,
  );
  return rows.map((row) => {
    const orders = Number(row.orders);
    const visitors = Number(row.visitors);
    const searching = Number(row.searchingVisitors);
    return {
      ...row,
      averageOrder: orders ? Number(row.revenue) / orders : 0,
      conversion: visitors ? Number(row.buyers) / visitors : 0,
      searchConversion: searching ? Number(row.searchingBuyers) / searching : 0,
      otherConversion: visitors - searching ? (Number(row.buyers) - Number(row.searchingBuyers)) / (visitors - searching) : 0,
    };
  });
}
