/**
 * Filter settings (spec §3 Filter and Parameter, §4 filter mode): the filters themselves are the
 * params of the live catalog; only what the owner changed is stored, by param name, so a feed
 * reload keeps the settings of the params that are still there.
 */
export const up = `
create table catalog_filters (
  source_uuid uuid not null references sources(uuid) on delete cascade,
  name text not null,
  ordering integer,
  level integer not null default 0,
  first_id text,
  current_type text not null default 'multiple' check (current_type in ('multiple', 'range')),
  enabled boolean not null default true,
  updated_at timestamptz not null default now(),
  primary key (source_uuid, name)
);

create table category_params (
  source_uuid uuid not null references sources(uuid) on delete cascade,
  category_id text not null,
  name text not null,
  enabled boolean not null,
  updated_at timestamptz not null default now(),
  primary key (source_uuid, category_id, name)
);
`;
