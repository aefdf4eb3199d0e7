import type { Queryable } from '../db/database';

/** Makes a loaded version the live catalog: one update, then the old versions go. */
export async function swapCatalog(db: Queryable, uuid: string, version: number, offersCount: number): Promise<void> {
  await db.query(
    `update sources set catalog_version = $2, held_version = null, offers_count = $3, loaded_at = now(), indexed_at = now(),
     source_status = case when source_status = 'stopped' then source_status else 'success' end, updated_at = now() where uuid = $1`,
    [uuid, version, offersCount],
  );
}

/** A load that would remove more than half of the offers waits for the owner's word. */
export async function holdCatalog(db: Queryable, uuid: string, version: number): Promise<void> {
  await db.query(
    `update sources set held_version = $2, source_status = case when source_status = 'stopped' then source_status else 'success' end,
     updated_at = now() where uuid = $1`,
    [uuid, version],
  );
}

export async function countOffers(db: Queryable, sourceUuid: string, version: number): Promise<number> {
  const [row] = await db.query<{ n: number }>('select count(*)::int as n from offers where source_uuid = $1 and version = $2', [
    sourceUuid,
    version,
  ]);
  return row?.n ?? 0;
}

/** Drops every catalog version of the project except the ones named. */
export async function dropVersionsExcept(db: Queryable, sourceUuid: string, keep: readonly number[]): Promise<void> {
  await db.query('delete from offers where source_uuid = $1 and version <> all($2::int[])', [sourceUuid, keep]);
  await db.query('delete from categories where source_uuid = $1 and version <> all($2::int[])', [sourceUuid, keep]);
  await db.query('delete from merchandising_feed_rules where source_uuid = $1 and version <> all($2::int[])', [sourceUuid, keep]);
}
