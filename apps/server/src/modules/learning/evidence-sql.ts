/**
 * The learned-ranking model, in one SQL statement over a project's impressions and tracker events
 * (PostgreSQL and PGlite alike). The numbers are the model; learning/README.md explains them.
 */
export const MODEL = {
  /** A click belongs to the newest impression that showed the offer this long before it. */
  clickWindow: '30 minutes',
  /** Cart additions and purchases, this long. */
  orderWindow: '24 hours',
  /** Tracker times are the client's within a day of skew: an event this far before its impression still matches. */
  clockGrace: '5 minutes',
  /** p(rank) = 1 / rank^propensityPower: how often shoppers look that far down. */
  propensityPower: 0.75,
  cartReward: 3,
  purchaseReward: 9,
  /** An event naming a query but matching no impression counts this share of a visitor… */
  unmatchedShare: 0.1,
  /** …and such events count no more than this many visitors per query and offer (anyone can send events). */
  unmatchedCap: 0.5,
  /** Smoothing: the key's baseline rate counts as this many examined looks. */
  priorLooks: 5,
  /** Confidence (v − 1) / (v + confidenceVisitors): one visitor alone moves nothing, ten move 90 % of the way. */
  confidenceVisitors: 0,
  /** Distinct addresses that clicked, carted or bought after a query before it learns anything. */
  minActingAddresses: 2,
  /** The engine's own bounds (1/8…8): a well-supported best seller can climb from the second page. */
  minMultiplier: 0.125,
  maxMultiplier: 8,
  /** Multipliers closer to 1 than this (in ln) are no change. */
  minChange: 0.01,
  /** Clicking addresses a query needs before its categories are learned. */
  categoryAddresses: 3,
  categoriesPerQuery: 10,
  /** Typed forms kept per query for serving (the alias map). */
  aliasesPerQuery: 8,
} as const;

/** Decayed visitors of unmatched events meeting \`condition\`, as a share, capped. */
const unmatched = (condition: string) =>
  `least(${MODEL.unmatchedCap}, ${MODEL.unmatchedShare} * coalesce(sum(w) filter (where ${condition}), 0))`;

/**
 * Parameters: $1 project, $2 window days, $3 now, $4 and $5 the tracker events' queries raw and
 * normalised (normalizeQuery runs in JS), $6 keys to compute (null: all), $7 strength factor s,
 * $8 live catalog version, $9 offers kept per key, $10 keys kept per project.
 *
 * Rows: kind 'query' (a kept key: its evidence and searchers), 'offer' (key, id = offer, value =
 * multiplier, the evidence), 'category' (key, id, value = share), 'acts' (key: clicking, carting
 * and buying addresses, newest event), 'typed' (key, id = a typed form, value = its rank by
 * shoppers, at = the key's newest impression). Rows of keys not kept are ignored by the caller.
 * Weights decay linearly with age over the window; counts are not decayed.
 */
