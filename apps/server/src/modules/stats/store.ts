import type { StatsSelect } from '@vitrina/contracts';
import type { Queryable } from '../../db/database';
import { runSearchReport, SEARCH_REPORTS, type SearchReport } from './search-reports';

export interface StatsOptions {
  from: Date;
  to: Date;
  limit: number;
  skip: number;
  detail: 'day' | 'week' | 'month';
  device: 'all' | 'mobile' | 'desktop' | 'unknown';
}

const page = (o: StatsOptions) => `limit ${o.limit} offset ${o.skip}`;

/** Clicks and purchases by a field of the clicked offer (vendor or category). */
function byOfferField(field: 'vendor' | 'category', o: StatsOptions): string {
  const key = field === 'vendor' ? `o.data->>'vendor'` : `coalesce(k.name, o.data->>'categoryId')`;
  const join =
    field === 'vendor'
      ? ''
      : `left join categories k on k.source_uuid = o.source_uuid and k.version = o.version and k.id = o.data->>'categoryId'`;
  return `select ${key} as name, count(*) filter (where t.type = 'click')::int as clicks, count(*) filter (where t.type = 'purchase')::int as purchases,
      count(*)::int as count
    from tracker_events t
    join sources s on s.uuid = t.source_uuid
    join offers o on o.source_uuid = t.source_uuid and o.version = s.catalog_version and o.id = t.offer_id
    ${join}
    where t.source_uuid = $1 and t.created_at >= $2 and t.created_at < $3 and ($4 = 'all' or t.device = $4) and t.type in ('click', 'purchase')
      and ${key} is not null
    group by 1 order by count(*) desc, 1 ${page(o)}`;
}

/** Revenue, orders, average order and what search earned, per day, week or month. */
function ecommerce(o: StatsOptions): string {
  return `with events as (
      select * from tracker_events where source_uuid = $1 and created_at >= $2 and created_at < $3 and ($4 = 'all' or device = $4)
    ), searchers as (
      select distinct user_id from search_events where source_uuid = $1 and created_at >= $2 and created_at < $3 and user_id is not null
        and ($4 = 'all' or device = $4)
    ), periods as (
      select date_trunc('${o.detail}', created_at) as period, user_id, type, order_id, coalesce(price, 0) * coalesce(quantity, 1) as amount,
        user_id in (select user_id from searchers) as searched
      from events
    )
    select period,
      coalesce(sum(amount) filter (where type = 'purchase'), 0)::float as revenue,
      count(distinct coalesce(order_id, user_id)) filter (where type = 'purchase')::int as orders,
      coalesce(sum(amount) filter (where type = 'purchase' and searched), 0)::float as "searchRevenue",
      count(distinct user_id)::int as visitors,
      count(distinct user_id) filter (where searched)::int as "searchingVisitors",
      count(distinct user_id) filter (where type = 'purchase')::int as buyers,
      count(distinct user_id) filter (where type = 'purchase' and searched)::int as "searchingBuyers"
    from periods group by period order by period`;
}

const isSearchReport = (select: StatsSelect): select is SearchReport => (SEARCH_REPORTS as readonly string[]).includes(select);

/** Search reports read daily rollups plus raw edges; the tracker's reports read its raw events (partitioned by month). */
export async function runStats(db: Queryable, uuid: string, select: StatsSelect, o: StatsOptions): Promise<Record<string, unknown>[]> {
  if (isSearchReport(select)) return runSearchReport(db, uuid, select, o);
  const sql = select === 'ecommerce' ? ecommerce(o) : byOfferField(select === 'vendors' ? 'vendor' : 'category', o);
  const rows = await db.query<Record<string, unknown>>(sql, [uuid, o.from, o.to, o.device]);
  if (select !== 'ecommerce') return rows;
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
