/**
 * Search index snapshots in the database (decision 0009): search nodes on other machines need
 * nothing but DATABASE_URL. A snapshot is written in one transaction as chunks under a head row,
 * so it is whole or absent; chunks are stored uncompressed (the index is already compact binary).
 */
export const up = `
create table index_snapshots (
  source_uuid uuid not null references sources(uuid) on delete cascade,
  version integer not null,
  bytes bigint not null,
  chunks integer not null,
  created_at timestamptz not null default now(),
  primary key (source_uuid, version)
);
create table index_snapshot_chunks (
  source_uuid uuid not null,
  version integer not null,
  chunk integer not null,
  data bytea not null,
  primary key (source_uuid, version, chunk),
  foreign key (source_uuid, version) references index_snapshots (source_uuid, version) on delete cascade
);
alter table index_snapshot_chunks alter column data set storage external;
`;
