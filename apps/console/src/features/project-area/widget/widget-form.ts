import type { PatchSourceBody } from '@vitrina/contracts';
import type { ProjectDetail } from '../feed-types';

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

type Bag = Record<string, unknown>;
const isBag = (value: unknown): value is Bag => typeof value === 'object' && value !== null && !Array.isArray(value);
const str = (value: unknown, fallback: string) => (typeof value === 'string' ? value : fallback);
const num = (value: unknown, fallback: NumberField): NumberField =>
  typeof value === 'number' && Number.isFinite(value) ? value : fallback;
const bool = (value: unknown, fallback: boolean) => (typeof value === 'boolean' ? value : fallback);
const strings = (value: unknown, fallback: string[]) => (Array.isArray(value) ? value.map(String) : fallback);
const oneOf = <T extends string>(value: unknown, options: readonly T[], fallback: T): T =>
  options.includes(value as T) ? (value as T) : fallback;
const jsonText = (value: unknown) =>
  value === undefined || value === null || value === '' ? '' : typeof value === 'string' ? value : JSON.stringify(value, null, 2);

function readFuzziness(value: unknown): WidgetForm['fuzziness'] {
  const text = str(value, 'AUTO:3,6');
  const auto = /^AUTO(?::(\d+),(\d+))?$/.exec(text);
  if (auto) return { mode: 'auto', low: Number(auto[1] ?? 3), high: Number(auto[2] ?? 6), fixed: 1 };
  if (/^\d$/.test(text)) return { mode: 'fixed', low: 3, high: 6, fixed: Number(text) };
  return DEFAULT_WIDGET_FORM.fuzziness;
}

function readSteps(types: unknown, steps: unknown): SearchStep[] {
  const details = Array.isArray(steps) ? steps.filter(isBag) : [];
  if (!Array.isArray(types) || !types.length) {
    return details.length
      ? details.map((d) => ({
          type: oneOf(d.type, SEARCH_STEP_TYPES, 'all'),
          quantityGoods: num(d.quantityGoods, 10),
          indexFields: strings(d.indexFields, []),
        }))
      : DEFAULT_WIDGET_FORM.searchSteps;
  }
  return types
    .map((entry): Bag => (isBag(entry) ? entry : { type: entry }))
    .filter((entry) => SEARCH_STEP_TYPES.includes(entry.type as SearchStepType))
    .map((entry) => {
      const detail = details.find((d) => d.type === entry.type) ?? entry;
      return {
        type: entry.type as SearchStepType,
        quantityGoods: num(detail.quantityGoods, 10),
        indexFields: strings(detail.indexFields, []),
      };
    });
}

/** scriptScore on the wire: {segments: [{segment, formula}], constructor: [{construction, parameter, weight}]}. */
function readScriptScore(value: unknown): Pick<WidgetForm, 'scriptScore' | 'ranking'> {
  const bag = isBag(value) ? value : {};
  const segmentsSource = Array.isArray(value) ? value : Array.isArray(bag.segments) ? bag.segments : null;
  const scriptScore = segmentsSource
    ? segmentsSource.filter(isBag).map((row) => ({ segment: str(row.segment, ''), formula: str(row.formula, '') }))
    : Object.entries(bag)
        .filter(([key, formula]) => key !== 'constructor' && typeof formula === 'string')
        .map(([segment, formula]) => ({ segment, formula: String(formula) }));
  const ranking = (Array.isArray(bag.constructor) ? bag.constructor : []).filter(isBag).map((row) => ({
    construction: oneOf(row.construction, RANKING_CONSTRUCTIONS, 'a'),
    parameter: str(row.parameter, ''),
    weight: num(row.weight, 1),
  }));
  return { scriptScore, ranking };
}

