/**
 * Exact distinct shoppers over whole months, and daily rollups of tracker events (decision 0006,
 * addendum). A month keeps its (query, shopper) pairs once each, and how many of them were last
 * seen in which earlier month (`prev_month`): over a run of months a pair counts once, in the first
 * month of the run that holds it. Tracker events are rolled up per day, device and visitor for the
 * e-commerce report, with the visitors who searched that day.
 *
 * Month marks are cleared so the upkeep rebuilds every month (from the daily rollups, oldest first)
 * with its pairs; the upkeep rolls up the tracker days from the raw events still kept. Tracker days
 * are marked on their own: they are rolled up a day later than searches, since a tracker event may
 * carry a client time up to a day old.
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
-- The e-commerce report asks, per visitor, whether they searched on any day of its range.
create index search_rollup_searchers_by_user on search_rollup_searchers (source_uuid, user_id, day);

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

-- UTC days whose tracker and searcher rollups are complete.
create table tracker_rollup_days (
  day date primary key,
  rolled_at timestamptz not null default now()
);

delete from search_rollup_month_queries;
delete from search_rollup_months;
`;
