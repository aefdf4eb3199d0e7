import type { FeedError } from './errors';

/** One product of a feed, the same shape whichever format it came from. */
export interface FeedOffer {
  id: string;
  groupId: string | null;
  /** Display name; built as `typePrefix vendor model` for vendor.model offers without <name>; '' when the feed has none. */
  name: string;
  vendor: string | null;
  vendorCode: string | null;
  brandId: string | null;
  model: string | null;
  typePrefix: string | null;
  url: string | null;
  /** Plain text: tags stripped, HTML entities decoded, whitespace collapsed. */
  description: string;
  /** The description as safe HTML: only b, strong, i, em, u, br, p, ul, ol, li, without attributes. */
  snippet: string;
  offerLabel: string | null;
  /** Only from an explicit offerCode/offer_code element or column; never copied from vendorCode. */
  offerCode: string | null;
  /** The first of categoryIds. */
  categoryId: string | null;
  categoryIds: string[];
  price: number | null;
  oldPrice: number | null;
  currencyId: string | null;
  available: boolean;
  pictures: string[];
  barcodes: string[];
  salesNotes: string | null;
  params: Array<{ name: string; value: string; unit: string | null }>;
  rating: number | null;
  reviewCount: number | null;
}

export interface FeedCategory {
  id: string;
  name: string;
  parentId: string | null;
  url: string | null;
}

export interface FeedBrand {
  id: string | null;
  name: string;
  url: string | null;
}

export interface FeedShop {
  kind: 'shop';
  name: string | null;
  company: string | null;
  url: string | null;
  currencies: Array<{ id: string; rate: string | null }>;
}

export type FeedItem =
  | FeedShop
  | { kind: 'category'; category: FeedCategory }
  | { kind: 'brand'; brand: FeedBrand }
  | { kind: 'offer'; offer: FeedOffer }
  /** An offer that could not be read: broken XML inside it under ignoreXmlErrors, or a missing id. */
  | { kind: 'skipped'; error: FeedError };

export interface ReadOptions {
  /** Keep reading past XML errors: bare `&` are escaped, offers with errors are yielded as 'skipped'. Default false. */
  ignoreXmlErrors?: boolean;
  /** Drop bytes that are not valid in the feed's encoding instead of failing with FEED_ENCODING_INVALID. Default false. */
  cutNonUtf8?: boolean;
  /** Param name or child element name (case-insensitive) holding the rating. Default none (rating stays null). */
  ratingField?: string;
  /** Param name or child element name (case-insensitive) holding the review count. Default none. */
  reviewCountField?: string;
  /** Stops reading with FEED_ABORTED, even while waiting for the next chunk. Default none. */
  signal?: AbortSignal;
  /** CSV: longest record (characters) before FEED_LINE_TOO_LONG. YML: longest declaration prefix. Default 1 MiB. */
  maxLineLength?: number;
  /** YML: deepest element nesting before FEED_TOO_DEEP. Default 64. */
  maxDepth?: number;
  /** YML with ignoreXmlErrors: errors tolerated before FEED_TOO_MANY_ERRORS. Default 1000. */
  maxErrors?: number;
}

export const DEFAULT_MAX_LINE_LENGTH = 1024 * 1024;
export const DEFAULT_MAX_DEPTH = 64;
export const DEFAULT_MAX_ERRORS = 1000;
