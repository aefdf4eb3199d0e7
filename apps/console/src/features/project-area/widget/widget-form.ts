import {
  LEARNING_DEFAULTS,
  OFFER_BLOCKS,
  OFFER_LAYOUTS,
  type OfferLayout,
  SEARCH_WIDGET_DEFAULTS,
  type SearchWidgetKind,
  WIDGET_HOOK_NAMES,
} from '@vitrina/contracts';

/** Widget configuration as the console edits it (spec §3 "Project settings"), split on save into settings and widgetSettings. */
export type WidgetKind = SearchWidgetKind;
export type SearchStepType = 'exact' | 'all' | 'any';
export type MetrikaMode = 'auto' | 'manual' | 'disabled';
export type { OfferLayout };

/** The widget's own lists and defaults come from the contract the widget runs with (one source for both). */
export const WIDGET_KINDS: readonly WidgetKind[] = ['v3', 'complex', 'classic'];
export const SEARCH_STEP_TYPES: readonly SearchStepType[] = ['exact', 'all', 'any'];
export { OFFER_BLOCKS, OFFER_LAYOUTS };
export const COLOR_KEYS = ['primary', 'secondary', 'background', 'textPrimary', 'textSecondary'] as const;
export const COMPLETION_KEYS = ['history', 'popular', 'categories', 'brands', 'offers', 'suggestions', 'special_offers'] as const;
/** Special offers in completions start at this many when switched on. */
export const SPECIAL_OFFERS_ON = 3;
export const HOOK_NAMES = WIDGET_HOOK_NAMES;
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
  /** Project fields (spec §3) the widget shows by: counts beside completions, whole-number ratings. */
  hasCompletionsHits: boolean;
  isIntRating: boolean;
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
  /** Learned ranking: shoppers' clicks, carts and purchases after a search reorder that query's results. */
  learningEnabled: boolean;
  /** 0–LEARNING_STRENGTH_MAX: how far the learned signals may move results. */
  learningStrength: number;
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

const W = SEARCH_WIDGET_DEFAULTS;

/** Spec §3 "Default widget settings": the widget's own defaults (contracts SEARCH_WIDGET_DEFAULTS) and the search settings'. */
export const DEFAULT_WIDGET_FORM: WidgetForm = {
  kind: W.kind,
  selector: W.selector,
  locale: W.locale,
  limit: W.limit,
  columns: W.columns,
  gap: W.gap,
  limitNameChars: W.limitNameChars,
  fonts: { ...W.fonts },
  colors: { ...W.colors },
  completionSettings: { ...W.completionSettings },
  hasCompletionsHits: W.completionsHits,
  isIntRating: W.intRating,
  noResultsPopularCount: W.noResultsPopularCount,
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
  learningEnabled: LEARNING_DEFAULTS.learningEnabled,
  learningStrength: LEARNING_DEFAULTS.learningStrength,
  scriptScore: [],
  customSort: [],
  ranking: [],
  onlyAvailable: W.onlyAvailable,
  groupCategories: W.groupCategories,
  groupByCategoriesSize: W.groupByCategoriesSize,
  minimumFractionDigits: W.minimumFractionDigits,
  showCatalog: W.showCatalog,
  showCart: W.showCart,
  cartCount: W.cartCount,
  taps: W.taps,
  voiceInput: W.voiceInput,
  linkTargetBlank: W.linkTargetBlank,
  offerLayout: W.offerLayout,
  blocks: [...W.blocks],
  customCodeEnabled: false,
  customSnippet: W.customSnippet,
  svgArrow: W.svgArrow,
  customTexts: [],
  customStyles: W.customStyles,
  eventHooks: Object.fromEntries(HOOK_NAMES.map((name) => [name, ''])) as Record<HookName, string>,
  enableTesting: { ...W.enableTesting, shareB: 100 - W.enableTesting.shareA },
  metrika: { ...W.metrika },
  debug: W.debug,
};
