/**
 * Monthly rollups of search intents (decision 0006): built from the daily rollups once a month is
 * complete, so a year report reads twelve months of rows instead of 365 days of them. Distinct
 * users are not rolled up by month: reports count them from the daily per-user rollup.
 */
export const up = `
create table search_rollup_month_queries (
  source_uuid uuid not null,
  month date not null,
  device text not null,
  q text not null,
  error text,
  intents integer not null,
  zero_intents integer not null,
  max_hits integer not null,
  last_at timestamptz not null,
  last_query text not null,
  last_zero_at timestamptz,
  last_zero_query text,
  last_hit_at timestamptz,
  last_hit_query text
);
create index search_rollup_month_queries_by_month on search_rollup_month_queries (source_uuid, month);

-- Months whose rollup is complete (the first day of the month).
create table search_rollup_months (
  month date primary key,
  rolled_at timestamptz not null default now()
);
`;
