import type { CompiledFormula } from '../formula/formula';
import type { EngineOffer } from '../types';

/** What a trade widget shows (spec §9 widget types). */
export type RecommendationType =
  | 'popular'
  | 'recently'
  | 'similar_by_text'
  | 'similar_by_photo'
  | 'discount'
  | 'personal'
  | 'empty'
  | 'with_this_product_view'
  | 'with_this_product_buy'
  | 'with_this_product_buy_with_view'
  | 'with_this_product_buy_with_search'
  | 'personal_popular'
  /** Spec §9 "personal with category": personal, within the page's (or the product's) category. */
  | 'personal_category';

/**
 * One shopper action as the recommender learns from it. 'view' covers product views and clicks;
 * 'search' is a query without an offer (a following view counts as reached through search).
 */
export interface RecEvent {
  type: 'view' | 'cart' | 'wishlist' | 'purchase' | 'search';
  userId: string;
  offerId?: string | null;
  /** Milliseconds since the epoch. */
  ts: number;
  /** A search query the event came with (a click on a search result carries it). */
  query?: string | null;
  quantity?: number | null;
}

/** Picture features of one offer: a 4×4×4 RGB histogram (64 bins summing to about 255) and a 64-bit dHash. */
export interface PictureFeatures {
  histogram: Uint8Array;
  /** dHash as two 32-bit halves [high, low]. */
  hash: readonly [number, number];
}

export interface RecommendRequest {
  type: RecommendationType;
  /** The visitor (tracker userId); needed by recently, personal and personal_popular. */
  userId?: string | null;
  /** The current product: needed by the similar_* and with_this_product_* types, always excluded. */
  productId?: string | null;
  /** Only offers of this category. */
  categoryId?: string | null;
  /** Offers the page knows the visitor viewed, newest first (merged with what the events say). */
  recentIds?: readonly string[];
  /** Default 12. */
  limit?: number;
  /** The clock, in ms (default Date.now()): decay and session boundaries read it. */
  now?: number;
  /** Relevance formula applied to the candidates (vars as in search; `score` is the model's score). */
  scoreFormula?: CompiledFormula | null;
}

export interface Recommendation {
  offer: EngineOffer;
  score: number;
}
