import type { Runtime } from '../runtime';
import type { Facet, FacetOption } from '../types';
import { bump } from '../util';
import { type CompiledFilters, DIM } from './filters';
import { paramStatsOf, rangeNumberOf } from './param-stats';

/** Facet ids of the built-in facets; param facets use the param name. */
export const FACET_IDS = { category: 'category', vendor: 'vendor', price: 'price' } as const;

/** Counts in a typed array, remembering which keys were seen (no scan of the whole array). */
class Counter {
  readonly counts: Int32Array;
  readonly keys: number[] = [];
  constructor(size: number) {
    this.counts = new Int32Array(size);
  }
  inc(key: number): void {
    if (bump(this.counts, key) === 0) this.keys.push(key);
  }
  get size(): number {
    return this.keys.length;
  }
  /** Zeroes what was counted (only those entries), ready for the next search. */
  reset(): void {
    for (const key of this.keys) this.counts[key] = 0;
    this.keys.length = 0;
  }
}

/** Counters per index, reused by every search (searches run one at a time): no array of all param values allocated per search. */
interface Counters {
  categories: Counter;
  vendors: Counter;
  values: Counter;
}
const counters = new WeakMap<Runtime, Counters>();

function countersOf(rt: Runtime): Counters {
  let entry = counters.get(rt);
  if (!entry) {
    const { data } = rt;
    entry = {
      categories: new Counter(data.categories.length),
      vendors: new Counter(data.vendors.length),
      values: new Counter(data.paramValues.length),
    };
    counters.set(rt, entry);
  }
  return entry;
}

/** Above this many options kept, a full sort beats keeping the best ones by insertion. */
const INSERTION_LIMIT = 64;

/**
 * The `limit` keys with the most counts (ties: the lower key first). A broad query counts thousands
 * of param values and shows 20 of each facet: the best are kept by insertion, most keys rejected on
 * one comparison, instead of sorting them all.
 */
export function bestKeys(counts: Int32Array, keys: readonly number[], limit: number): number[] {
  const max = Number.isNaN(limit) ? 0 : Math.max(0, Math.floor(limit));
  if (max > INSERTION_LIMIT) return [...keys].sort((a, b) => (counts[b] as number) - (counts[a] as number) || a - b).slice(0, max);
  const before = (a: number, b: number) => (counts[a] as number) > (counts[b] as number) || (counts[a] === counts[b] && a < b);
  const kept: number[] = [];
  if (max === 0) return kept;
  for (const key of keys) {
    if (kept.length === max && !before(key, kept[max - 1] as number)) continue;
    let at = Math.min(kept.length, max - 1);
    for (; at > 0 && before(key, kept[at - 1] as number); at--) kept[at] = kept[at - 1] as number;
    kept[at] = key;
  }
  return kept;
}

/** The best options of a facet, each built once by `option` (no spread: a facet answer has hundreds). */
function top(
  { counts }: Counter,
  keys: readonly number[],
  limit: number,
  option: (key: number, hits: number) => FacetOption,
): FacetOption[] {
  return bestKeys(counts, keys, limit).map((key) => option(key, counts[key] as number));
}

/**
 * Disjunctive facet counts: an offer counts in a facet when it passes every filter except that
 * facet's own, so choosing one vendor still shows how many offers the other vendors have.
 * `docs` are the offers matching the query, `fails` their failed filter bits.
 */
export function countFacets(
  rt: Runtime,
  docs: Int32Array,
  fails: Int32Array,
  filters: CompiledFilters,
  wanted: boolean | readonly string[],
  maxCount: number,
  ranges: readonly string[] = [],
): Facet[] {
  const counted = countersOf(rt);
  try {
    return collect(rt, docs, fails, filters, wanted, maxCount, ranges, counted);
  } finally {
    counted.categories.reset();
    counted.vendors.reset();
    counted.values.reset();
  }
}

