import { FIELD, FIELD_NAMES } from '../postings/index-data';
import type { Group } from '../query/plan';
import type { Source } from '../query/sources';
import type { Runtime } from '../runtime';
import type { TermExplain } from '../types';
import { matchScore } from './match-score';

function indexOf(docs: Int32Array, d: number): number {
  let lo = 0;
  let hi = docs.length;
  while (lo < hi) {
    const mid = (lo + hi) >>> 1;
    if ((docs[mid] as number) < d) lo = mid + 1;
    else hi = mid;
  }
  return lo < docs.length && docs[lo] === d ? lo : -1;
}

/** Score of one source for one offer, computed exactly as `accumulate` does. */
export function sourceScore(rt: Runtime, source: Source, d: number): { score: number; fields: number } | null {
  const i = indexOf(source.docs, d);
  if (i < 0) return null;
  const bits = source.fields[i] as number;
  return { score: matchScore(rt, d, bits, source.weight * source.idf), fields: bits };
}

/** Which source matched each query word for offer d (the best one), with its edits and fields. */
export function explainTerms(rt: Runtime, groups: readonly Group[], withFuzzy: boolean, d: number): TermExplain[] {
  const terms: TermExplain[] = [];
  for (const group of groups) {
    let best: TermExplain | null = null;
    for (const source of withFuzzy && group.fuzzy ? [...group.base, ...group.fuzzy] : group.base) {
      const hit = sourceScore(rt, source, d);
      if (!hit || (best && best.score >= hit.score)) continue;
      best = {
        word: group.word,
        term: source.term,
        kind: source.kind,
        edits: source.edits,
        fields: FIELD_NAMES.filter((name) => hit.fields & FIELD[name]),
        score: hit.score,
      };
    }
    if (best) terms.push(best);
  }
  return terms;
}