/** The form as the project stands on the server: widgetSettings first, then settings, then §3 defaults. */
export function formFromProject(project: Pick<ProjectDetail, 'settings' | 'widgetSettings' | 'selector' | 'locale'>): WidgetForm {
  const s: Bag = project.settings ?? {};
  const w: Bag = project.widgetSettings ?? {};
  const d = DEFAULT_WIDGET_FORM;
  const pick = (key: string) => (w[key] !== undefined ? w[key] : s[key]);
  const fonts = isBag(w.fonts) ? w.fonts : {};
  const colors = isBag(w.colors) ? w.colors : {};
  const completions = isBag(w.completionSettings) ? w.completionSettings : {};
  const hooks = isBag(w.eventHooks) ? w.eventHooks : {};
  const testing = isBag(w.enableTesting) ? w.enableTesting : {};
  const metrika = isBag(w.metrika) ? w.metrika : {};
  const shareA = num(testing.shareA, 50);
  return {
    kind: oneOf(w.kind, WIDGET_KINDS, d.kind),
    selector: str(pick('selector'), project.selector || ''),
    locale: str(pick('locale'), project.locale || d.locale),
    limit: num(pick('limit'), d.limit),
    columns: num(w.columns, d.columns),
    gap: num(w.gap, d.gap),
    limitNameChars: num(pick('limitNameChars'), d.limitNameChars),
    fonts: { primary: str(fonts.primary, d.fonts.primary), secondary: str(fonts.secondary, d.fonts.secondary) },
    colors: Object.fromEntries(COLOR_KEYS.map((key) => [key, str(colors[key], d.colors[key])])) as Record<ColorKey, string>,
    completionSettings: Object.fromEntries(COMPLETION_KEYS.map((key) => [key, num(completions[key], d.completionSettings[key])])) as Record<
      CompletionKey,
      NumberField
    >,
    noResultsPopularCount: num(w.noResultsPopularCount, d.noResultsPopularCount),
    minScore: num(s.minScore, d.minScore),
    fuzziness: readFuzziness(s.fuzziness),
    skuField: str(s.skuField, ''),
    ratingField: str(s.ratingField, ''),
    reviewCountField: str(s.reviewCountField, ''),
    weightField: str(s.weightField, ''),
    popularitySettings: jsonText(s.popularitySettings),
    globalParams: strings(s.globalParams, []),
    facetsMaxCount: num(s.facetsMaxCount, d.facetsMaxCount),
    searchSteps: readSteps(s.searchTypes, w.searchSteps),
    ignoredTokens: strings(s.ignoredTokens, []),
    categoryRangeType: str(s.categoryRangeType, d.categoryRangeType),
    rankingBehavioralFactorsTime: str(s.rankingBehavioralFactorsTime, d.rankingBehavioralFactorsTime),
    ...readScriptScore(s.scriptScore),
    customSort: (Array.isArray(s.customSort) ? s.customSort : []).filter(isBag).map((row) => ({
      field: str(row.field, ''),
      direction: row.direction === 'desc' ? 'desc' : 'asc',
    })),
    onlyAvailable: bool(pick('onlyAvailable'), d.onlyAvailable),
    groupCategories: bool(pick('groupCategories'), d.groupCategories),
    groupByCategoriesSize: num(pick('groupByCategoriesSize'), d.groupByCategoriesSize),
    minimumFractionDigits: num(pick('minimumFractionDigits'), d.minimumFractionDigits),
    showCatalog: bool(w.showCatalog, d.showCatalog),
    showCart: bool(w.showCart, d.showCart),
    cartCount: bool(w.cartCount, d.cartCount),
    taps: bool(w.taps, d.taps),
    voiceInput: bool(w.voiceInput, d.voiceInput),
    linkTargetBlank: bool(w.linkTargetBlank, d.linkTargetBlank),
    offerLayout: oneOf(w.offerLayout, OFFER_LAYOUTS, d.offerLayout),
    blocks: strings(w.blocks, d.blocks),
    customCodeEnabled: bool(w.customCodeEnabled, Boolean(str(w.customSnippet, ''))),
    customSnippet: str(w.customSnippet, ''),
    svgArrow: str(w.svgArrow, ''),
    customTexts: (Array.isArray(w.customTexts) ? w.customTexts : []).filter(isBag).map((row) => ({
      name: str(row.name, ''),
      default: str(row.default, ''),
      custom: str(row.custom, ''),
      hidden: bool(row.hidden, false),
    })),
    customStyles: str(w.customStyles, ''),
    eventHooks: Object.fromEntries(HOOK_NAMES.map((name) => [name, str(hooks[name], '')])) as Record<HookName, string>,
    enableTesting: {
      enabled: bool(testing.enabled, false),
      shareA,
      shareB: num(testing.shareB, typeof shareA === 'number' ? 100 - shareA : 50),
      codeA: str(testing.codeA, ''),
      codeB: str(testing.codeB, ''),
    },
    metrika: { mode: oneOf(metrika.mode, ['auto', 'manual', 'disabled'] as const, 'disabled'), counterId: str(metrika.counterId, '') },
    debug: bool(pick('debug'), d.debug),
  };
}

const orZero = (value: NumberField) => (value === '' ? 0 : value);

function fuzzinessText(f: WidgetForm['fuzziness']): string {
  return f.mode === 'fixed' ? String(orZero(f.fixed)) : `AUTO:${orZero(f.low)},${orZero(f.high)}`;
}

