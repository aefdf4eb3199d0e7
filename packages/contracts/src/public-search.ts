/**
 * Wire shapes of the public search API on SEARCH_PORT (DESIGN.md §4): what the server sends and what
 * the widget, scrapers and shop back ends read. Plain types, no zod, so the widget bundle can take them.
 */
import type { EventType } from './events';
import type { TradeWidgetResponse } from './trade-widgets';

/**
 * The `client` of searches the shop owner makes (the console's previews, test queries and pickers,
 * the widget previewed on the shop's own site): answered like any other, never counted in statistics,
 * popular queries, the plan's monthly queries or what search learns from shoppers.
 */
export const OWNER_CLIENT = 'vitrina-owner';

/** Why a project answers with nothing: stopped, catalog not indexed yet, or a plan that stops search. */
export type SearchStopReason = 'stopped' | 'unpaid' | 'notIndexed' | 'planExpired' | 'queryLimitExceeded';

/** An offer as search, find-by-id and trade widgets answer it. */
export interface ApiOffer {
  id: string;
  name: string;
  url: string | null;
  price: number | null;
  oldPrice: number | null;
  currency: string | null;
  available: boolean;
  /** Relevance, rounded to 3 decimals; 0 in find-by-id. */
  score: number;
  pictures: string[];
  /** The first of `categories`, or null. */
  category: { id: string; name: string } | null;
  categories: Array<{ id: string; name: string }>;
  /** The feed's offer code, else its vendor code. */
  offerCode: string | null;
  vendor: string | null;
  /** Param name → value; a name repeated in the feed gives an array. */
  params: Record<string, string | string[]>;
  /** Score explanation, only with debug=31337. */
  explain?: unknown;
}

/** Sort orders of a search; 'relevance' is the default. */
export const SEARCH_SORTS = ['relevance', 'price_asc', 'price_desc', 'popularity', 'rating', 'novelty'] as const;
export type SearchSort = (typeof SEARCH_SORTS)[number];

/** Bounds of a range filter; null or missing is open. */
export interface SearchRange {
  from?: number | null;
  to?: number | null;
}

export interface SearchFilters {
  /** Param name → accepted values (any of them). */
  params?: Record<string, string[]>;
  /** Param name → bounds, for params the owner shows as ranges. */
  paramRanges?: Record<string, SearchRange>;
  vendors?: string[];
  price?: SearchRange;
  /** This category and the ones below it. */
  categoryId?: string | null;
  /** true: only available offers. */
  available?: boolean;
}

/**
 * The request of GET and POST /api/{projectId}/search, as a JSON body. GET takes the same fields in the
 * query string, with `groupByCategories` and `filters` as JSON text. Defaults: skip 0, limit 24 (GET) or 100 (POST).
 */
export interface SearchParams {
  query: string;
  skip?: number;
  limit?: number;
  /** Results grouped by category: `size` offers per group (default 10) from group `skip` (default 0). */
  groupByCategories?: { active?: boolean; size?: number; skip?: number };
  filters?: SearchFilters;
  sort?: SearchSort;
  client?: string;
  locale?: string;
  userId?: string;
  firstInSession?: boolean;
  regionId?: string;
  segmentId?: string;
  /** '31337' adds `explain` to every offer. */
  debug?: string;
}

/** A category of the results (the top categories, or the groups with groupByCategories). */
export interface SearchCategory {
  id: string;
  name: string;
  hits: number;
  score: number;
}

export interface SearchFacetOption {
  id: string;
  name: string;
  hits: number;
}

/** A facet of the results; the category facet has id 'category'. */
export type SearchFacet =
  | { id: string; name: string; type: 'multiple'; options: SearchFacetOption[] }
  /**
   * A range carries its bounds twice: as min/max and as the options 'min' and 'max' (hits 0); `unit`
   * when the param's values are numbers of one unit ('см' for '55 см'), absent otherwise.
   */
  | { id: string; name: string; type: 'range'; min: number; max: number; unit?: string; options: SearchFacetOption[] };

