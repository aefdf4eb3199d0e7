import type { Runtime } from '../runtime';
import type { SearchRequest } from '../types';

export interface Boosts {
  price: number;
  availability: number;
  popularity: number;
  rating: number;
}

const popularityCache = new WeakMap<object, { rt: Runtime; values: Float64Array }>();

/** Popularity per offer index from an id-keyed map or record; cached per map object and index. */
export function popularityArray(rt: Runtime, popularity: SearchRequest['popularity']): Float64Array | null {
  if (!popularity) return null;
  const cached = popularityCache.get(popularity);
  if (cached && cached.rt === rt) return cached.values;
  const values = new Float64Array(rt.n);
  const entries = popularity instanceof Map ? popularity.entries() : Object.entries(popularity);
  for (const [id, value] of entries) {
    const d = rt.idIndex.get(id);
    if (d !== undefined && typeof value === 'number' && Number.isFinite(value) && value > 0) values[d] = value;
  }
  popularityCache.set(popularity, { rt, values });
  return values;
}

/** How much popularity lifts a score: the request's weight (project popularitySettings) or the index's default. */
export function popularityWeight(rt: Runtime, request: Pick<SearchRequest, 'popularityBoost'>): number {
  const weight = request.popularityBoost;
  return typeof weight === 'number' && Number.isFinite(weight) && weight >= 0 ? weight : rt.data.options.boosts.popularity;
}

/**
 * Default boosts (spec §9, multiply mode): price present 1 else 0.0001; available 1 else 0.1; popularity and rating mild.
 * `weight` is the popularity weight (`popularityWeight`).
 */
export function boostsOf(rt: Runtime, d: number, popularity: Float64Array | null, weight = rt.data.options.boosts.popularity): Boosts {
  const b = rt.data.options.boosts;
  const price = Number.isNaN(rt.data.price[d] as number) ? b.priceMissing : 1;
  const availability = rt.data.available[d] ? 1 : b.unavailable;
  const pop = popularity ? (popularity[d] as number) : 0;
  const rating = rt.data.rating[d] as number;
  return {
    price,
    availability,
    popularity: pop > 0 ? 1 + weight * Math.log1p(pop) : 1,
    rating: rating > 0 ? 1 + b.rating * Math.min(2, rating / 5) : 1,
  };
}

/** The product of `boostsOf`, without allocating (runs for every candidate). */
export function boostProduct(rt: Runtime, d: number, popularity: Float64Array | null, weight = rt.data.options.boosts.popularity): number {
  const b = rt.data.options.boosts;
  let product = Number.isNaN(rt.data.price[d] as number) ? b.priceMissing : 1;
  if (!rt.data.available[d]) product *= b.unavailable;
  const pop = popularity ? (popularity[d] as number) : 0;
  if (pop > 0) product *= 1 + weight * Math.log1p(pop);
  const rating = rt.data.rating[d] as number;
  if (rating > 0) product *= 1 + b.rating * Math.min(2, rating / 5);
  return product;
}
