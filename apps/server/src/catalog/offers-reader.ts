import { type FeedOffer, inflateOffer } from '@vitrina/feeds';
import type { Queryable } from '../db/database';
import { type IndexSettings, indexSettingsOf } from './index-settings';

/** A project's live catalog version and the settings its index is built with; undefined when the project is gone. */
export async function readLiveCatalogHead(db: Queryable, uuid: string): Promise<{ version: number; settings: IndexSettings } | undefined> {
  const [row] = await db.query<{ version: number; settings: unknown; fields: unknown }>(
    'select catalog_version as version, settings, fields from sources where uuid = $1 and deleted_at is null',
    [uuid],
  );
  return row ? { version: row.version, settings: indexSettingsOf(row) } : undefined;
}

const PAGE = 5000;

/** The stored offers of a catalog version in id order, a page at a time (keyset), so the database never sends it whole. */
export async function forEachStoredOffer(db: Queryable, uuid: string, version: number, visit: (offer: FeedOffer) => void): Promise<void> {
  let after = '';
  for (;;) {
    const rows = await db.query<{ id: string; data: Parameters<typeof inflateOffer>[0] }>(
      `select id, data from offers where source_uuid = $1 and version = $2 and id > $3 order by id limit ${PAGE}`,
      [uuid, version, after],
    );
    for (const row of rows) visit(inflateOffer(row.data));
    if (rows.length < PAGE) break;
    after = rows.at(-1)?.id ?? after;
  }
}

/** The live catalog of a project as an array (see forEachStoredOffer). */
export async function readLiveCatalog(db: Queryable, uuid: string, version: number) {
  const offers: FeedOffer[] = [];
  await forEachStoredOffer(db, uuid, version, (offer) => offers.push(offer));
  return { offers };
}

export function readCategories(db: Queryable, uuid: string, version: number) {
  return db.query<{ id: string; name: string; parentId: string | null }>(
    'select id, name, parent_id as "parentId" from categories where source_uuid = $1 and version = $2',
    [uuid, version],
  );
}
