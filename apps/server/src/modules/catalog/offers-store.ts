import type { CatalogOffer } from '@vitrina/contracts';
import type { Queryable } from '../../db/database';

const LIVE = 'o.source_uuid = $1 and o.version = (select catalog_version from sources where uuid = $1)';

/** What a picker shows of an offer, read from the stored offer (compact: missing fields are empty). */
const COLUMNS = `o.id, coalesce(o.data->>'name', '') as name, (o.data->>'price')::float8 as price,
  o.data->>'currencyId' as "currencyId", o.data->'pictures'->>0 as picture,
  coalesce((o.data->>'available')::boolean, true) as available,
  o.data->>'categoryId' as "categoryId", c.name as "categoryName"`;
const CATEGORY = `left join categories c on c.source_uuid = o.source_uuid and c.version = o.version and c.id = o.data->>'categoryId'`;

const escapeLike = (text: string) => text.replace(/[\\%_]/g, (c) => `\\${c}`);

/**
 * Offers of the live catalog whose name holds every word of the text (any order, any case), or whose
 * id, offer code or vendor code is the text; the id match first, then names that start with the text.
 */
export async function findOffers(db: Queryable, uuid: string, text: string, offset: number, limit: number) {
  const words = text
    .split(/\s+/)
    .filter(Boolean)
    .map((word) => `%${escapeLike(word)}%`);
  const where = `${LIVE} and (coalesce(o.data->>'name', '') ilike all($2::text[]) or o.id = $3
    or o.data->>'offerCode' = $3 or o.data->>'vendorCode' = $3)`;
  const params = [uuid, words, text];
  const rows = await db.query<CatalogOffer>(
    `select ${COLUMNS} from offers o ${CATEGORY} where ${where}
     order by (o.id = $3) desc, (coalesce(o.data->>'name', '') ilike $4) desc, o.data->>'name', o.id
     limit ${limit} offset ${offset}`,
    [...params, `${escapeLike(text)}%`],
  );
  const [count] = await db.query<{ n: number }>(`select count(*)::int as n from offers o where ${where}`, params);
  return { rows, totalCount: count?.n ?? 0 };
}

/** Offers of the live catalog by id, in the order asked; ids the catalog does not hold are left out. */
export async function offersByIds(db: Queryable, uuid: string, ids: readonly string[]): Promise<CatalogOffer[]> {
  const rows = await db.query<CatalogOffer>(`select ${COLUMNS} from offers o ${CATEGORY} where ${LIVE} and o.id = any($2::text[])`, [
    uuid,
    ids,
  ]);
  const byId = new Map(rows.map((row) => [row.id, row]));
  return ids.flatMap((id) => byId.get(id) ?? []);
}
