import { paramStatsOf, rangeNumberOf } from '../facets/param-stats';
import { isNumericText, paramNumber } from '../formula/vars';
import type { Runtime } from '../runtime';
import { discountOf, offerColumns, paramColumn } from './columns';

/** One key of a custom sort (spec §9 customSort): a field and a direction. */
export interface CustomSortKey {
  /** price, oldPrice, discount, rating, reviewCount, popularity, name, score, or a param name. */
  field: string;
  direction: 'asc' | 'desc';
}

/** Keys used at most; more are ignored. The server refuses a saved customSort past it (contracts LIMITS.customSortKeys). */
export const MAX_CUSTOM_SORT_KEYS = 8;

/** A sort key's values for the listed candidates: numbers (NaN missing) or text (undefined missing). */
interface Column {
  num: Float64Array | null;
  text: Array<string | undefined> | null;
  sign: number;
}

/**
 * Compares candidates `a` and `b` (positions in `docs`) by the keys in turn: negative when a comes
 * first. Missing values go last in either direction; ties return 0 (the caller breaks them by relevance).
 */
export function customSortComparator(
  rt: Runtime,
  keys: readonly CustomSortKey[],
  docs: ArrayLike<number>,
  scores: ArrayLike<number>,
  popularity: Float64Array | null,
): (a: number, b: number) => number {
  const columns = keys
    .slice(0, MAX_CUSTOM_SORT_KEYS)
    .filter((key) => typeof key?.field === 'string')
    .map((key) => column(rt, key, docs, scores, popularity));
  return (a, b) => {
    for (const { num, text, sign } of columns) {
      if (num) {
        const x = num[a] as number;
        const y = num[b] as number;
        if (x === y || (Number.isNaN(x) && Number.isNaN(y))) continue;
        if (Number.isNaN(x)) return 1;
        if (Number.isNaN(y)) return -1;
        return x < y ? -sign : sign;
      }
      const x = (text as Array<string | undefined>)[a];
      const y = (text as Array<string | undefined>)[b];
      if (x === y) continue;
      if (x === undefined) return 1;
      if (y === undefined) return -1;
      return x < y ? -sign : sign;
    }
    return 0;
  };
}

function column(
  rt: Runtime,
  key: CustomSortKey,
  docs: ArrayLike<number>,
  scores: ArrayLike<number>,
  popularity: Float64Array | null,
): Column {
  const sign = key.direction === 'desc' ? -1 : 1;
  const n = docs.length;
  const num = new Float64Array(n);
  const { price, rating } = rt.data;
  const each = (value: (d: number, i: number) => number) => {
    for (let i = 0; i < n; i++) num[i] = value(docs[i] as number, i);
    return { num, text: null, sign };
  };
  switch (key.field) {
    case 'price':
      return each((d) => price[d] as number);
    case 'rating':
      return each((d) => rating[d] as number);
    case 'popularity':
      return each((d) => (popularity ? (popularity[d] as number) : 0));
    case 'score':
      return each((_, i) => scores[i] as number);
    case 'oldPrice':
      return each((d) => offerColumns(rt).oldPrice[d] as number);
    case 'reviewCount':
      return each((d) => offerColumns(rt).reviewCount[d] as number);
    case 'discount': {
      const { oldPrice } = offerColumns(rt);
      return each((d) => discountOf(price[d] as number, oldPrice[d] as number));
    }
    case 'name': {
      const { name } = offerColumns(rt);
      return { num: null, text: Array.from({ length: n }, (_, i) => name[docs[i] as number]), sign };
    }
    default:
      return paramSortColumn(rt, key.field, docs, sign);
  }
}

/** A param sorts numerically when every present value is a number, or a number of the param's one unit ('55 см'), else as folded text. */
function paramSortColumn(rt: Runtime, name: string, docs: ArrayLike<number>, sign: number): Column {
  const values = paramColumn(rt, name);
  const raw = Array.from({ length: docs.length }, (_, i) => {
    const v = values[docs[i] as number] as number;
    return v >= 0 ? (rt.data.paramValues[v] as string) : undefined;
  });
  const numeric = raw.every((value) => value === undefined || isNumericText(value));
  if (numeric) return { num: Float64Array.from(raw, (value) => (value === undefined ? Number.NaN : paramNumber(value))), text: null, sign };
  const p = rt.paramNameIndex.get(name);
  if (p !== undefined && paramStatsOf(rt)[p]?.unit) {
    const read = rangeNumberOf(rt, p);
    return { num: Float64Array.from(raw, (value) => (value === undefined ? Number.NaN : (read(value) ?? Number.NaN))), text: null, sign };
  }
  return { num: null, text: raw.map((value) => value?.trim().toLowerCase().replace(/ё/g, 'е')), sign };
}
