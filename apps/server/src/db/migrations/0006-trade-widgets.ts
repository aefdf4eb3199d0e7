/**
 * Trade widgets (spec §3): recommendation carousels a project embeds, the form kept as JSON.
 * Picture features of offers (colour histogram and dHash) for similar_by_photo, kept across
 * restarts and refetched only when an offer's first picture URL changes.
 */
export const up = `
create table trade_widgets (
  id uuid primary key,
  source_uuid uuid not null references sources(uuid) on delete cascade,
  data jsonb not null,
  created_at timestamptz not null default now(),
  updated_at timestamptz not null default now()
);
create index trade_widgets_by_source on trade_widgets (source_uuid, created_at);

create table picture_features (
  source_uuid uuid not null references sources(uuid) on delete cascade,
  offer_id text not null,
  url text not null,
  histogram bytea,
  hash bytea,
  error text,
  computed_at timestamptz not null default now(),
  primary key (source_uuid, offer_id)
);
`;
