import { mapKeyIndex, sortedKeyIndex } from '../postings/key-index';
import type { StringList } from '../postings/string-list';
import { bump } from '../util';

/** Sorted term list with exact, stem and prefix look-ups. Term ids are positions in the sorted list. */
export interface TermDictionary {
  readonly terms: readonly string[];
  /** term id → stem id */
  readonly termStem: Int32Array;
  readonly stems: StringList;
  /** stem id → term ids (CSR) */
  readonly stemTermsStart: Int32Array;
  readonly stemTerms: Int32Array;
  termId(term: string): number;
  stemId(stem: string): number;
  /** Term ids sharing a stem. */
  termsOfStem(stemId: number): Int32Array;
  /** [from, to) term ids starting with the prefix. */
  prefixRange(prefix: string): [number, number];
}

function lowerBound(terms: readonly string[], value: string): number {
  let lo = 0;
  let hi = terms.length;
  while (lo < hi) {
    const mid = (lo + hi) >>> 1;
    if ((terms[mid] as string) < value) lo = mid + 1;
    else hi = mid;
  }
  return lo;
}

export function createDictionary(
  terms: readonly string[],
  termStem: Int32Array,
  stems: StringList,
  stemOrder: Int32Array | null = null,
): TermDictionary {
  // Terms are sorted: binary search, no map to build. Stems: by their sorted order when a snapshot has it.
  const termIndex = sortedKeyIndex(terms, null);
  const stemIndex = stemOrder ? sortedKeyIndex(stems, stemOrder) : mapKeyIndex(stems);
  const stemTermsStart = new Int32Array(stems.length + 1);
  for (let t = 0; t < termStem.length; t++) bump(stemTermsStart, (termStem[t] as number) + 1);
  for (let s = 0; s < stems.length; s++) stemTermsStart[s + 1] = (stemTermsStart[s + 1] as number) + (stemTermsStart[s] as number);
  const fill = stemTermsStart.slice(0, stems.length);
  const stemTerms = new Int32Array(termStem.length);
  for (let t = 0; t < termStem.length; t++) {
    const s = termStem[t] as number;
    stemTerms[(fill[s] as number)++] = t;
  }
  return {
    terms,
    termStem,
    stems,
    stemTermsStart,
    stemTerms,
    termId: (term) => termIndex.get(term) ?? -1,
    stemId: (stem) => stemIndex.get(stem) ?? -1,
    termsOfStem: (stemId) => stemTerms.subarray(stemTermsStart[stemId] as number, stemTermsStart[stemId + 1] as number),
    prefixRange: (prefix) => [lowerBound(terms, prefix), lowerBound(terms, `${prefix}\uffff`)],
  };
}
