import type { Runtime } from '../runtime';
import type { SearchFilters } from '../types';
import { rangeNumberOf } from './param-stats';

/** Filter bits. `available` is also the bit of the other hard filters (excluded categories, not sold in the region): facets skip offers failing it. */
export const DIM = { category: 1, vendor: 2, price: 4, available: 8 } as const;
const FIRST_PARAM_BIT = 16;
const MAX_PARAM_FILTERS = 27;

/** Filters compiled for one search; `fails(d)` gives the bits of the filters offer d does not pass. */
export interface CompiledFilters {
  active: boolean;
  fails(d: number): number;
  /** param name index → its filter bit */
  paramBits: Map<number, number>;
}

export function compileFilters(rt: Runtime, filters: SearchFilters | undefined, onlyAvailable: boolean): CompiledFilters {
  const { data } = rt;
  let fixedFail = 0;
  let catRange: [number, number] | null = null;
  if (filters?.categoryId != null && filters.categoryId !== '') {
    const c = rt.catIndex.get(String(filters.categoryId));
    if (c === undefined) fixedFail |= DIM.category;
    else catRange = [data.catPre[c] as number, data.catEnd[c] as number];
  }
  const excludedRanges: Array<[number, number]> = [];
  for (const id of filters?.excludeCategoryIds ?? []) {
    const c = rt.catIndex.get(String(id));
    if (c !== undefined) excludedRanges.push([data.catPre[c] as number, data.catEnd[c] as number]);
  }
  let vendorSet: Set<number> | null = null;
  if (filters?.vendors && filters.vendors.length > 0) {
    vendorSet = new Set();
    for (const name of filters.vendors) {
      const v = rt.vendorIndex.get(rt.analyzer.fold(String(name).trim()));
      if (v !== undefined) vendorSet.add(v);
    }
  }
  const from = typeof filters?.price?.from === 'number' && Number.isFinite(filters.price.from) ? filters.price.from : null;
  const to = typeof filters?.price?.to === 'number' && Number.isFinite(filters.price.to) ? filters.price.to : null;
  const availableOnly = onlyAvailable || filters?.available === true;
  const paramBits = new Map<number, number>();
  const valueBits = new Map<number, number>();
  let allParamBits = 0;
  let bit = FIRST_PARAM_BIT;
  for (const [name, values] of Object.entries(filters?.params ?? {})) {
    if (!Array.isArray(values) || values.length === 0 || paramBits.size >= MAX_PARAM_FILTERS) continue;
    const p = rt.paramNameIndex.get(name);
    allParamBits |= bit;
    if (p !== undefined) {
      paramBits.set(p, bit);
      for (const value of values) {
        const v = rt.valueIndex.get(`${p}\u0001${String(value).trim()}`);
        if (v !== undefined) valueBits.set(v, (valueBits.get(v) ?? 0) | bit);
      }
    }
    bit <<= 1;
  }
  for (const [name, range] of Object.entries(filters?.paramRanges ?? {})) {
    const low = typeof range?.from === 'number' && Number.isFinite(range.from) ? range.from : null;
    const high = typeof range?.to === 'number' && Number.isFinite(range.to) ? range.to : null;
    const p = rt.paramNameIndex.get(name);
    if ((low === null && high === null) || paramBits.size >= MAX_PARAM_FILTERS || (p !== undefined && paramBits.has(p))) continue;
    allParamBits |= bit;
    if (p !== undefined) {
      paramBits.set(p, bit);
      // A range is the set of the param's values that read as numbers inside it ('55 см' is 55 when every value is in см).
      const read = rangeNumberOf(rt, p);
      for (let v = 0; v < data.valueParam.length; v++) {
        if (data.valueParam[v] !== p) continue;
        const n = read(data.paramValues[v] as string);
        if (n !== null && (low === null || n >= low) && (high === null || n <= high)) valueBits.set(v, (valueBits.get(v) ?? 0) | bit);
      }
    }
    bit <<= 1;
  }
  const active =
    fixedFail !== 0 ||
    catRange !== null ||
    vendorSet !== null ||
    from !== null ||
    to !== null ||
    availableOnly ||
    allParamBits !== 0 ||
    excludedRanges.length > 0 ||
    rt.hidden !== null;
  const hidden = rt.hidden;
  const { docCatStart, docCats, catPre, vendorOf, price, available, docParamStart, docParams } = data;
  return {
    active,
    paramBits,
    fails(d) {
      let fail = fixedFail;
      if (catRange) {
        let inside = false;
        for (let i = docCatStart[d] as number, end = docCatStart[d + 1] as number; i < end && !inside; i++) {
          const pre = catPre[docCats[i] as number] as number;
          inside = pre >= catRange[0] && pre < catRange[1];
        }
        if (!inside) fail |= DIM.category;
      }
      if (vendorSet && !vendorSet.has(vendorOf[d] as number)) fail |= DIM.vendor;
      if (from !== null || to !== null) {
        const p = price[d] as number;
        if (Number.isNaN(p) || (from !== null && p < from) || (to !== null && p > to)) fail |= DIM.price;
      }
      if (availableOnly && !available[d]) fail |= DIM.available;
      if (excludedRanges.length > 0 && inRanges(rt, d, excludedRanges)) fail |= DIM.available;
      if (hidden?.[d]) fail |= DIM.available;
      if (allParamBits) {
        let pass = 0;
        for (let i = docParamStart[d] as number, end = docParamStart[d + 1] as number; i < end; i++)
          pass |= valueBits.get(docParams[i] as number) ?? 0;
        fail |= allParamBits & ~pass;
      }
      return fail;
    },
  };
}

/** True when one of offer d's categories lies inside one of the pre-order ranges. */
function inRanges(rt: Runtime, d: number, ranges: ReadonlyArray<[number, number]>): boolean {
  const { docCatStart, docCats, catPre } = rt.data;
  for (let i = docCatStart[d] as number, end = docCatStart[d + 1] as number; i < end; i++) {
    const pre = catPre[docCats[i] as number] as number;
    for (const [from, to] of ranges) if (pre >= from && pre < to) return true;
  }
  return false;
}
