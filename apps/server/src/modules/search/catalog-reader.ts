import type { MerchandisingRule } from '@vitrina/contracts';
import { type FeedOffer, inflateOffer } from '@vitrina/feeds';
import type { Queryable } from '../../db/database';

export interface SearchSource {
  uuid: string;
  status: string;
  version: number;
  settings: Record<string, unknown>;
  fields: Record<string, unknown>;
  /** Rules from the merchandising feeds, loaded with the live catalog version. */
  feedMerchandisingRules: MerchandisingRule[];
}

export async function readSearchSource(db: Queryable, uuid: string): Promise<SearchSource | undefined> {
  const [row] = await db.query<{
    uuid: string;
    source_status: string;
    catalog_version: number;
    settings: Record<string, unknown>;
    fields: Record<string, unknown>;
    feed_rules: MerchandisingRule[][];
  }>(
    `select uuid, source_status, catalog_version, settings, fields,
       (select coalesce(jsonb_agg(r.rules order by r.position), '[]') from merchandising_feed_rules r
        where r.source_uuid = s.uuid and r.version = s.catalog_version) as feed_rules
     from sources s where uuid = $1 and deleted_at is null`,
    [uuid],
  );
  return row
    ? {
        uuid: row.uuid,
        status: row.source_status,
        version: row.catalog_version,
        settings: row.settings,
        fields: row.fields,
        feedMerchandisingRules: row.feed_rules.flat(),
      }
    : undefined;
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
