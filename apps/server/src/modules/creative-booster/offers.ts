import type { CreativeLimits } from '@vitrina/contracts';
import { type FeedOffer, inflateOffer } from '@vitrina/feeds';
import type { Queryable } from '../../db/database';
import type { CreativeOffer } from './render';

/** The live catalog as the creative booster reads it: offers in pages, categories for subtrees. */

const PAGE = 1000;

/** The live catalog version of a project; 0 before its first successful load. */
export async function liveVersion(db: Queryable, uuid: string): Promise<number> {
  const [source] = await db.query<{ version: number }>('select catalog_version as version from sources where uuid = $1', [uuid]);
  return source?.version ?? 0;
}

/** The live offers of a project, a page at a time (keyset), so a large catalog is never held whole. */
export async function* liveOffers(db: Queryable, uuid: string): AsyncIterable<FeedOffer> {
  const version = await liveVersion(db, uuid);
  if (!version) return;
  let after = '';
  for (;;) {
    const rows = await db.query<{ id: string; data: Parameters<typeof inflateOffer>[0] }>(
      `select id, data from offers where source_uuid = $1 and version = $2 and id > $3 order by id limit ${PAGE}`,
      [uuid, version, after],
    );
    for (const row of rows) yield inflateOffer(row.data);
    if (rows.length < PAGE) return;
    after = rows.at(-1)?.id ?? after;
  }
}

export async function liveOffer(db: Queryable, uuid: string, offerId: string | undefined): Promise<FeedOffer | undefined> {
  const [row] = await db.query<{ data: Parameters<typeof inflateOffer>[0] }>(
    `select o.data from offers o join sources s on s.uuid = o.source_uuid and o.version = s.catalog_version
     where o.source_uuid = $1 ${offerId === undefined ? '' : 'and o.id = $2'} order by o.id limit 1`,
    offerId === undefined ? [uuid] : [uuid, offerId],
  );
  return row ? inflateOffer(row.data) : undefined;
}

/** Category id → parent id of the live catalog. */
export async function liveCategoryParents(db: Queryable, uuid: string): Promise<Map<string, string | null>> {
  const rows = await db.query<{ id: string; parent_id: string | null }>(
    `select c.id, c.parent_id from categories c join sources s on s.uuid = c.source_uuid and c.version = s.catalog_version
     where c.source_uuid = $1`,
    [uuid],
  );
  return new Map(rows.map((row) => [row.id, row.parent_id]));
}

/**
 * A predicate of the limiting conditions: every filled condition must hold. A chosen category
 * takes its whole subtree (an offer in any descendant matches).
 */
export function offerMatcher(limits: CreativeLimits, parents: ReadonlyMap<string, string | null>): (offer: FeedOffer) => boolean {
  const chosen = new Set(limits.categoryIds);
  const inSubtree = new Map<string, boolean>();
  const underChosen = (id: string): boolean => {
    const known = inSubtree.get(id);
    if (known !== undefined) return known;
    // Walks up to the root; the seen set stops a cycle in a broken feed.
    const seen = new Set<string>();
    let current: string | null | undefined = id;
    let found = false;
    while (current && !seen.has(current)) {
      if (chosen.has(current)) {
        found = true;
        break;
      }
      seen.add(current);
      current = parents.get(current);
    }
    inSubtree.set(id, found);
    return found;
  };
  const vendors = new Set(limits.vendors.map((vendor) => vendor.toLowerCase()));
  const params = Object.entries(limits.params)
    .filter(([, values]) => values.length)
    .map(([name, values]) => [name.toLowerCase(), new Set(values.map((value) => value.toLowerCase()))] as const);
  return (offer) => {
    if (limits.availableOnly && !offer.available) return false;
    if (chosen.size && !offer.categoryIds.some(underChosen)) return false;
    if (vendors.size && !vendors.has((offer.vendor ?? '').toLowerCase())) return false;
    if (limits.priceFrom !== null && (offer.price === null || offer.price < limits.priceFrom)) return false;
    if (limits.priceTo !== null && (offer.price === null || offer.price > limits.priceTo)) return false;
    for (const [name, accepted] of params) {
      const has = offer.params.some((param) => param.name.toLowerCase() === name && accepted.has(param.value.toLowerCase()));
      if (!has) return false;
    }
    return true;
  };
}

/** The offer fields a template can show. */
export function toCreativeOffer(offer: FeedOffer): CreativeOffer {
  const params: Record<string, string[]> = {};
  for (const param of offer.params) {
    params[param.name] ??= [];
    params[param.name]?.push(param.value);
  }
  return {
    id: offer.id,
    name: offer.name,
    price: offer.price,
    oldPrice: offer.oldPrice,
    currency: offer.currencyId,
    vendor: offer.vendor,
    url: offer.url,
    pictures: offer.pictures,
    categoryId: offer.categoryId,
    available: offer.available,
    params,
    description: offer.description || null,
  };
}
