/** Users, their one-time tokens and permissions; projects with their change log; the job queue. */
export const up = `
create table users (
  id uuid primary key,
  email text not null unique,
  name text not null,
  phone_number text,
  password_hash text not null,
  avatar text,
  is_company boolean not null default false,
  locale text not null default 'ru',
  confirmed_at timestamptz,
  token_version integer not null default 0,
  api_key_hash text unique,
  api_key_created_at timestamptz,
  created_at timestamptz not null default now(),
  updated_at timestamptz not null default now()
);

create table user_tokens (
  id uuid primary key,
  user_id uuid not null references users(id) on delete cascade,
  kind text not null check (kind in ('confirm', 'reset')),
  token_hash text not null,
  attempts integer not null default 0,
  expires_at timestamptz not null,
  used_at timestamptz,
  created_at timestamptz not null default now()
);
create index user_tokens_lookup on user_tokens (kind, token_hash);
create index user_tokens_user on user_tokens (user_id, kind);

create table permissions (
  user_id uuid not null references users(id) on delete cascade,
  permission text not null,
  primary key (user_id, permission)
);
create index permissions_by_permission on permissions (permission);

create table sources (
  uuid uuid primary key,
  owner_id uuid not null references users(id),
  name text not null,
  site_url text not null,
  feed_format text not null check (feed_format in ('YML', 'CSV')),
  feed_urls jsonb not null default '[]',
  source_status text not null default 'new',
  offers_count integer not null default 0,
  loaded_at timestamptz,
  indexed_at timestamptz,
  last_script_updated timestamptz,
  fields jsonb not null default '{}',
  settings jsonb not null default '{}',
  created_at timestamptz not null default now(),
  updated_at timestamptz not null default now(),
  deleted_at timestamptz
);
create index sources_owner on sources (owner_id) where deleted_at is null;

create table source_changes (
  id bigserial primary key,
  source_uuid uuid not null references sources(uuid) on delete cascade,
  user_id uuid references users(id) on delete set null,
  field text not null,
  old_value text,
  new_value text,
  created_at timestamptz not null default now()
);
create index source_changes_by_source on source_changes (source_uuid, created_at desc);

create table jobs (
  id bigserial primary key,
  kind text not null,
  payload jsonb not null default '{}',
  state text not null default 'queued' check (state in ('queued', 'running', 'done', 'failed')),
  run_at timestamptz not null default now(),
  attempts integer not null default 0,
  locked_by text,
  locked_at timestamptz,
  last_error text,
  created_at timestamptz not null default now(),
  updated_at timestamptz not null default now()
);
create index jobs_ready on jobs (run_at) where state = 'queued';

create table app_secrets (
  name text primary key,
  value text not null
);
`;
