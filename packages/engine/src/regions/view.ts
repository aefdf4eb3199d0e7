import type { IndexData } from '../postings/index-data';
import type { Runtime } from '../runtime';
import type { EngineOffer } from '../types';
import { regionKey } from './collect';

/** An index's columns as one region sees them: its prices and availability, and the offers it does not sell. */
interface RegionView {
  data: IndexData;
  hidden: Uint8Array | null;
}

/** Views kept per index: each costs about 10 bytes an offer. */
const MAX_VIEWS = 4;
const views = new WeakMap<Runtime, Map<string, RegionView>>();

function regionIndex(keys: readonly string[], key: string): number {
  let lo = 0;
  let hi = keys.length;
  while (lo < hi) {
    const mid = (lo + hi) >>> 1;
    if ((keys[mid] as string) < key) lo = mid + 1;
    else hi = mid;
  }
  return keys[lo] === key ? lo : -1;
}

function buildView(data: IndexData, key: string): RegionView {
  const price = data.price.slice();
  const available = data.available.slice();
  const hidden = data.regionRestricted.length > 0 ? data.regionRestricted.slice() : null;
  const r = regionIndex(data.regionKeys, key);
  if (r >= 0)
    for (let i = data.regionStart[r] as number, end = data.regionStart[r + 1] as number; i < end; i++) {
      const d = data.regionDocs[i] as number;
      const p = data.regionPrice[i] as number;
      if (!Number.isNaN(p)) price[d] = p;
      const a = data.regionAvailable[i] as number;
      if (a !== 2) available[d] = a;
      if (hidden && data.regionListed[i]) hidden[d] = 0;
    }
  return { data: { ...data, price, available }, hidden };
}

/** The view of a region, or null when the request names none or the index has no region data. */
export function regionView(rt: Runtime, regionId: unknown): RegionView | null {
  const { data } = rt;
  if (regionId == null || (data.regionKeys.length === 0 && data.regionRestricted.length === 0)) return null;
  const key = regionKey(String(regionId));
  if (!key) return null;
  let cache = views.get(rt);
  if (!cache) {
    cache = new Map();
    views.set(rt, cache);
  }
  let view = cache.get(key);
  if (view) cache.delete(key);
  else view = buildView(data, key);
  cache.set(key, view);
  if (cache.size > MAX_VIEWS) cache.delete(cache.keys().next().value as string);
  return view;
}

/**
 * Runs `run` with the runtime seeing the region's columns (searches are synchronous, so swapping them
 * for the call is safe).
 */
export function withRegion<T>(rt: Runtime, regionId: unknown, run: (regional: boolean) => T): T {
  const view = regionView(rt, regionId);
  if (!view) return run(false);
  const base = rt.data;
  rt.data = view.data;
  rt.hidden = view.hidden;
  try {
    return run(true);
  } finally {
    rt.data = base;
    rt.hidden = null;
  }
}

/** The offer with the price and availability of the region the runtime currently sees. */
export function regionalOffer(rt: Runtime, offer: EngineOffer): EngineOffer {
  const d = rt.idIndex.get(offer.id);
  if (d === undefined) return offer;
  const price = rt.data.price[d] as number;
  return { ...offer, price: Number.isNaN(price) ? null : price, available: rt.data.available[d] === 1 };
}
