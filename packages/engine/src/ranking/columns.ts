import type { Runtime } from '../runtime';

/** Offer values the index does not keep as columns, read once from the offers when a formula or sort first needs them. */
export interface OfferColumns {
  oldPrice: Float64Array;
  reviewCount: Float64Array;
  categoryId: Array<string | null>;
  /** Lower-cased, ё-folded names (sort by name). */
  name: string[];
}

interface Cache {
  offers?: OfferColumns;
  params: Map<string, Int32Array>;
}

const caches = new WeakMap<Runtime, Cache>();

function cacheOf(rt: Runtime): Cache {
  let cache = caches.get(rt);
  if (!cache) {
    cache = { params: new Map() };
    caches.set(rt, cache);
  }
  return cache;
}

const finiteOrNaN = (value: unknown) => (typeof value === 'number' && Number.isFinite(value) ? value : Number.NaN);

/** oldPrice, reviewCount, categoryId and name per offer (NaN / null when missing); built on first use, then kept per index. */
export function offerColumns(rt: Runtime): OfferColumns {
  const cache = cacheOf(rt);
  if (cache.offers) return cache.offers;
  const oldPrice = new Float64Array(rt.n);
  const reviewCount = new Float64Array(rt.n);
  const categoryId: Array<string | null> = new Array(rt.n);
  const name: string[] = new Array(rt.n);
  for (let d = 0; d < rt.n; d++) {
    const offer = rt.data.offers.peek(d);
    oldPrice[d] = finiteOrNaN(offer.oldPrice);
    reviewCount[d] = finiteOrNaN(offer.reviewCount);
    categoryId[d] = offer.categoryId ?? null;
    name[d] = String(offer.name ?? '')
      .toLowerCase()
      .replace(/ё/g, 'е');
  }
  cache.offers = { oldPrice, reviewCount, categoryId, name };
  return cache.offers;
}

/** Index of the offer's first value of param `name` in `data.paramValues`, -1 when it has none; cached per param. */
export function paramColumn(rt: Runtime, name: string): Int32Array {
  const cache = cacheOf(rt);
  let column = cache.params.get(name);
  if (column) return column;
  column = new Int32Array(rt.n).fill(-1);
  const p = rt.paramNameIndex.get(name);
  if (p !== undefined) {
    const { docParamStart, docParams, valueParam } = rt.data;
    for (let d = 0; d < rt.n; d++)
      for (let i = docParamStart[d] as number, end = docParamStart[d + 1] as number; i < end; i++) {
        const v = docParams[i] as number;
        if (valueParam[v] === p) {
          column[d] = v;
          break;
        }
      }
  }
  cache.params.set(name, column);
  return column;
}

/** Percent off the old price; 0 without a higher old price. */
export function discountOf(price: number, oldPrice: number): number {
  return oldPrice > 0 && price >= 0 && oldPrice > price ? ((oldPrice - price) / oldPrice) * 100 : 0;
}
