/**
 * The search widget's settings (spec §3 "Project settings" and "Default widget settings") and what a
 * project's widget starts with. The widget runs with them; the console's form shows them. Kept free of
 * zod so the widget bundle can take it.
 */
import type { Locale } from './locales';
import type { TrackerEventConfig } from './tracker-events';

/** 'classic' modal, 'complex' (embedded into `selector`) or 'v3' modal (completions column + results). */
export const SEARCH_WIDGET_KINDS = ['classic', 'complex', 'v3'] as const;
export type SearchWidgetKind = (typeof SEARCH_WIDGET_KINDS)[number];

export const OFFER_LAYOUTS = ['row', 'column', 'rowMini', 'columnMini'] as const;
export type OfferLayout = (typeof OFFER_LAYOUTS)[number];

export const OFFER_BLOCKS = [
  'image',
  'content',
  'info',
  'labels',
  'name',
  'price',
  'cart',
  'reviews',
  'description',
  'additional',
] as const;
export type OfferBlock = (typeof OFFER_BLOCKS)[number];

/** Events the shop can hook into (settings.eventHooks, vitrina('on', …)). */
export const WIDGET_HOOK_NAMES = [
  'addToCart',
  'removeFromCart',
  'wishlistAdd',
  'wishlistRemove',
  'increaseQuantity',
  'decreaseQuantity',
  'popupOpen',
  'search',
  'completions',
  'offerClick',
  'popupClose',
] as const;
export type WidgetHookName = (typeof WIDGET_HOOK_NAMES)[number];

/** Items per completions group, as the widget asks for them. */
export interface WidgetCompletionSettings {
  history: number;
  popular: number;
  categories: number;
  brands: number;
  offers: number;
  suggestions: number;
  /** Offers of the query on sale (old price above the price); 0 switches the group off. */
  special_offers: number;
}

/** A text of the widget replaced or hidden by the project; `name` is the widget's message key. */
export interface WidgetCustomText {
  name: string;
  default?: string;
  custom?: string;
  hidden?: boolean;
}

/** Every setting of the search widget; on the wire each one is optional and the defaults fill the rest. */
export interface SearchWidgetSettings {
  /** Default 'v3'. */
  kind: SearchWidgetKind;
  /** Host element(s): for modal kinds the elements whose click/focus opens the widget, for 'complex' the container. Default ''. */
  selector: string;
  /** Language of the widget's own texts. Default 'ru'. */
  locale: Locale;
  /** Offers per results page. Default 36. */
  limit: number;
  /** Grid columns on desktop. Default 3. */
  columns: number;
  /** Grid gap in px. Default 32. */
  gap: number;
  /** Offer names longer than this are cut with '…'; 0 keeps them whole. Default 0. */
  limitNameChars: number;
  /** Default 'inherit' both. */
  fonts: { primary: string; secondary: string };
  colors: { primary: string; secondary: string; background: string; textPrimary: string; textSecondary: string };
  /** Default history 3, popular 4, categories 3, brands 4, offers 4, suggestions 0, special_offers 0 (off). */
  completionSettings: WidgetCompletionSettings;
  /** Completions show how many offers each suggestion finds (the project's hasCompletionsHits, spec §3). Default false. */
  completionsHits: boolean;
  /** Ratings shown as whole numbers (the project's isIntRating, spec §3). Default false. */
  intRating: boolean;
  /** Popular offers shown when a search finds nothing. Default 8. */
  noResultsPopularCount: number;
  /** Only available offers are asked for. Default false. */
  onlyAvailable: boolean;
  /** Results of a query without filters are grouped by category. Default false. */
  groupCategories: boolean;
  /** Offers per category group. Default 6. */
  groupByCategoriesSize: number;
  /** Fraction digits of prices; 0 trims zeros (12 650, 12 650,5). Default 0. */
  minimumFractionDigits: number;
  /** A catalog button (categories of the shop). Default false. */
  showCatalog: boolean;
  /** 'To cart' buttons on offers; an offer in the cart shows a quantity control (− count +) instead. Default false. */
  showCart: boolean;
  /** A wishlist heart on offers (wishlistAdd / wishlistRemove hooks; kept in localStorage per project). Default false. */
  showWishlist: boolean;
  /** A cart counter in the widget header. Default false. */
  cartCount: boolean;
  /** Refinement chips (categories of the results). Default true. */
  taps: boolean;
  /** A microphone button where the browser can recognise speech. Default false. */
  voiceInput: boolean;
  /** Offer links open in a new tab. Default false. */
  linkTargetBlank: boolean;
  /** Next page loads when the end of the list comes into view instead of a 'show more' button. Default false. */
  infiniteScroll: boolean;
  /** Default 'column'. */
  offerLayout: OfferLayout;
  /** Order of offer blocks; blocks after 'content' go inside the content column. */
  blocks: OfferBlock[];
  /** HTML template for an offer with {{name}}, {{price}}, {{oldPrice}}, {{url}}, {{picture}}, {{vendor}}, {{id}}, {{offerCode}}, {{category}}. Default ''. */
  customSnippet: string;
  /** SVG markup for arrows. Default '' (built-in arrow). */
  svgArrow: string;
  /** Default []. */
  customTexts: WidgetCustomText[];
  /** CSS text injected after the widget's own styles. Default ''. */
  customStyles: string;
  /** JS function bodies (argument `data`) or names of global functions. Default {}. */
  eventHooks: Partial<Record<WidgetHookName, string>>;
  /** The A/B test: segment A (shareA %) gets the widget and codeA, segment B codeB. Default off, 50. */
  enableTesting: { enabled: boolean; shareA: number; codeA: string; codeB: string };
  /** Metrika goals. Default 'disabled'. */
  metrika: { mode: 'auto' | 'manual' | 'disabled'; counterId: string };
  /** Debug mode: requests carry debug=31337 and offers show their score explanation. Default false. */
  debug: boolean;
  /** Tracker events (spec §3). Default []. */
  trackerEvents: TrackerEventConfig[];
}

/** What a project's search widget starts with for every setting it did not save. */
export const SEARCH_WIDGET_DEFAULTS: SearchWidgetSettings = {
  kind: 'v3',
  selector: '',
  locale: 'ru',
  limit: 36,
  columns: 3,
  gap: 32,
  limitNameChars: 0,
  fonts: { primary: 'inherit', secondary: 'inherit' },
  colors: { primary: '#2f6fed', secondary: '#ff7a00', background: '#ffffff', textPrimary: '#1d1d1f', textSecondary: '#6e6e73' },
  completionSettings: { history: 3, popular: 4, categories: 3, brands: 4, offers: 4, suggestions: 0, special_offers: 0 },
  completionsHits: false,
  intRating: false,
  noResultsPopularCount: 8,
  onlyAvailable: false,
  groupCategories: false,
  groupByCategoriesSize: 6,
  minimumFractionDigits: 0,
  showCatalog: false,
  showCart: false,
  showWishlist: false,
  cartCount: false,
  taps: true,
  voiceInput: false,
  linkTargetBlank: false,
  infiniteScroll: false,
  offerLayout: 'column',
  blocks: ['image', 'content', 'labels', 'name', 'price', 'info', 'reviews', 'cart'],
  customSnippet: '',
  svgArrow: '',
  customTexts: [],
  customStyles: '',
  eventHooks: {},
  enableTesting: { enabled: false, shareA: 50, codeA: '', codeB: '' },
  metrika: { mode: 'disabled', counterId: '' },
  debug: false,
  trackerEvents: [],
};
