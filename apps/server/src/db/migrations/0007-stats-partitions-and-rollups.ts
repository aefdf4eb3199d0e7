/**
 * Search and tracker events move into tables partitioned by month (old months are dropped whole
 * by retention), with daily rollups of search intents so reports over a year read a few rows a
 * day (decision 0006). The existing rows are copied into the partitions in this transaction.
 * Months outside the created partitions land in the default partition, so no insert ever fails;
 * the maintenance job moves them out when it creates their month.
 */
const partitioned = (table: string, columns: string) => `
alter table ${table} rename to ${table}_unpartitioned;
alter index ${table}_pkey rename to ${table}_unpartitioned_pkey;
alter index ${table}_by_source rename to ${table}_unpartitioned_by_source;
create table ${table} (
  id bigint not null default nextval('${table}_id_seq'),
  ${columns},
  primary key (id, created_at)
) partition by range (created_at);
alter sequence ${table}_id_seq owned by ${table}.id;
create table ${table}_default partition of ${table} default;
do $$
declare m timestamptz;
begin
  m := date_trunc('month', least(coalesce((select min(created_at) from ${table}_unpartitioned), now()), now()) at time zone 'UTC') at time zone 'UTC';
  while m < (date_trunc('month', now() at time zone 'UTC') at time zone 'UTC') + interval '3 months' loop
    execute format('create table %I partition of ${table} for values from (%L) to (%L)',
      '${table}_p' || to_char(m at time zone 'UTC', 'YYYYMM'), m, m + interval '1 month');
    m := m + interval '1 month';
  end loop;
end $$;
insert into ${table} select * from ${table}_unpartitioned;
drop table ${table}_unpartitioned;
`;

export const up = `
${partitioned(
  'search_events',
  `source_uuid uuid not null,
  created_at timestamptz not null default now(),
  query text not null,
  normalized text not null,
  hits integer not null,
  skip integer not null default 0,
  user_id text,
  client text,
  locale text,
  region_id text,
  segment_id text,
  device text not null default 'unknown',
  first_in_session boolean,
  latency_ms real not null,
  kind text not null default 'search' check (kind in ('search', 'completions')),
  error text`,
)}
create index search_events_by_source on search_events (source_uuid, created_at desc);
-- The daily rollup reads one day of every project, and skips days without searches.
create index search_events_by_time on search_events (created_at);

${partitioned(
  'tracker_events',
  `source_uuid uuid not null,
  created_at timestamptz not null default now(),
  type text not null,
  name text,
  user_id text not null,
  offer_id text,
  query text,
  order_id text,
  price double precision,
  quantity integer,
  url text,
  device text not null default 'unknown'`,
)}
create index tracker_events_by_source on tracker_events (source_uuid, created_at desc);
create index tracker_events_by_type on tracker_events (source_uuid, type, created_at desc);

-- Search intents of one UTC day per project, device, lower-cased query and error.
create table search_rollup_queries (
  source_uuid uuid not null,
  day date not null,
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
create index search_rollup_queries_by_day on search_rollup_queries (source_uuid, day);

-- The same per user, for counts of distinct users over any run of days.
create table search_rollup_users (
  source_uuid uuid not null,
  day date not null,
  device text not null,
  q text not null,
  user_id text not null,
  intents integer not null,
  zero_intents integer not null
);
create index search_rollup_users_by_query on search_rollup_users (source_uuid, q, day);
create index search_rollup_users_by_day on search_rollup_users (source_uuid, day);

-- UTC days whose rollups are complete; reports read raw events for every other day.
create table search_rollup_days (
  day date primary key,
  rolled_at timestamptz not null default now()
);

-- Months of raw events a project keeps (null: the server's default, EVENTS_RETENTION_MONTHS).
alter table sources add column events_retention_months integer check (events_retention_months between 1 and 120);
`;
