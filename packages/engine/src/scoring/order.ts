import { customSortComparator } from '../ranking/custom-sort';
import type { Runtime } from '../runtime';
import type { SearchRequest } from '../types';
import { topK } from './rank';

/**
 * Indices (into docs) of the first `wanted` passing candidates in result order, pinned offers left
 * out, and their total. Earlier search steps rank first; then `customSort` when given (relevance
 * breaks its ties), else `sort`.
 */
export function rankCandidates(
  rt: Runtime,
  request: SearchRequest,
  passing: Int32Array,
  docs: Int32Array,
  tier: Uint8Array,
  scores: Float64Array,
  popularity: Float64Array | null,
  pinned: Set<number>,
  wanted: number,
): { order: number[]; total: number } {
  const list = pinned.size > 0 ? passing.filter((i) => !pinned.has(docs[i] as number)) : passing;
  const k = Math.max(0, wanted - pinned.size);
  const byTier = (ia: number, ib: number) => tier[ia] !== tier[ib];
  const byRelevance = (ia: number, ib: number) =>
    scores[ia] !== scores[ib] ? (scores[ia] as number) > (scores[ib] as number) : (docs[ia] as number) < (docs[ib] as number);
  if (Array.isArray(request.customSort) && request.customSort.length > 0) {
    const listDocs = Int32Array.from(list, (i) => docs[i] as number);
    const listScores = Float64Array.from(list, (i) => scores[i] as number);
    const compare = customSortComparator(rt, request.customSort, listDocs, listScores, popularity);
    const before = (a: number, b: number) => {
      const ia = list[a] as number;
      const ib = list[b] as number;
      if (byTier(ia, ib)) return (tier[ia] as number) > (tier[ib] as number);
      const c = compare(a, b);
      return c !== 0 ? c < 0 : byRelevance(ia, ib);
    };
    return { order: topK(list.length, k, before).map((j) => list[j] as number), total: list.length };
  }
  const key = sortKeys(rt, request, list, docs, scores, popularity);
  const before = (a: number, b: number) => {
    const ia = list[a] as number;
    const ib = list[b] as number;
    if (byTier(ia, ib)) return (tier[ia] as number) > (tier[ib] as number);
    if (key[a] !== key[b]) return (key[a] as number) > (key[b] as number);
    return byRelevance(ia, ib);
  };
  return { order: topK(list.length, k, before).map((j) => list[j] as number), total: list.length };
}

/** One number per listed candidate for `sort`: higher ranks first; missing prices and ratings go last. */
function sortKeys(
  rt: Runtime,
  request: SearchRequest,
  list: Int32Array,
  docs: Int32Array,
  scores: Float64Array,
  popularity: Float64Array | null,
): Float64Array {
  const { price, rating } = rt.data;
  const key = new Float64Array(list.length);
  const sort = request.sort ?? 'relevance';
  for (let j = 0; j < list.length; j++) {
    const i = list[j] as number;
    const d = docs[i] as number;
    const p = price[d] as number;
    const r = rating[d] as number;
    key[j] =
      sort === 'price_asc'
        ? Number.isNaN(p)
          ? Number.NEGATIVE_INFINITY
          : -p
        : sort === 'price_desc'
          ? Number.isNaN(p)
            ? Number.NEGATIVE_INFINITY
            : p
          : sort === 'popularity'
            ? (popularity?.[d] ?? 0)
            : sort === 'rating'
              ? Number.isNaN(r)
                ? Number.NEGATIVE_INFINITY
                : r
              : sort === 'novelty'
                ? d
                : (scores[i] as number);
  }
  return key;
}
