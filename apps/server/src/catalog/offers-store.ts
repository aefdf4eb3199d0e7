import { compactOffer, type FeedCategory, type FeedOffer } from '@vitrina/feeds';
import type { Queryable } from '../db/database';

/** Rows per insert: large enough to be fast (about 40k rows/s), small enough for parameter limits. */
export const BATCH_SIZE = 1000;

function values(rowCount: number, columns: number, casts: readonly string[] = []): string {
  const rows: string[] = [];
  for (let r = 0; r < rowCount; r++) {
    const cells: string[] = [];
    for (let c = 0; c < columns; c++) cells.push(`$${r * columns + c + 1}${casts[c] ?? ''}`);
    rows.push(`(${cells.join(', ')})`);
  }
  return rows.join(', ');
}

/** A batch of offers as stored: compact JSON, later offers with the same id replacing earlier ones. */
export function encodeOffers(offers: readonly FeedOffer[]): string | null {
  const unique = [...new Map(offers.map((offer) => [offer.id, offer])).values()];
  return unique.length ? JSON.stringify(unique.map(compactOffer)) : null;
}

/**
 * Writes a batch (encodeOffers) into a catalog version; a later offer with the same id replaces
 * an earlier one. The batch travels as one JSON parameter: far cheaper to send and parse than
 * thousands of bind parameters.
 */
export async function insertOfferBatch(db: Queryable, sourceUuid: string, version: number, batchJson: string): Promise<void> {
  await db.query(
    `insert into offers (source_uuid, version, id, data)
     select $1, $2, item->>'id', item from jsonb_array_elements($3::jsonb) as item
     on conflict (source_uuid, version, id) do update set data = excluded.data`,
    [sourceUuid, version, batchJson],
  );
}

export async function insertOffers(db: Queryable, sourceUuid: string, version: number, offers: readonly FeedOffer[]): Promise<void> {
  const json = encodeOffers(offers);
  if (json) await insertOfferBatch(db, sourceUuid, version, json);
}

export async function insertCategories(
  db: Queryable,
  sourceUuid: string,
  version: number,
  categories: readonly FeedCategory[],
): Promise<void> {
  const unique = [...new Map(categories.map((category) => [category.id, category])).values()];
  for (let start = 0; start < unique.length; start += BATCH_SIZE) {
    const batch = unique.slice(start, start + BATCH_SIZE);
    await db.query(
      `insert into categories (source_uuid, version, id, name, parent_id, url) values ${values(batch.length, 6)}
       on conflict (source_uuid, version, id) do update set name = excluded.name, parent_id = excluded.parent_id, url = excluded.url`,
      batch.flatMap((c) => [sourceUuid, version, c.id, c.name, c.parentId, c.url]),
    );
  }
}

export async function replaceCustomList(
  db: Queryable,
  sourceUuid: string,
  kind: 'completions' | 'topQueries',
  items: ReadonlyArray<{ text: string; weight: number | null }>,
) {
  await db.query('delete from custom_lists where source_uuid = $1 and kind = $2', [sourceUuid, kind]);
  for (let start = 0; start < items.length; start += BATCH_SIZE) {
    const batch = items.slice(start, start + BATCH_SIZE);
    await db.query(
      `insert into custom_lists (source_uuid, kind, position, text, weight) values ${values(batch.length, 5)}`,
      batch.flatMap((item, index) => [sourceUuid, kind, start + index, item.text, item.weight]),
    );
  }
}