export const EVIDENCE_SQL = `
with
params as (
  select $3::timestamptz as now, extract(epoch from make_interval(days => $2::int))::float8 as win,
    greatest($3::timestamptz - make_interval(days => $2::int),
      coalesce((select max(reset_at) from learning_resets where source_uuid = $1 and query_key is null), '-infinity'::timestamptz)) as since
),
key_resets as (
  select query_key, reset_at from learning_resets where source_uuid = $1 and query_key is not null
),
imp as (
  select i.user_id, i.query_norm, i.query_key, i.first_rank, i.offer_ids, i.created_at,
    greatest(0, 1 - extract(epoch from p.now - i.created_at)::float8 / p.win) as w
  from search_impressions i cross join params p
  where i.source_uuid = $1 and i.created_at > p.since and i.created_at <= p.now
    and ($6::text[] is null or i.query_key = any($6::text[]))
    and not exists (select 1 from key_resets r where r.query_key = i.query_key and r.reset_at >= i.created_at)
),
queries as (
  select * from unnest($4::text[], $5::text[]) as q(raw, norm)
),
ev as (
  select e.type, e.user_id, e.offer_id, e.created_at,
    case when e.query is null then null else coalesce(q.norm, e.query) end as query_norm,
    greatest(0, 1 - extract(epoch from p.now - e.created_at)::float8 / p.win) as w
  from tracker_events e cross join params p left join queries q on q.raw = e.query
  where e.source_uuid = $1 and e.type in ('click', 'cart', 'purchase') and e.offer_id is not null
    and e.created_at > p.since and e.created_at <= p.now
    -- Computing some keys: only events of their searchers, or naming one of their typed forms, can count.
    and ($6::text[] is null or e.user_id in (select user_id from imp)
      or coalesce(q.norm, e.query) in (select query_norm from imp) or coalesce(q.norm, e.query) = any($6::text[]))
),
att as (
  select ev.*, m.query_key, m.address_hash
  from ev left join lateral (
    select i.query_key, i.address_hash from search_impressions i cross join params p
    where i.source_uuid = $1 and i.user_id = ev.user_id and i.created_at > p.since
      and i.created_at <= ev.created_at + interval '${MODEL.clockGrace}'
      and i.created_at > ev.created_at - case when ev.type = 'click' then interval '${MODEL.clickWindow}' else interval '${MODEL.orderWindow}' end
      and ev.offer_id = any(i.offer_ids)
      and (coalesce(ev.query_norm, '') = '' or i.query_norm = ev.query_norm)
      and not exists (select 1 from key_resets r where r.query_key = i.query_key and r.reset_at >= i.created_at)
    order by i.created_at desc limit 1
  ) m on true
),
aliases as (
  select distinct on (query_norm) query_norm, query_key from imp order by query_norm, created_at desc
),
unmatched as (
  select coalesce(a.query_key, att.query_norm) as key, att.offer_id, att.type, att.user_id, max(att.w) as w
  from att left join aliases a on a.query_norm = att.query_norm
  where att.query_key is null and coalesce(att.query_norm, '') <> ''
    and ($6::text[] is null or coalesce(a.query_key, att.query_norm) = any($6::text[]))
    and not exists (select 1 from key_resets r where r.query_key = coalesce(a.query_key, att.query_norm) and r.reset_at >= att.created_at)
  group by 1, 2, 3, 4
),
searches as (
  select query_key, user_id, count(*) as n from imp group by 1, 2
),
-- Most shoppers search a key once, and most of them were shown one of a few pages: such pages are
-- unnested once with their count of shoppers. Shoppers who searched a key again are taken one by
-- one (the best rank each saw an offer at). This is where the time goes (~1 us a page slot).
single_pages as (
  select i.query_key as key, i.first_rank, i.offer_ids, count(*)::float8 as users, sum(i.w) as w
  from imp i join searches s on s.query_key = i.query_key and s.user_id = i.user_id and s.n = 1
  group by 1, 2, 3
),
shown as (
  select p.key, o.offer_id, p.users, p.w, power((p.first_rank + o.n - 1)::float8, -${MODEL.propensityPower}::float8) as p
  from single_pages p cross join lateral unnest(p.offer_ids) with ordinality as o(offer_id, n)
  union all
  select key, offer_id, 1, max(w), power(min(rank), -${MODEL.propensityPower}::float8)
  from (
    select i.query_key as key, o.offer_id, i.user_id, i.w, (i.first_rank + o.n - 1)::float8 as rank
    from imp i join searches s on s.query_key = i.query_key and s.user_id = i.user_id and s.n > 1
    cross join lateral unnest(i.offer_ids) with ordinality as o(offer_id, n)
  ) again
  group by key, offer_id, user_id
),
offer_shown as (
  select key, offer_id, sum(users) as impressions, sum(w) as seen_w, sum(users * p) as examined, sum(w * p) as examined_w
  from shown group by 1, 2
),
acted as (
  select query_key as key, offer_id, type, address_hash, max(w) as w, max(created_at) as at
  from att where query_key is not null and ($6::text[] is null or query_key = any($6::text[]))
  group by 1, 2, 3, 4
),
offer_acted as (
  select key, offer_id,
    (count(*) filter (where type = 'click'))::float8 as clicks,
    (count(*) filter (where type = 'cart'))::float8 as carts,
    (count(*) filter (where type = 'purchase'))::float8 as purchases,
    (coalesce(sum(w) filter (where type = 'click'), 0) + ${MODEL.cartReward} * coalesce(sum(w) filter (where type = 'cart'), 0)
      + ${MODEL.purchaseReward} * coalesce(sum(w) filter (where type = 'purchase'), 0))::float8 as reward_w
  from acted group by 1, 2
),
offer_unmatched as (
  select key, offer_id,
    (${unmatched("type = 'click'")} + ${MODEL.cartReward} * ${unmatched("type = 'cart'")}
      + ${MODEL.purchaseReward} * ${unmatched("type = 'purchase'")})::float8 as reward_w,
    ${unmatched('first_of_user')}::float8 as visitors_w,
    (count(*) filter (where first_of_user))::float8 as users
  from (select *, row_number() over (partition by key, offer_id, user_id order by w desc) = 1 as first_of_user from unmatched) u
  group by 1, 2
),
evidence as (
  select coalesce(s.key, u.key) as key, coalesce(s.offer_id, u.offer_id) as offer_id,
    coalesce(s.impressions, 0) as impressions, coalesce(s.examined, 0) as examined, coalesce(s.examined_w, 0) as examined_w,
    coalesce(a.clicks, 0) as clicks, coalesce(a.carts, 0) as carts, coalesce(a.purchases, 0) as purchases,
    coalesce(a.reward_w, 0) + coalesce(u.reward_w, 0) as reward_w,
    coalesce(s.seen_w, 0) + coalesce(u.visitors_w, 0) as evidence,
    coalesce(s.impressions, 0) + coalesce(u.users, 0) as visitors
  from offer_shown s
  left join offer_acted a on a.key = s.key and a.offer_id = s.offer_id
  full join offer_unmatched u on u.key = s.key and u.offer_id = s.offer_id
),
key_rates as (
  select key, sum(reward_w) / sum(examined_w) as mu from evidence
  group by key having sum(reward_w) > 0 and sum(examined_w) > 0
),
key_visitors as (
  select key, sum(w) as evidence, count(*)::float8 as searchers
  from (select query_key as key, user_id, max(w) as w from imp group by 1, 2) v group by key
),
key_actors as (
  select key from acted group by key having count(distinct address_hash) >= ${MODEL.minActingAddresses}
),
kept_keys as (
  select k.key, k.mu, v.evidence, v.searchers from key_rates k join key_visitors v using (key) join key_actors using (key)
  order by v.evidence desc, k.key limit $10
),
scored as (
  select e.*, least(${MODEL.maxMultiplier}, greatest(${MODEL.minMultiplier},
      exp($7::float8 * (greatest(0, e.evidence - 1) / greatest(1, e.evidence + ${MODEL.confidenceVisitors}))
        * ln(((e.reward_w + ${MODEL.priorLooks} * k.mu) / (e.examined_w + ${MODEL.priorLooks})) / k.mu)))) as multiplier
  from evidence e join kept_keys k using (key)
),
ranked as (
  select s.*, row_number() over (partition by key order by abs(ln(multiplier)) * evidence desc, offer_id) as n
  from scored s where abs(ln(multiplier)) >= ${MODEL.minChange}
),
-- One map of the clicked offers' categories in the live catalog (a join here is planned as a nested loop).
offer_categories as materialized (
  select coalesce(jsonb_object_agg(o.id, o.data->'categoryId'), '{}'::jsonb) as map from offers o
  where o.source_uuid = $1 and o.version = $8 and o.id in (select offer_id from acted where type = 'click')
    and o.data->>'categoryId' is not null
),
-- Joins between these small sets are left out (a planner's row estimates of them are poor, and a
-- nested loop over two of them took seconds on PGlite): rows of every key come back, learn.ts
-- keeps those of the kept keys, and per-key totals are window sums.
clicked as (
  select a.key, a.address_hash, (select map from offer_categories) ->> a.offer_id as category_id, max(a.w) as w
  from acted a
  where a.type = 'click' and (select map from offer_categories) ? a.offer_id
  group by 1, 2, 3
),
category_rows as (
  select key, category_id, sum(w) as w, count(*) as n from clicked group by 1, 2
  union all
  select key, null, sum(w), count(*) from (select key, address_hash, max(w) as w from clicked group by 1, 2) a group by 1
),
categories as (
  select key, category_id, share, row_number() over (partition by key order by share desc, category_id) as n
  from (
    select key, category_id, w / nullif(max(w) filter (where category_id is null) over (partition by key), 0) as share,
      max(n) filter (where category_id is null) over (partition by key) as addresses
    from category_rows
  ) c
  -- Strength 0 learns nothing, categories included.
  where category_id is not null and addresses >= ${MODEL.categoryAddresses} and share > 0 and $7::float8 > 0
),
typed as (
  select query_key as key, query_norm, max(max(created_at)) over (partition by query_key) as last_at,
    row_number() over (partition by query_key order by count(distinct user_id) desc, query_norm) as n
  from imp where query_key in (select key from key_rates) group by 1, 2
),
key_acts as (
  select key,
    (count(distinct address_hash) filter (where type = 'click'))::float8 as clicks,
    (count(distinct address_hash) filter (where type = 'cart'))::float8 as carts,
    (count(distinct address_hash) filter (where type = 'purchase'))::float8 as purchases,
    max(at) as at
  from acted group by key
)
select 'offer' as kind, key, offer_id as id, multiplier as value, impressions, examined, clicks, carts, purchases, visitors, evidence,
  null::timestamptz as at
from ranked where n <= $9
union all
select 'category', key, category_id, share, 0, 0, 0, 0, 0, 0, 0, null from categories where n <= ${MODEL.categoriesPerQuery}
union all
select 'query', key, '', evidence, searchers, 0, 0, 0, 0, searchers, evidence, null from kept_keys
union all
select 'acts', key, '', 0, 0, 0, clicks, carts, purchases, 0, 0, at from key_acts
union all
-- n = 1: the most asked typed form (id), with the newest impression (at); the others are aliases.
select 'typed', key, query_norm, n, 0, 0, 0, 0, 0, 0, 0, last_at from typed where n <= ${MODEL.aliasesPerQuery}
`;
