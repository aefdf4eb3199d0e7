import type { PictureFeatures } from '@vitrina/engine';
import type { Queryable } from '../../../db/database';

/** Offer id → first picture URL of the live catalog. */
export async function livePictureUrls(db: Queryable, uuid: string): Promise<Map<string, string>> {
  const rows = await db.query<{ id: string; url: string | null }>(
    `select o.id, o.data->'pictures'->>0 as url from offers o join sources s on s.uuid = o.source_uuid and o.version = s.catalog_version
     where o.source_uuid = $1`,
    [uuid],
  );
  return new Map(rows.flatMap((row) => (row.url ? [[row.id, row.url] as [string, string]] : [])));
}

/** Offer id → the URL its stored features (or failure) were computed from. */
export async function storedPictureUrls(db: Queryable, uuid: string): Promise<Map<string, string>> {
  const rows = await db.query<{ offer_id: string; url: string }>('select offer_id, url from picture_features where source_uuid = $1', [
    uuid,
  ]);
  return new Map(rows.map((row) => [row.offer_id, row.url]));
}

export async function saveFeatures(
  db: Queryable,
  uuid: string,
  offerId: string,
  url: string,
  result: (PictureFeatures & { colour?: string | null }) | { error: string },
) {
  const features = 'error' in result ? null : result;
  const hash = features ? Buffer.alloc(8) : null;
  if (features && hash) {
    hash.writeUInt32BE(features.hash[0], 0);
    hash.writeUInt32BE(features.hash[1], 4);
  }
  await db.query(
    `insert into picture_features (source_uuid, offer_id, url, histogram, hash, error, colour, computed_at) values ($1, $2, $3, $4, $5, $6, $7, now())
     on conflict (source_uuid, offer_id) do update set url = excluded.url, histogram = excluded.histogram, hash = excluded.hash,
       error = excluded.error, colour = excluded.colour, computed_at = excluded.computed_at`,
    [
      uuid,
      offerId,
      url,
      features ? Buffer.from(features.histogram) : null,
      hash,
      'error' in result ? result.error.slice(0, 500) : null,
      features?.colour ?? null,
    ],
  );
}

export async function forgetFeatures(db: Queryable, uuid: string, offerIds: readonly string[]) {
  if (offerIds.length) await db.query('delete from picture_features where source_uuid = $1 and offer_id = any($2)', [uuid, offerIds]);
}

/** Features computed after `since` (all on the first read), and the newest computation time seen. */
export async function readPictureFeatures(db: Queryable, uuid: string, since: Date) {
  const rows = await db.query<{ offer_id: string; histogram: Uint8Array; hash: Uint8Array; computed_at: Date | string }>(
    `select offer_id, histogram, hash, computed_at from picture_features
     where source_uuid = $1 and computed_at > $2 and histogram is not null order by computed_at`,
    [uuid, since],
  );
  const features = new Map<string, PictureFeatures>();
  for (const row of rows) {
    const hash = Buffer.from(row.hash);
    features.set(row.offer_id, { histogram: new Uint8Array(row.histogram), hash: [hash.readUInt32BE(0), hash.readUInt32BE(4)] });
  }
  const last = rows.at(-1);
  return { features, latest: last ? new Date(last.computed_at) : null };
}
