import { NO_POS } from '../postings/index-data';
import type { Group } from '../query/plan';
import type { Source } from '../query/sources';
import type { Runtime } from '../runtime';
import { matchScore } from './match-score';

/**
 * Scores every offer reached by the query into the scratch arrays: per word the best of its
 * sources (so 'phone' and 'phones' never count twice), summed over words, with the bit of each
 * matched word in `mask` (and in `exactMask` when matched without a typo). Returns the offers touched.
 * Clears what the previous search left first.
 */
export function accumulate(rt: Runtime, groups: readonly Group[], withFuzzy: boolean, previous: Int32Array | null): Int32Array {
  const s = rt.scratch;
  if (previous) for (const d of previous) clear(rt, d);
  const touched = s.touched;
  let count = 0;
  const groupDocs: number[] = [];
  for (let g = 0; g < groups.length; g++) {
    const group = groups[g] as Group;
    const bit = 1 << g;
    const prevBit = g > 0 ? 1 << (g - 1) : 0;
    groupDocs.length = 0;
    const baseCount = group.base.length;
    const sourceCount = baseCount + (withFuzzy && group.fuzzy ? group.fuzzy.length : 0);
    for (let si = 0; si < sourceCount; si++) {
      const source = (si < baseCount ? group.base[si] : group.fuzzy?.[si - baseCount]) as Source;
      const { docs, fields, pos } = source;
      const factor = source.weight * source.idf;
      const exact = source.kind === 'fuzzy' ? 0 : 1;
      for (let i = 0; i < docs.length; i++) {
        const d = docs[i] as number;
        const score = matchScore(rt, d, fields[i] as number, factor);
        const best = s.best[d] as number;
        if (best === 0) groupDocs.push(d);
        if (score > best) {
          s.best[d] = score;
          s.bestPos[d] = pos[i] as number;
        }
        if (exact) s.bestExact[d] = 1;
      }
    }
    for (const d of groupDocs) {
      if (s.mask[d] === 0) touched[count++] = d;
      foldWord(s, d, bit, prevBit);
    }
  }
  return touched.subarray(0, count);
}

/**
 * Adds an offer's best match of word `bit` to its totals (the proximity bonus when it follows the
 * previous word's match) and resets the per-word best for the next word.
 */
export function foldWord(s: Runtime['scratch'], d: number, bit: number, prevBit: number): void {
  s.total[d] = (s.total[d] as number) + (s.best[d] as number);
  const pos = s.bestPos[d] as number;
  if (prevBit && (s.mask[d] as number) & prevBit && pos !== NO_POS && (s.lastPos[d] as number) + 1 === pos)
    s.prox[d] = (s.prox[d] as number) + 1;
  s.lastPos[d] = pos;
  s.mask[d] = (s.mask[d] as number) | bit;
  if (s.bestExact[d]) s.exactMask[d] = (s.exactMask[d] as number) | bit;
  s.best[d] = 0;
  s.bestPos[d] = 0;
  s.bestExact[d] = 0;
}

function clear(rt: Runtime, d: number): void {
  const s = rt.scratch;
  s.total[d] = 0;
  s.mask[d] = 0;
  s.exactMask[d] = 0;
  s.lastPos[d] = 0;
  s.prox[d] = 0;
}

/** Resets the offers a search touched, so the next one starts clean. */
export function clearScratch(rt: Runtime, touched: Int32Array): void {
  for (const d of touched) clear(rt, d);
}
