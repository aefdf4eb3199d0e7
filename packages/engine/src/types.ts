import type { CompiledFormula } from './formula/formula';
import type { CustomSortKey } from './ranking/custom-sort';

/** Locales the engine analyses: Cyrillic words use Russian rules, Latin words the first Latin locale given. */
export type Locale = 'ru' | 'en' | 'tr' | 'es' | 'pt';

/** One offer as the engine takes it; structurally compatible with the feed reader's offer (extra fields are kept). */
export interface EngineOffer {
  id: string;
  groupId: string | null;
  name: string;
  vendor: string | null;
  vendorCode: string | null;
  model: string | null;
  typePrefix: string | null;
  url: string | null;
  description: string;
  categoryId: string | null;
  categoryIds: string[];
  price: number | null;
  oldPrice: number | null;
  currencyId: string | null;
  available: boolean;
  pictures: string[];
  params: Array<{ name: string; value: string; unit: string | null }>;
  rating: number | null;
  reviewCount: number | null;
  offerCode: string | null;
  barcodes: string[];
}

export interface EngineCategory {
  id: string;
  name: string;
  parentId: string | null;
}

export type SortOrder = 'relevance' | 'price_asc' | 'price_desc' | 'popularity' | 'rating' | 'novelty';

/** How the top categories of a result are ordered (spec §9 category range modes). */
export type CategoryRangeType =
  | 'offer_count'
  | 'score'
  | 'ordering'
  | 'ordering_asc'
  | 'avg_popularity'
  | 'avg_popularity_asc'
  | 'category_click';

/** One step of `searchTypes`: which words must match, and whether typos are allowed. */
export interface SearchStep {
  /** 'exact': every word, no typos; 'all': every word, typos allowed; 'any': at least one word, typos allowed. */
  type: 'exact' | 'all' | 'any';
  /** Move on to the next step when this one finds fewer offers than this. Default 1. */
  quantityGoods?: number;
}

export interface SearchFilters {
  /** Param name → accepted values (any of them). */
  params?: Record<string, string[]>;
  /** Param name → bounds: offers with a numeric value of that param inside them ('7,5' reads as 7.5; '55 см' as 55 when every value of the param is in см). */
  paramRanges?: Record<string, { from?: number | null; to?: number | null }>;
  /** Vendor names (any of them), compared case-insensitively. */
  vendors?: string[];
  price?: { from?: number | null; to?: number | null };
  /** Keeps offers in this category or any category below it. */
  categoryId?: string | null;
  /** true: only available offers. */
  available?: boolean;
  /** Drops offers in any of these categories or below them (merchandising reorder.excludeCategoryIds). */
  excludeCategoryIds?: string[];
}

export interface SearchRequest {
  query: string;
  /**
   * The shopper's region: offers take the region's price and availability (`price_<region>`,
   * `available_<region>` params) and offers listing other regions only (`regions` param) are left out. Default none.
   */
  regionId?: string | null;
  /** Default 0. */
  skip?: number;
  /** Default 24 (the search API maps its own default). */
  limit?: number;
  filters?: SearchFilters;
  /** Default 'relevance'. */
  sort?: SortOrder;
  /** 'AUTO' | 'AUTO:3,6' | 0 | 1 | 2; default from the index options. */
  fuzziness?: string | number;
  /** Query-time synonyms: lines `word=>a,b,c` (one-way) or `word,synonym` (two-way), or parsed by `parseSynonyms`. */
  synonyms?: string | string[] | SynonymSet;
  /** true: every facet; a list: only those facet ids ('category', 'vendor', 'price', param names). Default false. */
  facets?: boolean | string[];
  /** Options kept per facet. Default from the index options (20). */
  facetsMaxCount?: number;
  /** Param names whose facet is a range (min and max of their numeric values) instead of a list. Default none. */
  facetRanges?: readonly string[];
  groupByCategories?: { size?: number; skip?: number; rangeType?: CategoryRangeType };
  /** Offer id → popularity (any non-negative scale); boosts relevance and drives sort 'popularity'. */
  popularity?: ReadonlyMap<string, number> | Readonly<Record<string, number>>;
  /**
   * How strongly popularity lifts relevance: an offer's score is multiplied by 1 + popularityBoost × ln(1 + popularity)
   * (project popularitySettings.boost; 0: popularity only drives sort 'popularity'). Default the index's boosts.popularity.
   */
  popularityBoost?: number;
  /** Category id → shoppers' clicks on its offers: orders groupByCategories in rangeType 'category_click'. Default none. */
  categoryClicks?: ReadonlyMap<string, number> | Readonly<Record<string, number>>;
  /** Adds per-offer explanations (terms, edits, boosts). */
  explain?: boolean;
  /**
   * Offers put first in this order when they pass the filters, even without a text match
   * (merchandising orderIds / includeIds / add). Default none.
   */
  pinnedIds?: string[];
  /** Only the pinned offers, no text results (merchandising 'empty'). Default false. */
  onlyPinned?: boolean;
  /** Offers never returned. */
  excludeIds?: string[];
  /** Ordered search steps; default exact → all → any. */
  searchTypes?: SearchStep[];
  /** Offers scoring below this are dropped. Default from the index options (0). */
  minScore?: number;
  /**
   * Relevance formula(s) (spec scriptScore, ranking constructor) applied to each candidate's score after
   * the default boosts and before `scoreAdjust`; several apply in order. Default none.
   */
  scoreFormula?: CompiledFormula | readonly CompiledFormula[];
  /**
   * Custom sort (spec customSort): keys in turn, missing values last, relevance breaking ties; replaces
   * `sort`. Earlier search steps still rank first. Default none.
   */
  customSort?: CustomSortKey[];
  /** Hook for merchandising / scriptScore: gets the offer's index and its score, returns the new score. */
  scoreAdjust?: (offerIndex: number, score: number) => number;
  /** Tokens dropped from this query (in addition to the index's ignoredTokens). */
  ignoredTokens?: string[];
  /**
   * Stemming exceptions (spec synonyms): these words match only themselves, never their stem siblings,
   * and are never reached through another word's stem. Default none. Reuse one list object across requests.
   */
  stemExceptions?: readonly string[] | ReadonlySet<string>;
  /**
   * What shoppers taught search for this query (the server's learned ranking). Applied after the
   * default boosts and before formulas and merchandising, so merchandising still wins. Reuse one
   * object across requests: the engine caches its per-offer array by identity. Default none.
   */
  learned?: LearnedSignals | null;
}

