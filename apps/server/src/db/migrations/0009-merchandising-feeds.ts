/**
 * Merchandising rules read from the project's merchandisingUrls at each feed load, kept per
 * catalog version (they name offer ids, so they go live with the offers they were loaded with),
 * and the per-line report of each load's merchandising feeds.
 */
export const up = `
create table merchandising_feed_rules (
  source_uuid uuid not null references sources(uuid) on delete cascade,
  version integer not null,
  position integer not null,
  url text not null,
  rules jsonb not null,
  primary key (source_uuid, version, position)
);

alter table feed_loads add column merchandising jsonb;
`;
