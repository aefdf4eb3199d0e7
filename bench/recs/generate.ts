// Generated shop behaviour for the recommendation benchmark: visitors with sessions of views
// inside one category (popular offers seen more often), some searches, and purchases of viewed
// offers together with a fixed companion offer (so 'bought together' has real structure).
import type { EngineOffer, PictureFeatures, RecEvent } from '../../packages/engine/src/index';
import { rng } from '../engine/catalog';

export interface Behaviour {
  events: RecEvent[];
  users: string[];
  /** Offers that appear in events (products pages a widget would be asked about). */
  products: string[];
}

export function generateEvents(offers: readonly EngineOffer[], count: number, seed = 11): Behaviour {
  const random = rng(seed);
  const byCategory = new Map<string, EngineOffer[]>();
  for (const offer of offers) {
    const list = byCategory.get(offer.categoryId ?? '') ?? [];
    list.push(offer);
    byCategory.set(offer.categoryId ?? '', list);
  }
  const categories = [...byCategory.values()];
  // Skewed picks: a few offers get most of the attention, as in a real shop.
  const skewed = <T>(list: readonly T[]) => list[Math.floor(list.length * random() ** 3)] as T;
  const companion = (offer: EngineOffer) => offers[(Number(offer.id.slice(1)) * 7919 + 13) % offers.length] as EngineOffer;
  const userCount = Math.max(100, Math.floor(count / 10));
  const users = Array.from({ length: userCount }, (_, i) => `u${i}`);
  const events: RecEvent[] = [];
  const products = new Set<string>();
  let ts = Date.now() - 60 * 24 * 3600_000;
  const step = (60 * 24 * 3600_000) / (count / 6);
  while (events.length < count) {
    const userId = skewed(users);
    const category = skewed(categories);
    ts += step * (0.5 + random());
    if (random() < 0.3) events.push({ type: 'search', userId, ts });
    const viewed: EngineOffer[] = [];
    const views = 2 + Math.floor(random() * 6);
    for (let v = 0; v < views; v++) {
      const offer = skewed(category);
      viewed.push(offer);
      products.add(offer.id);
      events.push({ type: 'view', userId, offerId: offer.id, ts: ts + v * 30_000, query: v === 0 && random() < 0.3 ? 'q' : null });
    }
    if (random() < 0.2) {
      const bought = viewed[0] as EngineOffer;
      const at = ts + views * 30_000;
      events.push({ type: 'cart', userId, offerId: bought.id, ts: at });
      events.push({ type: 'purchase', userId, offerId: bought.id, ts: at + 1000, quantity: 1 });
      if (random() < 0.7) events.push({ type: 'purchase', userId, offerId: companion(bought).id, ts: at + 1000, quantity: 1 });
    }
  }
  events.length = count;
  return { events, users, products: [...products] };
}

/** Picture features as if computed from product photos: offers of a category share a palette. */
export function generatePictures(offers: readonly EngineOffer[], seed = 5): Map<string, PictureFeatures> {
  const random = rng(seed);
  const features = new Map<string, PictureFeatures>();
  for (const offer of offers) {
    const histogram = new Uint8Array(64);
    const base = (offer.categoryId ?? '').length * 7;
    for (let k = 0; k < 255; k++) {
      const bin = (base + Math.floor(random() ** 2 * 12)) % 64;
      histogram[bin] = (histogram[bin] ?? 0) + 1;
    }
    features.set(offer.id, { histogram, hash: [Math.floor(random() * 2 ** 32), Math.floor(random() * 2 ** 32)] });
  }
  return features;
}

/** Discounts on about one offer in ten, so the discount widget has something to rank. */
export function withDiscounts(offers: EngineOffer[], seed = 3): EngineOffer[] {
  const random = rng(seed);
  return offers.map((offer) =>
    offer.price !== null && random() < 0.1 ? { ...offer, oldPrice: Math.round(offer.price * (1.05 + random())) } : offer,
  );
}