/** Learned ranking for one query. */
export interface LearnedSignals {
  /** Offer id → score multiplier (1 neutral, above 1 promoted, below 1 demoted; clamped to 1/8…8). */
  offers?: ReadonlyMap<string, number>;
  /** Category id → how much the query is about it (0–1), from shoppers' clicks; joins the catalog's own prediction. */
  categories?: ReadonlyMap<string, number>;
}

export interface TermExplain {
  word: string;
  term: string;
  kind: MatchKind;
  edits: number;
  fields: string[];
  score: number;
}

export interface OfferExplain {
  text: number;
  terms: TermExplain[];
  /**
   * Multipliers besides the text score: default boosts, adjacent words, what shoppers taught for this
   * query (`learned`), being in a category the query is about (`category`), and the code bonus.
   */
  boosts: {
    price: number;
    availability: number;
    popularity: number;
    rating: number;
    proximity: number;
    learned: number;
    category: number;
    sku: number;
  };
  step: SearchStep['type'];
}

export type MatchKind = 'exact' | 'stem' | 'prefix' | 'fuzzy' | 'layout' | 'translit' | 'synonym';

export interface SearchHit {
  offer: EngineOffer;
  score: number;
  explain?: OfferExplain;
}

export interface FacetOption {
  id: string;
  name: string;
  hits: number;
}

export type Facet =
  | { id: string; name: string; type: 'multiple'; options: FacetOption[] }
  /** `unit`: the unit every value of the param is given in ('см' for '55 см'), absent for bare numbers and the price. */
  | { id: string; name: string; type: 'range'; options: { min: number; max: number }; unit?: string };

export interface CategoryGroup {
  id: string;
  name: string;
  hits: number;
  score: number;
}

export interface SearchResult {
  /** Offers matching query and filters, before paging. */
  hits: number;
  offers: SearchHit[];
  facets: Facet[];
  categories: CategoryGroup[];
  /** The query as understood, when a word was corrected (typo, keyboard layout, transliteration). */
  correctedQuery?: string;
  /** The search step that produced the result. */
  step: SearchStep['type'] | 'none';
}

export interface CompleteRequest {
  query: string;
  /** Query completions. Default 5. */
  suggestions?: number;
  /** Offers. Default 4 (widget default). */
  offers?: number;
  /** Categories. Default 3. */
  categories?: number;
  /** Brands. Default 4. */
  brands?: number;
  filters?: SearchFilters;
  popularity?: SearchRequest['popularity'];
  popularityBoost?: SearchRequest['popularityBoost'];
  stemExceptions?: SearchRequest['stemExceptions'];
  regionId?: SearchRequest['regionId'];
}

/** [start, end) character ranges of the displayed text that matched the typed query. */
export type MatchRanges = Array<[number, number]>;

export interface CompleteResult {
  suggestions: Array<{ text: string; hits: number; ranges: MatchRanges }>;
  offers: Array<{ offer: EngineOffer; score: number; ranges: MatchRanges }>;
  categories: Array<{ id: string; name: string; hits: number; ranges: MatchRanges }>;
  brands: Array<{ name: string; hits: number; ranges: MatchRanges }>;
}

/** Parsed synonym rules; build once with `parseSynonyms` and reuse across queries. */
export interface SynonymSet {
  readonly rules: ReadonlyArray<{ from: string[]; to: string[][] }>;
}
