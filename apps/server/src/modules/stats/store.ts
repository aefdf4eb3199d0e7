import type { StatsSelect } from '@vitrina/contracts';
import type { Queryable } from '../../db/database';

export interface StatsOptions {
  from: Date;
  to: Date;
  limit: number;
  skip: number;
  detail: 'day' | 'week' | 'month';
  device: 'all' | 'mobile' | 'desktop' | 'unknown';
}

/** Keystrokes of one typed query within this time count as one search intent. */
const INTENT_WINDOW = "interval '15 seconds'";

/**
 * Search intents: first pages of searches, minus those a shopper kept typing past (a query that
 * the same visitor's next query extends within the window is a keystroke, not a search).
 */
const INTENTS = `
with typed as (
  select e.id, e.query, lower(e.query) as q, e.hits, e.user_id, e.created_at, e.error,
    lead(lower(e.query)) over w as next_q, lead(e.created_at) over w as next_at
  from search_events e
  where e.source_uuid = $1 and e.kind = 'search' and e.skip = 0 and e.created_at >= $2 and e.created_at < $3
    and ($4 = 'all' or e.device = $4) and e.query <> ''
  window w as (partition by coalesce(e.user_id, e.id::text) order by e.created_at, e.id)
), intents as (
  select * from typed
  where not (next_q is not null and next_q <> q and left(next_q, length(q)) = q and next_at - created_at < ${INTENT_WINDOW})
)`;

const page = (o: StatsOptions) => `limit ${o.limit} offset ${o.skip}`;

const QUERIES: Record<Exclude<StatsSelect, 'ecommerce' | 'vendors' | 'categories'>, (o: StatsOptions) => string> = {
  lastQueries: (o) => `${INTENTS}
    select (array_agg(query order by created_at desc))[1] as query, count(*)::int as count, max(hits)::int as hits, max(created_at) as "lastAt"
    from intents group by q order by max(created_at) desc ${page(o)}`,
  zeroResultQueries: (o) => `${INTENTS}
    select (array_agg(query order by created_at desc))[1] as query, count(*)::int as count, count(distinct user_id)::int as users, max(created_at) as "lastAt"
    from intents where hits = 0 group by q order by count(*) desc, q ${page(o)}`,
  popularQueries: (o) => `${INTENTS}
    select (array_agg(query order by created_at desc))[1] as query, count(*)::int as count, count(distinct user_id)::int as users, max(hits)::int as hits
    from intents group by q order by count(*) desc, q ${page(o)}`,
  popularByUsers: (o) => `${INTENTS}
    select (array_agg(query order by created_at desc))[1] as query, count(distinct user_id)::int as count, count(*)::int as searches
    from intents group by q order by count(distinct user_id) desc, q ${page(o)}`,
  noClickQueries: (o) => `${INTENTS}
    select (array_agg(query order by created_at desc))[1] as query, count(*)::int as count, max(hits)::int as hits
    from intents i where hits > 0
      and not exists (select 1 from tracker_events c where c.source_uuid = $1 and c.type = 'click' and lower(c.query) = i.q and c.created_at >= $2 and c.created_at < $3 + interval '1 hour')
    group by q order by count(*) desc, q ${page(o)}`,
  errors: (o) => `${INTENTS}
    select error as query, count(*)::int as count, max(created_at) as "lastAt" from intents where error is not null group by error order by count(*) desc ${page(o)}`,
  searchesPerDay: () => `${INTENTS}, clicks as (
      select date_trunc('day', created_at) as day, count(*)::int as clicks from tracker_events
      where source_uuid = $1 and type = 'click' and created_at >= $2 and created_at < $3 and ($4 = 'all' or device = $4) group by 1)
    select d.day, d.searches, d."zeroResults", coalesce(c.clicks, 0) as clicks
    from (select date_trunc('day', created_at) as day, count(*)::int as searches, count(*) filter (where hits = 0)::int as "zeroResults" from intents group by 1) d
    left join clicks c on c.day = d.day order by d.day`,
};

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

export async function runStats(db: Queryable, uuid: string, select: StatsSelect, o: StatsOptions): Promise<Record<string, unknown>[]> {
  const sql =
    select === 'ecommerce'
      ? ecommerce(o)
      : select === 'vendors'
        ? byOfferField('vendor', o)
        : select === 'categories'
          ? byOfferField('category', o)
          : QUERIES[select](o);
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
