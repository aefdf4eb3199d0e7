import type { TrackerEventConfig } from '../tracker/core/config';

/** Widget configuration (spec §3 "Project settings" and "Default widget settings"). Every field is optional on the wire. */

export type WidgetKind = 'classic' | 'complex' | 'v3';
export type Locale = 'ru' | 'en' | 'tr' | 'es' | 'pt';
export type OfferLayout = 'row' | 'column' | 'rowMini' | 'columnMini';
export type OfferBlock = 'image' | 'content' | 'info' | 'labels' | 'name' | 'price' | 'cart' | 'reviews' | 'description' | 'additional';
export type HookName =
  | 'addToCart'
  | 'removeFromCart'
  | 'wishlistAdd'
  | 'wishlistRemove'
  | 'increaseQuantity'
  | 'decreaseQuantity'
  | 'popupOpen'
  | 'search'
  | 'completions'
  | 'offerClick'
  | 'popupClose';
export type SourceStatus = 'new' | 'wait' | 'process' | 'success' | 'failed' | 'stopped' | 'unpaid';

export interface CompletionSettings {
  history: number;
  popular: number;
  categories: number;
  brands: number;
  offers: number;
  suggestions: number;
}

export interface CustomText {
  name: string;
  default?: string;
  custom?: string;
  hidden?: boolean;
}

export interface WidgetSettings {
  /** 'classic' modal, 'complex' (embedded into `selector`) or 'v3' modal (completions column + results). Default 'v3'. */
  kind: WidgetKind;
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
  fonts: { primary: string; secondary: string };
  colors: { primary: string; secondary: string; background: string; textPrimary: string; textSecondary: string };
  /** Items per completions group. Default history 3, popular 4, categories 3, brands 4, offers 4, suggestions 0. */
  completionSettings: CompletionSettings;
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
  customTexts: CustomText[];
  /** CSS text injected after the widget's own styles. */
  customStyles: string;
  /** JS function bodies (argument `data`) or names of global functions. */
  eventHooks: Partial<Record<HookName, string>>;
  enableTesting: { enabled: boolean; shareA: number; codeA: string; codeB: string };
  metrika: { mode: 'auto' | 'manual' | 'disabled'; counterId: string };
  /** Debug mode: requests carry debug=31337 and offers show their score explanation. Default false. */
  debug: boolean;
  /** Tracker events (spec §3), validated by the tracker (src/tracker/core/config.ts). Default []. */
  trackerEvents: TrackerEventConfig[];
}

/** The object the per-project loader pushes to window.VitrinaConfigs. */
export interface WidgetConfig {
  projectId: string;
  apiUrl: string;
  sourceStatus?: SourceStatus;
  debug?: boolean;
  consoleUrl?: string;
  fallbackScriptUrl?: string;
  settings?: DeepPartial<WidgetSettings>;
}

export type DeepPartial<T> = { [K in keyof T]?: T[K] extends unknown[] ? T[K] : T[K] extends object ? DeepPartial<T[K]> : T[K] };

export const DEFAULT_SETTINGS: WidgetSettings = {
  kind: 'v3',
  selector: '',
  locale: 'ru',
  limit: 36,
  columns: 3,
  gap: 32,
  limitNameChars: 0,
  fonts: { primary: 'inherit', secondary: 'inherit' },
  colors: { primary: '#2f6fed', secondary: '#ff7a00', background: '#ffffff', textPrimary: '#1d1d1f', textSecondary: '#6e6e73' },
  completionSettings: { history: 3, popular: 4, categories: 3, brands: 4, offers: 4, suggestions: 0 },
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

const KINDS: readonly string[] = ['classic', 'complex', 'v3'];
const LOCALES: readonly string[] = ['ru', 'en', 'tr', 'es', 'pt'];
const LAYOUTS: readonly string[] = ['row', 'column', 'rowMini', 'columnMini'];

function isPlainObject(value: unknown): value is Record<string, unknown> {
  return typeof value === 'object' && value !== null && !Array.isArray(value);
}

/** Merges `patch` over `base` key by key; a value of another type than the default is ignored. */
function mergeDeep<T>(base: T, patch: unknown): T {
  if (!isPlainObject(base) || !isPlainObject(patch)) return base;
  const out: Record<string, unknown> = { ...base };
  for (const [key, value] of Object.entries(patch)) {
    const current = out[key];
    if (value === undefined || value === null) continue;
    if (isPlainObject(current)) out[key] = mergeDeep(current, value);
    else if (current === undefined || typeof current === typeof value || (Array.isArray(current) && Array.isArray(value))) {
      out[key] = value;
    } else if (typeof current === 'number' && typeof value === 'string' && value.trim() !== '' && Number.isFinite(Number(value))) {
      out[key] = Number(value);
    }
  }
  return out as T;
}

/** The settings a widget runs with: the §3 defaults, then what the project saved; unknown enum values fall back. */
export function resolveSettings(partial: unknown): WidgetSettings {
  const s = mergeDeep(DEFAULT_SETTINGS, partial);
  if (!KINDS.includes(s.kind)) s.kind = DEFAULT_SETTINGS.kind;
  if (!LOCALES.includes(s.locale)) s.locale = DEFAULT_SETTINGS.locale;
  if (!LAYOUTS.includes(s.offerLayout)) s.offerLayout = DEFAULT_SETTINGS.offerLayout;
  s.limit = clamp(s.limit, 1, 100, DEFAULT_SETTINGS.limit);
  s.columns = clamp(s.columns, 1, 8, DEFAULT_SETTINGS.columns);
  s.gap = clamp(s.gap, 0, 200, DEFAULT_SETTINGS.gap);
  s.minimumFractionDigits = clamp(s.minimumFractionDigits, 0, 4, 0);
  s.enableTesting.shareA = clamp(s.enableTesting.shareA, 0, 100, 50);
  return s;
}

function clamp(value: number, min: number, max: number, fallback: number): number {
  if (!Number.isFinite(value)) return fallback;
  return Math.min(max, Math.max(min, Math.round(value)));
}
