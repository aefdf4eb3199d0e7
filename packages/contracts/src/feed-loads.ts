import type { Project } from './sources';

/** One feed load, as GET /sources/{id} (feedLoad) and the load history (GET /sources/{id}/logs/system) answer it. */
export type FeedLoadStatus = 'process' | 'success' | 'failed' | 'held' | 'stopped';

export interface FeedLoadError {
  /** A message key ('feeds.parseFailed'). */
  code: string;
  /** Already localized by the server (Accept-Language). */
  message: string;
  line: number | null;
  column: number | null;
}

export interface FeedLoad {
  id: number;
  status: FeedLoadStatus;
  startedAt: number;
  finishedAt: number | null;
  bytes: number;
  offers: number;
  skipped: number;
  /** Offers the feed has in all, also past the plan's limit; null while reading. */
  feedOffers: number | null;
  /** Offers of the feed the project's indexing rules removed from the index. */
  removedByRules: number;
  /** Offer links and pictures the load dropped because they were neither http(s) nor relative (javascript:, data:). */
  unsafeLinks: number;
  /** Set when the feed's first bytes showed another format than the saved one: the load read (and saved) this one. */
  detectedFormat: 'YML' | 'CSV' | null;
  error: FeedLoadError | null;
  /** What each of the project's merchandisingUrls gave this load (the server always sends it, [] without them). */
  merchandising?: MerchandisingFeedResult[];
}

/** One merchandising feed of a load: rules taken, lines refused (the first 100, localized) and a fetch or format error. */
export interface MerchandisingFeedResult {
  url: string;
  rules: number;
  rejectedCount: number;
  rejected: Array<{ line: number; errors: Record<string, string[]> }>;
  error: string | null;
}

/** exceedsAllowOffersMsg numbers: the plan allows offersLimit, the feed has offersCount. */
export interface ExceedsAllowOffers {
  offersLimit: number;
  offersCount: number;
}

/** The project as GET /sources/{id} answers it: the client form plus the state of its feed. */
export type ProjectDetail = Project & {
  feedLoad: FeedLoad | null;
  exceedsAllowOffers: ExceedsAllowOffers | null;
};

/** POST /sources/{id}/indexing-rules/preview: what rules would do to the live catalog (Offer: the catalog offer shape). */
export interface RulesPreview<Offer> {
  /** Offers in the live catalog. */
  total: number;
  /** Offers the rules were tried on (all of them unless the preview's time budget ran out). */
  scanned: number;
  /** Offers at least one rule matched; of them, those the rules changed and those they removed. */
  matched: number;
  changed: number;
  removed: number;
  /** Per rule, in the order sent (a disabled rule matches nothing): how many offers it matched. */
  rules: Array<{ matched: number }>;
  /** The first changed or removed offers, before and after (after is null for a removed one); never unchanged ones. */
  samples: Array<{ before: Offer; after: Offer | null }>;
}
