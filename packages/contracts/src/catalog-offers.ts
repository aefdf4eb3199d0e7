import { z } from 'zod';

/**
 * GET /sources/{id}/offers: the live catalog's offers as the console's product pickers show them,
 * found by name as the owner types (or by id, offer code, vendor code), or asked for by id.
 */
export interface CatalogOffer {
  id: string;
  name: string;
  price: number | null;
  currencyId: string | null;
  /** The first picture, null when the offer has none. */
  picture: string | null;
  available: boolean;
  categoryId: string | null;
  categoryName: string | null;
}

/** Offers in one answer at most; also the most ids one call may ask for. */
export const CATALOG_OFFERS_MAX = 100;
/** Offers in one answer when the call names no limit. */
export const CATALOG_OFFERS_PAGE = 20;

const offerId = z.string().trim().min(1, 'validation.required').max(200, 'validation.max|200');

/**
 * Query of GET /sources/{id}/offers: `query` (words of the name, or an id or code; empty lists every
 * offer), `skip` and `limit`, or instead `ids` (comma-separated or repeated) to read those offers.
 */
export const catalogOffersQuery = z.strictObject({
  query: z.string().max(200, 'validation.max|200').default(''),
  ids: z
    .union([z.string().max(20_000, 'validation.invalid'), z.array(z.string().max(200, 'validation.max|200'))])
    .transform((value) => [...new Set((Array.isArray(value) ? value : value.split(',')).map((id) => id.trim()).filter(Boolean))])
    .pipe(z.array(offerId).max(CATALOG_OFFERS_MAX, `validation.tooMany|${CATALOG_OFFERS_MAX}`))
    .optional(),
  skip: z.coerce
    .number({ error: 'validation.numeric' })
    .int('validation.numeric')
    .min(0, 'validation.numeric')
    .max(1_000_000, 'validation.invalid')
    .default(0),
  limit: z.coerce
    .number({ error: 'validation.numeric' })
    .int('validation.numeric')
    .min(1, 'validation.numeric')
    .max(CATALOG_OFFERS_MAX, 'validation.invalid')
    .default(CATALOG_OFFERS_PAGE),
});
export type CatalogOffersQuery = z.infer<typeof catalogOffersQuery>;
