import type { IndexOptions } from '../options';
import type { EngineCategory } from '../types';
import type { OfferStore } from './offer-store';
import type { StringList } from './string-list';
import type { UnitStrings } from './unit-strings';

/** Field bits of a posting; `head` and `headWord` mark a name term in the name's head zone and its head word (analysis/head.ts). */
export const FIELD = { name: 1, code: 2, vendor: 4, category: 8, params: 16, description: 32, head: 64, headWord: 128 } as const;
export const FIELD_NAMES = Object.keys(FIELD) as Array<keyof typeof FIELD>;
/** Name position of a posting whose term is not in the name. */
export const NO_POS = 255;

/**
 * Everything a built index holds, as flat arrays (what the snapshot writes). Offers are numbered
 * 0..n-1 in input order; categories, vendors and param values by first appearance.
 */
export interface IndexData {
  options: IndexOptions;
  offers: OfferStore;
  categories: EngineCategory[];
  // Dictionary (terms sorted).
  terms: string[];
  termStem: Int32Array;
  stems: StringList;
  // Postings per term, by offer: offer index, field bits, first position in the name.
  postStart: Int32Array;
  postDocs: Int32Array;
  postFields: Uint8Array;
  postPos: Uint8Array;
  // Offer columns.
  nameLen: Uint8Array;
  avgNameLen: number;
  price: Float64Array;
  available: Uint8Array;
  rating: Float32Array;
  vendorOf: Int32Array;
  vendors: string[];
  docCatStart: Int32Array;
  docCats: Int32Array;
  // Category tree: parent index (-1 root), pre-order rank and end of subtree, for range tests.
  catParent: Int32Array;
  catPre: Int32Array;
  catEnd: Int32Array;
  // Params: names, values (display text), value → name, offers' values (CSR).
  paramNames: string[];
  paramValues: string[];
  valueParam: Int32Array;
  docParamStart: Int32Array;
  docParams: Int32Array;
  // Exact codes (id, vendorCode, offerCode, barcodes) → offers (CSR).
  codeKeys: StringList;
  codeStart: Int32Array;
  codeDocs: Int32Array;
  // Regions (regions/collect.ts): per region (keys sorted) its offers with price (NaN: none), availability
  // (0, 1; 2: none) and listing; regionRestricted[d] = 1 when offer d is sold only in listed regions (empty: none is).
  regionKeys: string[];
  regionStart: Int32Array;
  regionDocs: Int32Array;
  regionPrice: Float64Array;
  regionAvailable: Uint8Array;
  regionListed: Uint8Array;
  regionRestricted: Uint8Array;
  /** Sorted orders of offer ids, code keys and stems (`sortedOrder`): a loaded snapshot looks keys up by them. */
  orders?: { ids: Int32Array; codes: Int32Array; stems: Int32Array };
}

/**
 * IndexData as a build finishes it: terms and stems still code units. A snapshot writes them as they are;
 * only an index that will be searched makes them strings (`IndexBuilder.finish`).
 */
export type BuiltIndexData = Omit<IndexData, 'terms' | 'stems'> & { terms: UnitStrings; stems: UnitStrings };

/** Normal form of a code for exact look-up: folded, without spaces and separators. */
export function codeKey(fold: (text: string) => string, code: string): string {
  return fold(code).replace(/[\s\-_/.]+/g, '');
}
