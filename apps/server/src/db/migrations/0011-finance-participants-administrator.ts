/**
 * The business side (issue 9): participants' error subscriptions, the finance account with its
 * invoices and acts, the administrator form, and OAuth clients with their codes and tokens.
 */
export const up = `
create table participant_notifications (
  source_uuid uuid not null references sources(uuid) on delete cascade,
  user_id uuid not null references users(id) on delete cascade,
  is_subscribed_to_errors boolean not null default false,
  updated_at timestamptz not null default now(),
  primary key (source_uuid, user_id)
);

create table finance_accounts (
  source_uuid uuid primary key references sources(uuid) on delete cascade,
  account jsonb not null default '{}',
  updated_by uuid references users(id) on delete set null,
  updated_at timestamptz not null default now()
);

create sequence finance_document_numbers;
create table finance_documents (
  id uuid primary key,
  source_uuid uuid not null references sources(uuid) on delete cascade,
  kind text not null check (kind in ('invoice', 'report')),
  number text not null,
  name text not null,
  sum numeric(14, 2) not null check (sum >= 0),
  state text not null check (state in ('notPaid', 'paid', 'noStatus')),
  period_start timestamptz not null,
  period_end timestamptz not null,
  invoice_id uuid references finance_documents(id) on delete set null,
  created_at timestamptz not null default now()
);
create index finance_documents_by_source on finance_documents (source_uuid, kind, created_at desc);

create table admin_forms (
  source_uuid uuid primary key references sources(uuid) on delete cascade,
  form jsonb not null,
  updated_by uuid references users(id) on delete set null,
  updated_at timestamptz not null default now()
);

create table oauth_clients (
  client_id text primary key,
  name text not null,
  secret_hash text not null,
  redirect_uris jsonb not null default '[]',
  created_by uuid references users(id) on delete set null,
  created_at timestamptz not null default now()
);

create table oauth_codes (
  code_hash text primary key,
  client_id text not null references oauth_clients(client_id) on delete cascade,
  user_id uuid not null references users(id) on delete cascade,
  source_uuid uuid not null references sources(uuid) on delete cascade,
  redirect_uri text not null,
  expires_at timestamptz not null,
  used_at timestamptz
);

create table oauth_tokens (
  token_hash text primary key,
  client_id text not null references oauth_clients(client_id) on delete cascade,
  user_id uuid not null references users(id) on delete cascade,
  source_uuid uuid not null references sources(uuid) on delete cascade,
  expires_at timestamptz not null,
  created_at timestamptz not null default now()
);
create index oauth_tokens_by_source on oauth_tokens (source_uuid);
`;
