/**
 * Creative booster (spec §3, §4): SVG templates of a project, the rule of each template, the
 * generator state with its run flag, the generated creatives with the hash of their inputs (so a
 * rerun with preserveHash skips what did not change), and a log row per run.
 */
export const up = `
create table creative_templates (
  id uuid primary key,
  source_uuid uuid not null references sources(uuid) on delete cascade,
  name text not null,
  svg text not null,
  hash text not null,
  width integer not null,
  height integer not null,
  variables jsonb not null default '[]',
  created_at timestamptz not null default now()
);
create index creative_templates_by_source on creative_templates (source_uuid, created_at);

create table creative_rules (
  source_uuid uuid not null references sources(uuid) on delete cascade,
  template_id uuid not null references creative_templates(id) on delete cascade,
  position integer not null,
  data jsonb not null,
  primary key (source_uuid, template_id)
);

create table creative_generators (
  source_uuid uuid primary key references sources(uuid) on delete cascade,
  enabled boolean not null default false,
  active boolean not null default false,
  preserve_hash boolean not null default true,
  state text not null default 'success' check (state in ('success', 'process', 'error', 'failed')),
  done integer not null default 0,
  total integer not null default 0,
  message text,
  started_at timestamptz,
  finished_at timestamptz
);

create table creatives (
  id bigserial primary key,
  source_uuid uuid not null references sources(uuid) on delete cascade,
  template_id uuid not null references creative_templates(id) on delete cascade,
  offer_id text not null,
  input_hash text not null,
  file_path text not null,
  format text not null,
  updated_at timestamptz not null default now(),
  unique (source_uuid, template_id, offer_id)
);

create table creative_logs (
  id bigserial primary key,
  source_uuid uuid not null references sources(uuid) on delete cascade,
  created_at timestamptz not null default now(),
  message text not null,
  params jsonb not null default '[]',
  processed integer not null default 0,
  status text not null check (status in ('success', 'error', 'failed', 'stopped'))
);
create index creative_logs_by_source on creative_logs (source_uuid, created_at desc);
`;
