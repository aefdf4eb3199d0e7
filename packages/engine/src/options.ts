import type { CategoryRangeType, Locale, SearchStep } from './types';

/** Relative weight of a match in each field (spec `weightField`). Name > code > vendor > category > params > description. */
export interface FieldWeights {
  name: number;
  /** vendorCode, offerCode, model, barcodes, id. */
  code: number;
  vendor: number;
  category: number;
  params: number;
  description: number;
}

/**
 * Every default of the engine, in one place. `buildIndex({ options })` takes any part of it;
 * requests override the per-query ones (fuzziness, facetsMaxCount, minScore, searchTypes).
 * Request-only features default to off: no scoreFormula, no customSort, no pinned offers, onlyPinned
 * false. Their limits: formulas 2000 characters / depth 64 (`FORMULA_DEFAULTS`), customSort 8 keys,
 * merchandising queries matched on 200 characters, regex patterns 500 (`merchandising/match.ts`).
 */
export interface IndexOptions {
  /** Analysis languages. Cyrillic words use 'ru'; Latin words the first Latin locale listed. Default ['ru', 'en']. */
  locales: Locale[];
  /** Field weights. Default name 1, code 1, vendor 0.7, category 0.5, params 0.35, description 0.15. */
  fieldWeights: FieldWeights;
  /** Typo tolerance 'AUTO:low,high' (spec §9): 0 edits below low chars, 1 below high, 2 from high on. Default 'AUTO:3,6'. */
  fuzziness: string;
  /** Prefix-match the last query word (search as you type). Default true. */
  prefixLastWord: boolean;
  /** Most dictionary terms a prefix expands to (the most frequent win). Default 60. */
  maxPrefixExpansions: number;
  /** Most dictionary terms one misspelled word expands to (fewest edits, then most frequent). Default 30. */
  maxFuzzyExpansions: number;
  /** Words dropped from index and queries (spec `ignoredTokens`). Default []. */
  ignoredTokens: string[];
  /** Drop stop words from queries that have other words. Default true. */
  stopWords: boolean;
  /** Characters of description indexed. Default 600. */
  descriptionMaxChars: number;
  /** Index param values, so 'red' finds offers whose colour param is red. Default true. */
  indexParams: boolean;
  /** BM25 k1 / b (b applies to the name's length). Default 1.2 / 0.75. */
  bm25: { k1: number; b: number };
  /** Score multipliers for how a query word matched. */
  matchWeights: {
    exact: number;
    stem: number;
    prefix: number;
    layout: number;
    translit: number;
    synonym: number;
    fuzzy1: number;
    fuzzy2: number;
  };
  /**
   * A query word found in the head of an offer's name (analysis/head.ts: what the product is, not what
   * it is for) scores × (1 + this). Default 1.
   */
  headBoost: number;
  /**
   * Query categorisation: an offer in a category the query is about (scoring/query-categories.ts: the
   * best matches' categories, and shoppers' clicks when learned) scores × (1 + this × the category's share). Default 0.5.
   */
  categoryBoost: number;
  /** Bonus multiplier per pair of adjacent query words found adjacent in the name. Default 0.5. */
  proximityBonus: number;
  /** Score × (matched words / query words)^this, so offers holding more of the query rank higher. Default 2. */
  coverageExponent: number;
  /** Default boosts (spec §9, multiply mode): price present 1 else 0.0001; available 1 else 0.1. */
  boosts: { priceMissing: number; unavailable: number; popularity: number; rating: number };
  /** Score added when the whole query equals an offer's id, vendorCode, offerCode or barcode (puts it first). Default 1e6. */
  exactCodeBonus: number;
  /** Drop offers scoring below this. Default 0. */
  minScore: number;
  /** Facet options kept per facet (spec facetsMaxCount). Default 20. */
  facetsMaxCount: number;
  /** Ordered search steps (spec searchTypes). Default exact → all (typos) → any, moving on below 10 offers. */
  searchTypes: SearchStep[];
  /** Order of groupByCategories (spec categoryRangeType). Default 'offer_count'. */
  categoryRangeType: CategoryRangeType;
  /** Synonym lines applied to every query (requests may add their own). Default none. */
  synonyms: string;
  /** Keep only available offers in every search (spec onlyAvailable). Default false. */
  onlyAvailable: boolean;
}

export const DEFAULT_OPTIONS: IndexOptions = {
  locales: ['ru', 'en'],
  fieldWeights: { name: 1, code: 1, vendor: 0.7, category: 0.5, params: 0.35, description: 0.15 },
  fuzziness: 'AUTO:3,6',
  prefixLastWord: true,
  maxPrefixExpansions: 60,
  maxFuzzyExpansions: 30,
  ignoredTokens: [],
  stopWords: true,
  descriptionMaxChars: 600,
  indexParams: true,
  bm25: { k1: 1.2, b: 0.75 },
  matchWeights: { exact: 1, stem: 0.9, prefix: 0.75, layout: 0.9, translit: 0.85, synonym: 0.85, fuzzy1: 0.55, fuzzy2: 0.35 },
  headBoost: 1,
  categoryBoost: 0.5,
  proximityBonus: 0.5,
  coverageExponent: 2,
  boosts: { priceMissing: 0.0001, unavailable: 0.1, popularity: 0.15, rating: 0.05 },
  exactCodeBonus: 1e6,
  minScore: 0,
  facetsMaxCount: 20,
  searchTypes: [
    { type: 'exact', quantityGoods: 10 },
    { type: 'all', quantityGoods: 10 },
    { type: 'any', quantityGoods: 10 },
  ],
  categoryRangeType: 'offer_count',
  synonyms: '',
  onlyAvailable: false,
};

/** Merges a partial options object over the defaults (nested objects field by field). */
export function resolveOptions(partial: Partial<IndexOptions> = {}): IndexOptions {
  return {
    ...DEFAULT_OPTIONS,
    ...partial,
    fieldWeights: { ...DEFAULT_OPTIONS.fieldWeights, ...partial.fieldWeights },
    bm25: { ...DEFAULT_OPTIONS.bm25, ...partial.bm25 },
    matchWeights: { ...DEFAULT_OPTIONS.matchWeights, ...partial.matchWeights },
    boosts: { ...DEFAULT_OPTIONS.boosts, ...partial.boosts },
  };
}

/** Edits allowed for a word of `length` chars under 'AUTO:low,high', 'AUTO', or a plain number. */
export function allowedEdits(fuzziness: string | number, length: number): number {
  if (typeof fuzziness === 'number') return Math.max(0, Math.min(2, Math.floor(fuzziness)));
  const text = fuzziness.trim().toUpperCase();
  if (/^\d+$/.test(text)) return Math.min(2, Number(text));
  const match = /^AUTO(?::(\d+),(\d+))?$/.exec(text);
  const low = match?.[1] ? Number(match[1]) : 3;
  const high = match?.[2] ? Number(match[2]) : 6;
  if (!match && text !== '') return allowedEdits('AUTO', length);
  return length < low ? 0 : length < high ? 1 : 2;
}
