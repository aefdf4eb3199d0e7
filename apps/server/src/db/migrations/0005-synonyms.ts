/**
 * Synonyms (spec §3): entries of a project grouped into named groups (one default group per
 * project), and the auto-synonym suggestions an owner rejected, so they are not offered again.
 */
export const up = `
create table synonym_groups (
  id uuid primary key,
  source_uuid uuid not null references sources(uuid) on delete cascade,
  name text not null,
  description text not null default '',
  is_default boolean not null default false,
  created_at timestamptz not null default now()
);
create unique index synonym_groups_name on synonym_groups (source_uuid, lower(name));
create unique index synonym_groups_default on synonym_groups (source_uuid) where is_default;

create table synonyms (
  id uuid primary key,
  source_uuid uuid not null references sources(uuid) on delete cascade,
  group_id uuid references synonym_groups(id) on delete set null,
  kind text not null check (kind in ('twoWay', 'oneWay', 'stemException', 'param')),
  word text not null,
  synonyms jsonb not null default '[]',
  created_at timestamptz not null default now(),
  updated_at timestamptz not null default now()
);
create unique index synonyms_word on synonyms (source_uuid, kind, lower(word));
create index synonyms_by_source on synonyms (source_uuid, created_at desc);
create index synonyms_by_group on synonyms (group_id);

create table synonym_rejections (
  source_uuid uuid not null references sources(uuid) on delete cascade,
  word text not null,
  synonym text not null,
  user_id uuid references users(id) on delete set null,
  created_at timestamptz not null default now(),
  primary key (source_uuid, word, synonym)
);
`;
