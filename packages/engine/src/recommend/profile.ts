import type { EngineOffer } from '../types';
import { categoriesOf } from './catalog';

/** A visitor's taste from what they viewed and bought: category and vendor shares, and their usual price. */
export interface Profile {
  categories: Map<string, number>;
  vendors: Map<string, number>;
  /** Median price of the offers in the history; null when none had a price. */
  price: number | null;
}

/** A purchase says three times more than a view. */
const BOUGHT_WEIGHT = 3;

export function profileOf(viewed: readonly EngineOffer[], bought: readonly EngineOffer[]): Profile | null {
  if (!viewed.length && !bought.length) return null;
  const categories = new Map<string, number>();
  const vendors = new Map<string, number>();
  const prices: number[] = [];
  let total = 0;
  const take = (offer: EngineOffer, weight: number) => {
    total += weight;
    for (const id of categoriesOf(offer)) categories.set(id, (categories.get(id) ?? 0) + weight);
    if (offer.vendor) vendors.set(offer.vendor, (vendors.get(offer.vendor) ?? 0) + weight);
    if (offer.price !== null && offer.price > 0) prices.push(offer.price);
  };
  for (const offer of viewed) take(offer, 1);
  for (const offer of bought) take(offer, BOUGHT_WEIGHT);
  for (const [key, value] of categories) categories.set(key, value / total);
  for (const [key, value] of vendors) vendors.set(key, value / total);
  prices.sort((a, b) => a - b);
  return { categories, vendors, price: prices.length ? (prices[prices.length >> 1] as number) : null };
}

/** How well an offer fits the profile: category share, vendor share, price nearness (0 … about 2). */
export function affinity(profile: Profile, offer: EngineOffer, categories = categoriesOf(offer)): number {
  let category = 0;
  for (const id of categories) category = Math.max(category, profile.categories.get(id) ?? 0);
  const vendor = offer.vendor ? (profile.vendors.get(offer.vendor) ?? 0) : 0;
  let price = 0;
  if (profile.price !== null && offer.price !== null && offer.price > 0) {
    // 1 at the visitor's usual price, 0.5 at double or half of it.
    price = 1 / (1 + Math.abs(Math.log2(offer.price / profile.price)));
  }
  return category + 0.5 * vendor + 0.5 * price;
}

/** The visitor's strongest categories, strongest first. */
export function topCategories(profile: Profile, count: number): string[] {
  return [...profile.categories]
    .sort((a, b) => b[1] - a[1] || (a[0] < b[0] ? -1 : 1))
    .slice(0, count)
    .map(([id]) => id);
}
