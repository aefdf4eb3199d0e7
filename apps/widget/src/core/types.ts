/** Wire shapes of the public search API (DESIGN.md §4) as the widget reads them. */

export interface HighlightText {
  html: string;
  plain: string;
}

export interface CompletionItem {
  type: 'popular' | 'suggestion' | 'history' | 'category' | 'brand' | 'offer' | 'special_offer' | string;
  id?: string;
  text: HighlightText;
  hits?: number;
  offer_code?: string;
  offer?: { id: string; name: string; available: boolean; pictures?: string[]; vendor?: string };
  price?: number | null;
  oldPrice?: number | null;
  currency?: string;
  url?: string;
  picture?: string;
}

/** The reason a project answers without results: it is stopped, not indexed yet, or unpaid. */
export type ApiReason = 'stopped' | 'notIndexed' | 'unpaid';

export interface CompletionsResponse {
  searchBox?: CompletionItem[];
  popular?: CompletionItem[];
  suggestions?: CompletionItem[];
  categories?: CompletionItem[];
  brands?: CompletionItem[];
  offers?: CompletionItem[];
  special_offers?: CompletionItem[];
  history?: CompletionItem[];
  reason?: ApiReason;
}

export interface Offer {
  id: string;
  name: string;
  url: string;
  price: number | null;
  oldPrice: number | null;
  currency: string;
  available: boolean;
  score?: number;
  pictures?: string[];
  category?: { id: string; name: string } | null;
  categories?: { id: string; name: string }[];
  offerCode?: string;
  vendor?: string;
  description?: string;
  params?: Record<string, string | string[]>;
  explain?: unknown;
}

export interface FacetOption {
  id: string;
  name: string;
  hits: number;
}

export interface Facet {
  id: string;
  name: string;
  type: 'multiple' | 'range';
  options: FacetOption[];
  min?: number;
  max?: number;
}

export interface SearchResponse {
  offers: Offer[];
  hits: number;
  categories?: { id: string; name: string; hits: number; score?: number }[];
  params?: Facet[];
  correctedQuery?: string;
  redirect?: string;
  reason?: ApiReason;
}

export type SortKey = 'relevance' | 'price_asc' | 'price_desc' | 'popularity' | 'rating' | 'novelty';

export interface SearchFilters {
  params?: Record<string, string[]>;
  vendors?: string[];
  price?: { from?: number; to?: number };
  /** Ranges of the params the shop shows as ranges: name → bounds. */
  paramRanges?: Record<string, { from?: number; to?: number }>;
  categoryId?: string;
  available?: boolean;
}

export interface SearchRequest {
  query: string;
  skip: number;
  limit: number;
  filters: SearchFilters;
  sort?: SortKey;
  groupByCategories?: { active: boolean; size: number; skip: number };
  userId: string;
  locale: string;
  client: 'widget';
  firstInSession: boolean;
  regionId?: string;
  segmentId?: string;
  debug?: '31337';
}

export interface WidgetEvent {
  type: 'click' | 'cart' | 'removeFromCart' | 'wishlist' | 'removeFromWishlist' | 'widgetImpression' | 'widgetClick';
  /** The trade widget id of carousel events. */
  name?: string;
  userId: string;
  offerId?: string;
  query?: string;
  url?: string;
  price?: number;
  quantity?: number;
  ts: number;
}
