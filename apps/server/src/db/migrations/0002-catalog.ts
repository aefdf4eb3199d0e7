/**
 * The catalog of each project, versioned: a load writes a new version beside the live one and
 * the swap is one update of sources.catalog_version, so search never sees a half-loaded feed.
 */
export const up = `
alter table sources add column catalog_version integer not null default 0;
alter table sources add column held_version integer;

create table offers (
  source_uuid uuid not null references sources(uuid) on delete cascade,
  version integer not null,
  id text not null,
  data jsonb not null,
  primary key (source_uuid, version, id)
);

create table categories (
  source_uuid uuid not null references sources(uuid) on delete cascade,
  version integer not null,
  id text not null,
  name text not null,
  parent_id text,
  url text,
  primary key (source_uuid, version, id)
);
create index categories_by_parent on categories (source_uuid, version, parent_id, name);

create table feed_loads (
  id bigserial primary key,
  source_uuid uuid not null references sources(uuid) on delete cascade,
  version integer not null,
  status text not null check (status in ('process', 'success', 'failed', 'held', 'stopped')),
  started_at timestamptz not null default now(),
  finished_at timestamptz,
  bytes bigint not null default 0,
  offers integer not null default 0,
  skipped integer not null default 0,
  feed_offers integer,
  error_code text,
  error_params jsonb,
  error_line integer,
  error_column integer
);
create index feed_loads_by_source on feed_loads (source_uuid, started_at desc);

create table custom_lists (
  source_uuid uuid not null references sources(uuid) on delete cascade,
  kind text not null check (kind in ('completions', 'topQueries')),
  position integer not null,
  text text not null,
  weight double precision,
  primary key (source_uuid, kind, position)
);
`;
