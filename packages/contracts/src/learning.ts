/**
 * Learned ranking (what search learned from shoppers' clicks, carts and purchases after searches):
 * the project's switch and strength, and the console's view and reset of what was learned.
 * Zod-free on purpose: the console reads these shapes without the validators.
 */

/** Settings keys: `learningEnabled` (default on) and `learningStrength` (0–100, default 50). */
export const LEARNING_DEFAULTS = { learningEnabled: true, learningStrength: 50 } as const;
export const LEARNING_STRENGTH_MAX = 100;

/** Queries listed per page of the console's view. */
export const LEARNING_PAGE_SIZE = 50;
/** Offers one query keeps learned signals for at most (the most evidence wins); bounds memory per project. */
export const LEARNED_OFFERS_PER_QUERY = 50;
/** Queries one project keeps learned signals for at most (the most evidence wins). */
export const LEARNED_QUERIES_PER_PROJECT = 5000;

/** Shoppers' response to one offer shown for one query, and what search made of it. */
export interface LearnedOffer {
  offerId: string;
  /** The offer's name in the live catalog; null when the offer has left the feed. */
  name: string | null;
  /** Score multiplier search applies for this query: above 1 promoted, below 1 demoted. */
  multiplier: number;
  /** Searches (distinct shoppers) that showed the offer for this query. */
  impressions: number;
  /** Expected looks at the offer: impressions weighed by how often shoppers look that far down. */
  examined: number;
  clicks: number;
  carts: number;
  purchases: number;
  /** Distinct shoppers behind the evidence. */
  visitors: number;
}

/** One query search learned about (queries sharing their corrected form are one). */
export interface LearnedQuery {
  /** The normalised, corrected form the evidence is kept under. */
  key: string;
  /** The most asked way shoppers typed it. */
  query: string;
  promoted: number;
  demoted: number;
  impressions: number;
  clicks: number;
  carts: number;
  purchases: number;
  /** ISO time of the newest evidence. */
  lastEventAt: string | null;
}

/** GET /v2/sources/:id/learning?search=&skip= */
export interface LearnedQueriesAnswer {
  enabled: boolean;
  strength: number;
  total: number;
  queries: LearnedQuery[];
}

/** GET /v2/sources/:id/learning/query?key= */
export interface LearnedQueryAnswer {
  key: string;
  query: string;
  /** Categories the query is about, learned from shoppers' clicks (share 0–1). */
  categories: Array<{ id: string; name: string | null; share: number }>;
  offers: LearnedOffer[];
}
