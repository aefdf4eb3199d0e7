/** Widget configuration as the console edits it (spec §3 "Project settings"), split on save into settings and widgetSettings. */
export type WidgetKind = 'v3' | 'complex' | 'classic';
export type SearchStepType = 'exact' | 'all' | 'any';
export type MetrikaMode = 'auto' | 'manual' | 'disabled';
export type OfferLayout = 'row' | 'column' | 'rowMini' | 'columnMini';

export const WIDGET_KINDS: readonly WidgetKind[] = ['v3', 'complex', 'classic'];
export const SEARCH_STEP_TYPES: readonly SearchStepType[] = ['exact', 'all', 'any'];
export const OFFER_LAYOUTS: readonly OfferLayout[] = ['row', 'column', 'rowMini', 'columnMini'];
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
export const COLOR_KEYS = ['primary', 'secondary', 'background', 'textPrimary', 'textSecondary'] as const;
export const COMPLETION_KEYS = ['history', 'popular', 'categories', 'brands', 'offers', 'suggestions'] as const;
export const HOOK_NAMES = [
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
export const RANKING_CONSTRUCTIONS = ['a', 'b', 'c', 'd'] as const;
export const BEHAVIOUR_WINDOWS = ['week', '2weeks', 'month', '3months', '6months'] as const;

export type ColorKey = (typeof COLOR_KEYS)[number];
export type CompletionKey = (typeof COMPLETION_KEYS)[number];
export type HookName = (typeof HOOK_NAMES)[number];
/** '' is an empty number input (Mantine NumberInput's empty value). */
export type NumberField = number | '';

export interface SearchStep {
  type: SearchStepType;
  quantityGoods: NumberField;
  indexFields: string[];
}

export interface CustomText {
  name: string;
  default: string;
  custom: string;
  hidden: boolean;
}

export interface WidgetForm {
  kind: WidgetKind;
  selector: string;
  locale: string;
  limit: NumberField;
  columns: NumberField;
  gap: NumberField;
  limitNameChars: NumberField;
  fonts: { primary: string; secondary: string };
  colors: Record<ColorKey, string>;
  completionSettings: Record<CompletionKey, NumberField>;
  noResultsPopularCount: NumberField;
  minScore: NumberField;
  fuzziness: { mode: 'auto' | 'fixed'; low: NumberField; high: NumberField; fixed: NumberField };
  skuField: string;
  ratingField: string;
  reviewCountField: string;
  weightField: string;
  popularitySettings: string;
  globalParams: string[];
  facetsMaxCount: NumberField;
  searchSteps: SearchStep[];
  ignoredTokens: string[];
  categoryRangeType: string;
  rankingBehavioralFactorsTime: string;
  scriptScore: Array<{ segment: string; formula: string }>;
  customSort: Array<{ field: string; direction: 'asc' | 'desc' }>;
  ranking: Array<{ construction: (typeof RANKING_CONSTRUCTIONS)[number]; parameter: string; weight: NumberField }>;
  onlyAvailable: boolean;
  groupCategories: boolean;
  groupByCategoriesSize: NumberField;
  minimumFractionDigits: NumberField;
  showCatalog: boolean;
  showCart: boolean;
  cartCount: boolean;
  taps: boolean;
  voiceInput: boolean;
  linkTargetBlank: boolean;
  offerLayout: OfferLayout;
  blocks: string[];
  customCodeEnabled: boolean;
  customSnippet: string;
  svgArrow: string;
  customTexts: CustomText[];
  customStyles: string;
  eventHooks: Record<HookName, string>;
  enableTesting: { enabled: boolean; shareA: NumberField; shareB: NumberField; codeA: string; codeB: string };
  metrika: { mode: MetrikaMode; counterId: string };
  debug: boolean;
}

/** Spec §3 "Default widget settings"; the same values the widget falls back to (apps/widget DEFAULT_SETTINGS). */
export const DEFAULT_WIDGET_FORM: WidgetForm = {
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
  minScore: 0,
  fuzziness: { mode: 'auto', low: 3, high: 6, fixed: 1 },
  skuField: '',
  ratingField: '',
  reviewCountField: '',
  weightField: '',
  popularitySettings: '',
  globalParams: [],
  facetsMaxCount: 20,
  searchSteps: [
    { type: 'exact', quantityGoods: 10, indexFields: [] },
    { type: 'all', quantityGoods: 10, indexFields: [] },
    { type: 'any', quantityGoods: 10, indexFields: [] },
  ],
  ignoredTokens: [],
  categoryRangeType: 'offer_count',
  rankingBehavioralFactorsTime: 'month',
  scriptScore: [],
  customSort: [],
  ranking: [],
  onlyAvailable: false,
  groupCategories: false,
  groupByCategoriesSize: 6,
  minimumFractionDigits: 0,
  showCatalog: false,
  showCart: false,
  cartCount: false,
  taps: true,
  voiceInput: false,
  linkTargetBlank: false,
  offerLayout: 'column',
  blocks: ['image', 'content', 'labels', 'name', 'price', 'info', 'reviews', 'cart'],
  customCodeEnabled: false,
  customSnippet: '',
  svgArrow: '',
  customTexts: [],
  customStyles: '',
  eventHooks: Object.fromEntries(HOOK_NAMES.map((name) => [name, ''])) as Record<HookName, string>,
  enableTesting: { enabled: false, shareA: 50, shareB: 50, codeA: '', codeB: '' },
  metrika: { mode: 'disabled', counterId: '' },
  debug: false,
};
