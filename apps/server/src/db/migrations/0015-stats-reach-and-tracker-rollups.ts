/**
 * Exact distinct shoppers over whole months, and daily rollups of tracker events (decision 0006,
 * addendum). A month keeps its (query, shopper) pairs once each, and how many of them were last
 * seen in which earlier month (`prev_month`): over a run of months a pair counts once, in the first
 * month of the run that holds it. Tracker events are rolled up per day, device and visitor for the
 * e-commerce report, with the visitors who searched that day.
 *
 * Month marks are cleared so the upkeep rebuilds every month (from the daily rollups, oldest first)
 * with its pairs; days already rolled up get their visitor and searcher rollups here, from raw events.
 */
export const up = `
create table search_rollup_month_users (
  source_uuid uuid not null,
  month date not null,
  device text not null,
  q text not null,
  user_id text not null,
  intents integer not null,
  zero_intents integer not null
);
create index search_rollup_month_users_by_pair on search_rollup_month_users (source_uuid, q, user_id, month);
create index search_rollup_month_users_by_month on search_rollup_month_users (source_uuid, month);

-- Pairs of a month per device ('all': across devices) and kind (zero: pairs with a zero-result
-- intent), by the last earlier month the same pair was seen in (null: never before).
create table search_rollup_month_reach (
  source_uuid uuid not null,
  month date not null,
  device text not null,
  q text not null,
  zero boolean not null,
  prev_month date,
  users integer not null
);
create index search_rollup_month_reach_by_month on search_rollup_month_reach (source_uuid, month, device, zero);

-- Visitors who searched, per UTC day and device (any search event, as the e-commerce report counts them).
create table search_rollup_searchers (
  source_uuid uuid not null,
  day date not null,
  device text not null,
  user_id text not null
);
create index search_rollup_searchers_by_day on search_rollup_searchers (source_uuid, day);

-- Tracker events per UTC day, device and visitor: purchase revenue, purchases and distinct order keys.
create table tracker_rollup_visitors (
  source_uuid uuid not null,
  day date not null,
  device text not null,
  user_id text not null,
  revenue double precision not null,
  purchases integer not null,
  order_keys text[] not null
);
create index tracker_rollup_visitors_by_day on tracker_rollup_visitors (source_uuid, day);

delete from search_rollup_month_queries;
delete from search_rollup_months;

insert into search_rollup_searchers (source_uuid, day, device, user_id)
select distinct e.source_uuid, d.day, e.device, e.user_id
from search_rollup_days d join search_events e
  on e.created_at >= d.day::timestamp at time zone 'UTC' and e.created_at < (d.day + 1)::timestamp at time zone 'UTC'
where e.user_id is not null;

insert into tracker_rollup_visitors (source_uuid, day, device, user_id, revenue, purchases, order_keys)
select t.source_uuid, d.day, t.device, t.user_id,
  coalesce(sum(coalesce(t.price, 0) * coalesce(t.quantity, 1)) filter (where t.type = 'purchase'), 0),
  count(*) filter (where t.type = 'purchase'),
  coalesce(array_agg(distinct coalesce(t.order_id, t.user_id)) filter (where t.type = 'purchase'), '{}')
from search_rollup_days d join tracker_events t
  on t.created_at >= d.day::timestamp at time zone 'UTC' and t.created_at < (d.day + 1)::timestamp at time zone 'UTC'
group by t.source_uuid, d.day, t.device, t.user_id;
`;
