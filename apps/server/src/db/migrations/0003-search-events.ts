/** Every search the API answers, for statistics; written in batches off the request path. */
export const up = `
create table search_events (
  id bigserial primary key,
  source_uuid uuid not null,
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
  error text
);
create index search_events_by_source on search_events (source_uuid, created_at desc);
`;
