/** Every default of the recommender in one place (see README.md). */
export interface RecommendOptions {
  /** A visitor's session ends after this much silence. Default 30 min. */
  sessionGapMs: number;
  /** Half-life of popularity: an event this old counts half. Default 14 days. */
  popularityHalfLifeMs: number;
  /** Popularity weight per event type. Defaults: view 1, wishlist 2, cart 3, purchase 5 (per unit, up to 10). */
  weights: { view: number; wishlist: number; cart: number; purchase: number };
  /** Co-occurrences seen fewer times than this recommend nothing. Default 2. */
  minSupport: number;
  /** Neighbours kept per offer and relation (space-saving counters beyond it). Default 64. */
  maxNeighbours: number;
  /** Distinct offers per session taken into co-occurrence. Default 30. */
  maxSessionItems: number;
  /** A view within this time after a search counts as reached through search. Default 10 min. */
  searchWindowMs: number;
  /** Visitors remembered (least recently active forgotten first). Default 200 000. */
  maxVisitors: number;
  /** Viewed and bought offers remembered per visitor. Default 30. */
  historySize: number;
  /** The popularity order is re-sorted at most this often while events arrive. Default 2 s. */
  popularRefreshMs: number;
  /** Per-product similarity answers kept (least recently used dropped). Default 20 000. */
  similarCacheSize: number;
  /** Default number of offers answered. Default 12. */
  limit: number;
}

export const DEFAULT_RECOMMEND_OPTIONS: RecommendOptions = {
  sessionGapMs: 30 * 60_000,
  popularityHalfLifeMs: 14 * 24 * 3600_000,
  weights: { view: 1, wishlist: 2, cart: 3, purchase: 5 },
  minSupport: 2,
  maxNeighbours: 64,
  maxSessionItems: 30,
  searchWindowMs: 10 * 60_000,
  maxVisitors: 200_000,
  historySize: 30,
  popularRefreshMs: 2000,
  similarCacheSize: 20_000,
  limit: 12,
};
