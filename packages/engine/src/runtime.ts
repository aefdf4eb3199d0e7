import { type Analyzer, createAnalyzer } from './analysis/analyzer';
import { commonPrefixLengths, prefixSkips } from './dictionary/fuzzy';
import { createDictionary, type TermDictionary } from './dictionary/term-dictionary';
import { FIELD, type IndexData } from './postings/index-data';
import { type KeyIndex, mapKeyIndex, sortedKeyIndex } from './postings/key-index';

/** Per-offer working arrays of one search, reused across searches (a search runs synchronously). */
export interface Scratch {
  total: Float32Array;
  best: Float32Array;
  mask: Uint32Array;
  exactMask: Uint32Array;
  bestPos: Uint8Array;
  bestExact: Uint8Array;
  lastPos: Uint8Array;
  prox: Uint8Array;
  /** Offers touched by the query, then their step tier and failed filters (by position in touched). */
  touched: Int32Array;
  tier: Uint8Array;
  fails: Int32Array;
  /** Candidates of the result: offer, score, failed filters, tier. */
  candDocs: Int32Array;
  candScores: Float64Array;
  candFails: Int32Array;
  candTier: Uint8Array;
  passing: Int32Array;
}

/** An index ready to search: its data plus the look-up maps and weights derived at load time. */
export interface Runtime {
  data: IndexData;
  dict: TermDictionary;
  analyzer: Analyzer;
  n: number;
  idIndex: KeyIndex;
  vendorIndex: Map<string, number>;
  catIndex: Map<string, number>;
  paramNameIndex: Map<string, number>;
  valueIndex: Map<string, number>;
  codeIndex: KeyIndex;
  /** Weight of a name match for each offer, BM25 length-normalised. */
  nameWeight: Float32Array;
  /** Summed weight of the non-name field bits. */
  restWeight: Float32Array;
  /** BM25 k1, and what a match in the name's head multiplies its score by (options). */
  k1: number;
  headBoost: number;
  /** Terms typos may reach (no digits), sorted, with their term ids: the fuzzy walk skips all codes and numbers. */
  fuzzyTerms: string[];
  fuzzyIds: Int32Array;
  fuzzyLcp: Uint8Array;
  fuzzySkip: Int32Array;
  scratch: Scratch;
  /** Offers the request's region does not sell (regions/view.ts sets it for one search), else null. */
  hidden: Uint8Array | null;
}

export function createRuntime(data: IndexData): Runtime {
  const n = data.offers.length;
  const { options } = data;
  const { orders } = data;
  const idIndex = orders ? sortedKeyIndex(data.offers.ids, orders.ids) : mapKeyIndex(data.offers.ids);
  const analyzer = createAnalyzer(options.locales, options.ignoredTokens);
  const vendorIndex = new Map<string, number>();
  for (const [i, vendor] of data.vendors.entries()) vendorIndex.set(analyzer.fold(vendor), i);
  const catIndex = new Map<string, number>();
  for (const [i, category] of data.categories.entries()) catIndex.set(category.id, i);
  const paramNameIndex = new Map<string, number>();
  for (const [i, name] of data.paramNames.entries()) paramNameIndex.set(name, i);
  const valueIndex = new Map<string, number>();
  for (const [i, value] of data.paramValues.entries()) valueIndex.set(`${data.valueParam[i]}\u0001${value}`, i);
  const codeIndex = orders ? sortedKeyIndex(data.codeKeys, orders.codes) : mapKeyIndex(data.codeKeys);
  const { b } = options.bm25;
  const w = options.fieldWeights;
  const nameWeight = new Float32Array(n);
  for (let i = 0; i < n; i++) nameWeight[i] = w.name / (1 - b + (b * (data.nameLen[i] as number)) / data.avgNameLen);
  const restWeight = new Float32Array(64);
  for (let bits = 0; bits < 64; bits++) {
    let sum = 0;
    if (bits & FIELD.code) sum += w.code;
    if (bits & FIELD.vendor) sum += w.vendor;
    if (bits & FIELD.category) sum += w.category;
    if (bits & FIELD.params) sum += w.params;
    if (bits & FIELD.description) sum += w.description;
    restWeight[bits] = sum;
  }
  const fuzzyTerms: string[] = [];
  const fuzzyIdList: number[] = [];
  data.terms.forEach((term, t) => {
    if (!/\d/.test(term)) {
      fuzzyTerms.push(term);
      fuzzyIdList.push(t);
    }
  });
  const fuzzyLcp = commonPrefixLengths(fuzzyTerms);
  return {
    data,
    fuzzyTerms,
    fuzzyIds: Int32Array.from(fuzzyIdList),
    fuzzyLcp,
    fuzzySkip: prefixSkips(fuzzyLcp),
    dict: createDictionary(data.terms, data.termStem, data.stems, orders?.stems ?? null),
    analyzer,
    n,
    idIndex,
    vendorIndex,
    catIndex,
    paramNameIndex,
    valueIndex,
    codeIndex,
    nameWeight,
    restWeight,
    k1: options.bm25.k1,
    headBoost: options.headBoost,
    hidden: null,
    scratch: {
      total: new Float32Array(n),
      best: new Float32Array(n),
      mask: new Uint32Array(n),
      exactMask: new Uint32Array(n),
      bestPos: new Uint8Array(n),
      bestExact: new Uint8Array(n),
      lastPos: new Uint8Array(n),
      prox: new Uint8Array(n),
      touched: new Int32Array(n),
      tier: new Uint8Array(n),
      fails: new Int32Array(n),
      candDocs: new Int32Array(n),
      candScores: new Float64Array(n),
      candFails: new Int32Array(n),
      candTier: new Uint8Array(n),
      passing: new Int32Array(n),
    },
  };
}

/** BM25 inverse document frequency. */
export function idf(n: number, df: number): number {
  return Math.log(1 + (n - df + 0.5) / (df + 0.5));
}