function collect(
  rt: Runtime,
  docs: Int32Array,
  fails: Int32Array,
  filters: CompiledFilters,
  wanted: boolean | readonly string[],
  maxCount: number,
  ranges: readonly string[],
  { categories, vendors, values }: Counters,
): Facet[] {
  const want = (id: string) => wanted === true || (Array.isArray(wanted) && wanted.includes(id));
  const { data } = rt;
  let min = Number.POSITIVE_INFINITY;
  let max = Number.NEGATIVE_INFINITY;
  const wantCategory = want(FACET_IDS.category);
  const wantVendor = want(FACET_IDS.vendor);
  const wantPrice = want(FACET_IDS.price);
  const wantParams = wanted === true || (Array.isArray(wanted) && wanted.some((id) => rt.paramNameIndex.has(id)));
  const paramWanted =
    wanted === true ? null : new Set((wanted as readonly string[]).map((id) => rt.paramNameIndex.get(id)).filter((p) => p !== undefined));
  for (let i = 0; i < docs.length; i++) {
    const fail = fails[i] as number;
    if (fail & DIM.available) continue;
    const d = docs[i] as number;
    if (wantCategory && (fail & ~DIM.category) === 0)
      for (let k = data.docCatStart[d] as number, end = data.docCatStart[d + 1] as number; k < end; k++)
        categories.inc(data.docCats[k] as number);
    if (wantVendor && (fail & ~DIM.vendor) === 0 && (data.vendorOf[d] as number) >= 0) vendors.inc(data.vendorOf[d] as number);
    if (wantPrice && (fail & ~DIM.price) === 0) {
      const p = data.price[d] as number;
      if (p < min) min = p;
      if (p > max) max = p;
    }
    if (wantParams && (fail & ~(DIM.available | 0xfffffff0)) === 0) {
      for (let k = data.docParamStart[d] as number, end = data.docParamStart[d + 1] as number; k < end; k++) {
        const v = data.docParams[k] as number;
        const p = data.valueParam[v] as number;
        if (paramWanted && !paramWanted.has(p)) continue;
        // An offer failing no filter counts in every param (most offers, no map lookup).
        if (fail === 0 || (fail & ~(filters.paramBits.get(p) ?? 0)) === 0) values.inc(v);
      }
    }
  }
  const facets: Facet[] = [];
  if (wantCategory && categories.size > 0)
    facets.push({
      id: FACET_IDS.category,
      name: FACET_IDS.category,
      type: 'multiple',
      options: top(categories, categories.keys, maxCount, (c, hits) => ({
        id: data.categories[c]?.id as string,
        name: data.categories[c]?.name as string,
        hits,
      })),
    });
  if (wantVendor && vendors.size > 0)
    facets.push({
      id: FACET_IDS.vendor,
      name: FACET_IDS.vendor,
      type: 'multiple',
      options: top(vendors, vendors.keys, maxCount, (v, hits) => ({
        id: data.vendors[v] as string,
        name: data.vendors[v] as string,
        hits,
      })),
    });
  if (wantPrice && min <= max) facets.push({ id: FACET_IDS.price, name: FACET_IDS.price, type: 'range', options: { min, max } });
  if (values.size > 0) {
    const byParam = new Map<number, { keys: number[]; total: number }>();
    for (const v of values.keys) {
      const p = data.valueParam[v] as number;
      const entry = byParam.get(p) ?? { keys: [], total: 0 };
      byParam.set(p, entry);
      entry.keys.push(v);
      entry.total += values.counts[v] as number;
    }
    const ordered = [...byParam.entries()].sort((a, b) => b[1].total - a[1].total || a[0] - b[0]);
    for (const [p, entry] of ordered) {
      const name = data.paramNames[p] as string;
      if (ranges.includes(name)) {
        const range = numericRange(
          entry.keys.map((v) => data.paramValues[v] as string),
          rangeNumberOf(rt, p),
        );
        const unit = paramStatsOf(rt)[p]?.unit;
        if (range) facets.push({ id: name, name, type: 'range', options: range, ...(unit ? { unit } : {}) });
        continue;
      }
      const options = top(values, entry.keys, maxCount, (v, hits) => ({
        id: data.paramValues[v] as string,
        name: data.paramValues[v] as string,
        hits,
      }));
      facets.push({ id: name, name, type: 'multiple', options });
    }
  }
  return facets;
}

/** Min and max of the values that read as numbers ('12', '-3.5', '7,25', '55 см' in a param of см); null when none does. */
function numericRange(values: readonly string[], read: (value: string) => number | null): { min: number; max: number } | null {
  let min = Number.POSITIVE_INFINITY;
  let max = Number.NEGATIVE_INFINITY;
  for (const value of values) {
    const n = read(value);
    if (n === null) continue;
    if (n < min) min = n;
    if (n > max) max = n;
  }
  return min <= max ? { min, max } : null;
}