/** The answer of /api/{projectId}/search. */
export interface SearchAnswer {
  /** Offers pinned by a merchandising rule, first in `offers`. */
  topOffersIds: string[];
  offers: ApiOffer[];
  /** Always null; kept for clients of the original API. */
  extraOffers: null;
  /** Always empty; kept for clients of the original API. */
  ads: never[];
  /** Offers found in all, before paging. */
  hits: number;
  categories: SearchCategory[];
  /** The facets. */
  params: SearchFacet[];
  /** The query as understood, when a word was corrected. */
  correctedQuery?: string;
  /** A redirect rule matched: the client goes to this URL (the rest is empty). */
  redirect?: string;
  /** Set when the project answers with nothing on purpose. */
  reason?: SearchStopReason;
}

/** Text of a completion: `html` is escaped with the matched part in <b>. */
export interface HighlightedText {
  html: string;
  plain: string;
}

export interface CompletionPopularItem {
  type: 'popular';
  text: HighlightedText;
  /** Times it was searched. */
  hits: number;
}
export interface CompletionSuggestionItem {
  type: 'suggestion';
  text: HighlightedText;
  hits: number;
}
export interface CompletionCategoryItem {
  type: 'category';
  id: string;
  text: HighlightedText;
  hits: number;
}
export interface CompletionBrandItem {
  type: 'brand';
  text: HighlightedText;
  hits: number;
}
/** An offer among the completions (also the items of `special_offers`). */
export interface CompletionOfferItem {
  type: 'offer';
  id: string;
  offer_code: string | null;
  text: HighlightedText;
  offer: { id: string; name: string; available: boolean; pictures: string[]; vendor: string | null };
  price: number | null;
  oldPrice: number | null;
  currency: string | null;
  url: string | null;
  /** The first picture, or null. */
  picture: string | null;
}
export type CompletionItem =
  | CompletionPopularItem
  | CompletionSuggestionItem
  | CompletionCategoryItem
  | CompletionBrandItem
  | CompletionOfferItem;

/**
 * The answer of GET /api/{projectId}/completions?query&completionSettings. Group sizes come from
 * completionSettings (defaults: popular 4, categories 3, brands 4, offers 4, suggestions 0, special_offers 0).
 */
export interface CompletionsAnswer {
  /** Every group's items in one list, in the order completionSettings names the groups. */
  searchBox: CompletionItem[];
  popular: CompletionPopularItem[];
  categories: CompletionCategoryItem[];
  brands: CompletionBrandItem[];
  /** Always empty: the history is the client's own. */
  history: never[];
  suggestions: CompletionSuggestionItem[];
  /** Offers of the query with an old price above the price. */
  special_offers: CompletionOfferItem[];
  offers: CompletionOfferItem[];
  reason?: SearchStopReason;
}

/** An offer of the v2 completions: `offerCode` in camelCase. */
export type CompletionV2OfferItem = Omit<CompletionOfferItem, 'offer_code'> & { offerCode: string | null };

/** The answer of GET /api/v2/{projectId}/completions. */
export interface CompletionsV2Answer {
  offers: CompletionV2OfferItem[];
  categories: CompletionCategoryItem[];
  brands: CompletionBrandItem[];
  suggestions: CompletionSuggestionItem[];
  popular: CompletionPopularItem[];
  reason?: SearchStopReason;
}

/** The answer of GET /api/{projectId}/find-by-id?id (404 when none is found); score is 0. */
export interface FindByIdAnswer {
  offers: ApiOffer[];
}

/** The answer of GET /api/{projectId}/widgets/{widgetId}. */
export type TradeWidgetAnswer = TradeWidgetResponse<ApiOffer>;

/**
 * One event of POST /api/{projectId}/events as a client sends it. The server also takes numbers for the
 * ids and shop text for `price` ('1 299,50'); each event is checked on its own (trackerEventSchema).
 */
export interface PublicEvent {
  type: EventType;
  /** A custom event's name; the widget id of widgetImpression / widgetClick. */
  name?: string;
  userId: string;
  offerId?: string;
  query?: string;
  orderId?: string;
  price?: number;
  quantity?: number;
  url?: string;
  /** Client time in ms. */
  ts?: number;
}

/** The body of POST /api/{projectId}/events: 1 to MAX_EVENTS_PER_REQUEST events. */
export interface EventsBody {
  events: PublicEvent[];
}

/** The 202 answer of POST /api/{projectId}/events: bad events come back by index with their errors. */
export interface EventsAnswer {
  accepted: number;
  rejected: Array<{ index: number; errors: Record<string, string[]> }>;
}
