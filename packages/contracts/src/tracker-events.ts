/**
 * Tracker events (spec §3 "Tracker event") as saved in the project's settings: what the console
 * edits and the tracker script runs. Kept free of zod so the widget bundle can take it.
 */

export const TRACKER_EVENT_TYPES = [
  'view',
  'pageView',
  'click',
  'cart',
  'removeFromCart',
  'wishlist',
  'removeFromWishlist',
  'checkout',
  'purchase',
  'custom',
] as const;
export type TrackerEventType = (typeof TRACKER_EVENT_TYPES)[number];

export const TRACKER_TRIGGERS = ['click', 'pageView', 'timer', 'submit'] as const;
export type TrackerTrigger = (typeof TRACKER_TRIGGERS)[number];

export const TRACKER_PARAM_NAMES = ['offerId', 'price', 'quantity', 'orderId', 'query'] as const;
export type TrackerParamName = (typeof TRACKER_PARAM_NAMES)[number];

/** One value an event carries: read from `path` (its text, or `attribute`), or the fixed `value`. */
export interface TrackerParam {
  name: TrackerParamName;
  /** CSS selector ("tag path"), looked up in the search scope. */
  path?: string;
  /** Read this attribute of the element instead of its text. */
  attribute?: string;
  /** A fixed value; wins over `path`. */
  value?: string;
}

export interface TrackerEventConfig {
  eventType: TrackerEventType;
  /** The event name value (custom events). §5: needs `eventNamePath`. */
  eventName?: string;
  /**
   * The event name path: with `pathAsEventName` the text of this element is the name; otherwise the event is
   * recorded as `eventName` only when this element is found in the search scope.
   */
  eventNamePath?: string;
  pathAsEventName?: boolean;
  trigger: TrackerTrigger;
  /** The trigger button (click) or form / submit button (submit). */
  buttonSelector?: string;
  /** URL path patterns where the event is active ('*' matches anything); none means every page. */
  urlPaths?: string[];
  /** timer: fires after this many seconds on the page. */
  timeSeconds?: number;
  /** Where values are looked up: the whole document, or the clicked element's card (closest `parentPath`). */
  searchType?: 'global' | 'card';
  parentPath?: string;
  params?: TrackerParam[];
  /** Each product line (checkout/purchase): one event per line, its params read inside the line. */
  productsPath?: string;
  /** The container of the product lines. */
  containerName?: string;
}
