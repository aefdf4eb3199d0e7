import type { Group } from '../query/plan';
import type { Source } from '../query/sources';
import type { Runtime } from '../runtime';
import { clearScratch, foldWord } from './accumulate';
import { matchScore } from './match-score';

/** The sources a word matches through in this pass. */
function sourcesOf(group: Group, withFuzzy: boolean): Source[] {
  return withFuzzy && group.fuzzy?.length ? [...group.base, ...group.fuzzy] : group.base;
}

function postingCount(sources: readonly Source[]): number {
  let sum = 0;
  for (const source of sources) sum += source.docs.length;
  return sum;
}

/** First index ≥ from of sorted `docs` holding a value ≥ target (docs.length when none): galloping, then bisection. */
export function seek(docs: Int32Array, from: number, target: number): number {
  const n = docs.length;
  if (from >= n || (docs[from] as number) >= target) return from;
  let lo = from;
  let step = 1;
  let hi = lo + step;
  while (hi < n && (docs[hi] as number) < target) {
    lo = hi;
    step *= 2;
    hi = lo + step;
  }
  if (hi > n) hi = n;
  // docs[lo] < target ≤ docs[hi] (or hi = n).
  while (lo + 1 < hi) {
    const mid = (lo + hi) >>> 1;
    if ((docs[mid] as number) < target) lo = mid;
    else hi = mid;
  }
  return hi;
}

/**
 * Keeps the first `count` offers of `list` (sorted) that any of `sources` holds, in order; returns how
 * many. `found` is a scratch of flags by position (it may hold a previous pass's tiers).
 */
function keepIn(list: Int32Array, count: number, sources: readonly Source[], found: Uint8Array): number {
  found.fill(0, 0, count);
  for (const source of sources) {
    const docs = source.docs;
    let j = 0;
    for (let i = 0; i < count && j < docs.length; i++) {
      const d = list[i] as number;
      j = seek(docs, j, d);
      if (docs[j] === d) found[i] = 1;
    }
  }
  let kept = 0;
  for (let i = 0; i < count; i++) if (found[i]) list[kept++] = list[i] as number;
  return kept;
}

/**
 * Scores, like `accumulate`, only the offers holding every word of the query (each word through any
 * of its sources), and never touches the others: the word with the fewest postings gives the
 * candidates (source by source), every other word keeps those it finds by galloping through its sorted postings, and
 * only the survivors are scored, word by word in query order (so proximity counts as in
 * `accumulate`). The exact and all-words search steps see nothing else; the 'any' step needs
 * `accumulate`. Returns the offers in offer order; clears what `previous` left first.
 */
export function accumulateAll(rt: Runtime, groups: readonly Group[], withFuzzy: boolean, previous: Int32Array | null): Int32Array {
  const s = rt.scratch;
  if (previous) clearScratch(rt, previous);
  const touched = s.touched;
  const lists = groups.map((group) => sourcesOf(group, withFuzzy));
  const order = lists.map((_, g) => g).sort((a, b) => postingCount(lists[a] as Source[]) - postingCount(lists[b] as Source[]));
  // Each source of the rarest word in turn (its postings are sorted) keeps the offers every other word
  // holds, rarest first; the survivors of all its sources, each once, are the candidates.
  const buffer = s.candDocs; // free until the search collects its candidates
  const driver = lists[order[0] as number] as Source[];
  let count = 0;
  for (const source of driver) {
    buffer.set(source.docs);
    let kept = source.docs.length;
    for (let k = 1; k < order.length && kept > 0; k++) kept = keepIn(buffer, kept, lists[order[k] as number] as Source[], s.tier);
    for (let i = 0; i < kept; i++) {
      const d = buffer[i] as number;
      if (s.mask[d] !== 0) continue;
      s.mask[d] = 1;
      touched[count++] = d;
    }
  }
  for (let i = 0; i < count; i++) s.mask[touched[i] as number] = 0;
  if (driver.length > 1) touched.subarray(0, count).sort();
  const candidates = touched.subarray(0, count);
  if (count > 0) score(rt, groups, lists, candidates);
  return candidates;
}

/** `accumulate`'s scoring, restricted to candidates that hold every word. */
function score(rt: Runtime, groups: readonly Group[], lists: Source[][], candidates: Int32Array): void {
  const s = rt.scratch;
  for (let g = 0; g < groups.length; g++) {
    const bit = 1 << g;
    const prevBit = g > 0 ? 1 << (g - 1) : 0;
    for (const source of lists[g] as Source[]) {
      const { docs, fields, pos } = source;
      const factor = source.weight * source.idf;
      const exact = source.kind === 'fuzzy' ? 0 : 1;
      let j = 0;
      for (let i = 0; i < candidates.length && j < docs.length; i++) {
        const d = candidates[i] as number;
        j = seek(docs, j, d);
        if (docs[j] !== d) continue;
        const value = matchScore(rt, d, fields[j] as number, factor);
        if (value > (s.best[d] as number)) {
          s.best[d] = value;
          s.bestPos[d] = pos[j] as number;
        }
        if (exact) s.bestExact[d] = 1;
      }
    }
    for (const d of candidates) foldWord(s, d, bit, prevBit);
  }
}
