import { foldText } from '../analysis/fold';
import type { ParamStats } from './param-stats';

/** Why a param is not offered as a filter until the owner switches it on. */
export type FilterOffReason = 'identifier' | 'singleValue';

/**
 * Names of identifier params, folded (lower case, no accents), in ru, uk, en, tr, es, pt: each entry is
 * a run of whole words of the name ('Артикул производителя', 'EAN-13', 'Código de barras', 'Ürün kodu').
 */
const IDENTIFIER_WORDS = [
  // ru, uk
  'артикул',
  'артикул производителя',
  'штрихкод',
  'штрих код',
  'код товара',
  'код продукта',
  'код производителя',
  'внутренний код',
  'код поставщика',
  'id товара',
  'штрихкод товару',
  'код товару',
  // en
  'sku',
  'article',
  'article number',
  'barcode',
  'bar code',
  'ean',
  'ean13',
  'ean 13',
  'ean8',
  'gtin',
  'gtin13',
  'upc',
  'isbn',
  'mpn',
  'part number',
  'product code',
  'item code',
  'vendor code',
  'vendorcode',
  'product id',
  'item number',
  'model number',
  // tr
  'barkod',
  'stok kodu',
  'urun kodu',
  'urun no',
  'model kodu',
  // es, pt
  'codigo de barras',
  'codigo del producto',
  'codigo de producto',
  'codigo do produto',
  'referencia',
] as const;

const IDENTIFIERS = new Set<string>(IDENTIFIER_WORDS);
/** Longest entry in words: names are matched by runs of up to this many words. */
const LONGEST = Math.max(...IDENTIFIER_WORDS.map((entry) => entry.split(' ').length));

/** True when the param's name says it identifies an offer (article, SKU, barcode, EAN, код товара…). */
export function isIdentifierName(name: string): boolean {
  const words = foldText(name)
    .split(/[^\p{L}\p{N}]+/u)
    .filter(Boolean);
  for (let start = 0; start < words.length; start++)
    for (let length = 1; length <= LONGEST && start + length <= words.length; length++)
      if (IDENTIFIERS.has(words.slice(start, start + length).join(' '))) return true;
  return false;
}

/** Offers a param needs before its shape alone can call it an identifier: a handful of unique colours is not one. */
export const IDENTIFIER_MIN_OFFERS = 20;
/** Distinct values per offer from which a param without a unit reads as an identifier. */
export const IDENTIFIER_UNIQUE_SHARE = 0.9;

/**
 * Whether a param is left out of the filters by default, and why: it identifies offers (by its name,
 * or by its shape: nearly one value per offer and not a measure with a unit, which a range filters
 * well), or it has one value in the whole catalog (nothing to choose). Null: offered as a filter.
 */
export function filterOffReason(stats: Pick<ParamStats, 'name' | 'offers' | 'values' | 'unit'>): FilterOffReason | null {
  if (isIdentifierName(stats.name)) return 'identifier';
  if (stats.values <= 1) return 'singleValue';
  const measured = stats.unit !== null && stats.unit !== '';
  if (!measured && stats.offers >= IDENTIFIER_MIN_OFFERS && stats.values >= stats.offers * IDENTIFIER_UNIQUE_SHARE) return 'identifier';
  return null;
}