/** The search-engine part, keyed as contracts' projectSettingsPatch accepts it. */
export function settingsOf(f: WidgetForm): Record<string, unknown> {
  return {
    selector: f.selector.trim(),
    locale: f.locale,
    limit: orZero(f.limit),
    limitNameChars: orZero(f.limitNameChars),
    minScore: orZero(f.minScore),
    fuzziness: fuzzinessText(f.fuzziness),
    skuField: f.skuField.trim(),
    ratingField: f.ratingField.trim(),
    reviewCountField: f.reviewCountField.trim(),
    weightField: f.weightField.trim(),
    popularitySettings: f.popularitySettings.trim() ? f.popularitySettings : null,
    globalParams: f.globalParams,
    facetsMaxCount: orZero(f.facetsMaxCount),
    searchTypes: f.searchSteps.map((step) => ({
      type: step.type,
      quantityGoods: orZero(step.quantityGoods),
      indexFields: step.indexFields,
    })),
    ignoredTokens: f.ignoredTokens,
    categoryRangeType: f.categoryRangeType,
    rankingBehavioralFactorsTime: f.rankingBehavioralFactorsTime,
    scriptScore:
      f.scriptScore.length || f.ranking.length
        ? { segments: f.scriptScore, constructor: f.ranking.map((row) => ({ ...row, weight: orZero(row.weight) })) }
        : null,
    customSort: f.customSort.length ? f.customSort : null,
    onlyAvailable: f.onlyAvailable,
    groupCategories: f.groupCategories,
    groupByCategoriesSize: orZero(f.groupByCategoriesSize),
    minimumFractionDigits: orZero(f.minimumFractionDigits),
    debug: f.debug,
  };
}

/** Everything else of the widget configuration (spec §3 widgetSettings); the widget's own field names. */
export function widgetSettingsOf(f: WidgetForm): Record<string, unknown> {
  const shareA = orZero(f.enableTesting.shareA);
  return {
    kind: f.kind,
    columns: orZero(f.columns),
    gap: orZero(f.gap),
    fonts: f.fonts,
    colors: f.colors,
    completionSettings: Object.fromEntries(COMPLETION_KEYS.map((key) => [key, orZero(f.completionSettings[key])])),
    noResultsPopularCount: orZero(f.noResultsPopularCount),
    showCatalog: f.showCatalog,
    showCart: f.showCart,
    cartCount: f.cartCount,
    taps: f.taps,
    voiceInput: f.voiceInput,
    linkTargetBlank: f.linkTargetBlank,
    offerLayout: f.offerLayout,
    blocks: f.blocks,
    customCodeEnabled: f.customCodeEnabled,
    customSnippet: f.customCodeEnabled ? f.customSnippet : '',
    svgArrow: f.svgArrow,
    customTexts: f.customTexts.filter((row) => row.name.trim()),
    customStyles: f.customStyles,
    eventHooks: Object.fromEntries(HOOK_NAMES.filter((name) => f.eventHooks[name].trim()).map((name) => [name, f.eventHooks[name]])),
    enableTesting: { ...f.enableTesting, shareA, shareB: orZero(f.enableTesting.shareB) },
    metrika: { mode: f.metrika.mode, counterId: f.metrika.mode === 'manual' ? f.metrika.counterId.trim() : '' },
    // The widget reads these from its own settings; the search API from settings (published-settings.ts).
    searchSteps: f.searchSteps.map((step) => ({ ...step, quantityGoods: orZero(step.quantityGoods) })),
  };
}

function changedKeys(before: Record<string, unknown>, after: Record<string, unknown>): Record<string, unknown> {
  const changed: Record<string, unknown> = {};
  for (const [key, value] of Object.entries(after)) {
    if (JSON.stringify(value) !== JSON.stringify(before[key])) changed[key] = value;
  }
  return changed;
}

/** One PATCH body with only the fields that differ from `initial`; null when nothing changed. */
export function patchOf(initial: WidgetForm, values: WidgetForm): PatchSourceBody | null {
  const settings = changedKeys(settingsOf(initial), settingsOf(values));
  const widgetSettings = changedKeys(widgetSettingsOf(initial), widgetSettingsOf(values));
  const patch: PatchSourceBody = {};
  if (Object.keys(settings).length) patch.settings = settings as PatchSourceBody['settings'];
  if (Object.keys(widgetSettings).length) patch.widgetSettings = widgetSettings;
  return patch.settings || patch.widgetSettings ? patch : null;
}

/** Where a server error key ('settings.fuzziness', 'widgetSettings.metrika') lands in the form. */
export function formPathOfServerField(field: string): string | null {
  const [root, key, ...rest] = field.split('.');
  if ((root !== 'settings' && root !== 'widgetSettings') || !key) return null;
  if (key === 'fuzziness') return 'fuzziness.low';
  if (key === 'searchTypes') return 'searchSteps';
  if (key === 'scriptScore') return 'scriptScore';
  if (key === 'metrika') return 'metrika.counterId';
  return [key, ...rest].join('.');
}
