import { LEARNING_STRENGTH_MAX } from '@vitrina/contracts';
import type { ProjectDetail } from '../feed-types';
import {
  COLOR_KEYS,
  COMPLETION_KEYS,
  type ColorKey,
  type CompletionKey,
  DEFAULT_WIDGET_FORM,
  HOOK_NAMES,
  type HookName,
  type NumberField,
  OFFER_LAYOUTS,
  RANKING_CONSTRUCTIONS,
  SEARCH_STEP_TYPES,
  type SearchStep,
  type SearchStepType,
  WIDGET_KINDS,
  type WidgetForm,
} from './widget-form';

type Bag = Record<string, unknown>;
const isBag = (value: unknown): value is Bag => typeof value === 'object' && value !== null && !Array.isArray(value);
const str = (value: unknown, fallback: string) => (typeof value === 'string' ? value : fallback);
const num = (value: unknown, fallback: NumberField): NumberField =>
  typeof value === 'number' && Number.isFinite(value) ? value : fallback;
const bool = (value: unknown, fallback: boolean) => (typeof value === 'boolean' ? value : fallback);
const strings = (value: unknown, fallback: string[]) => (Array.isArray(value) ? value.map(String) : fallback);
const oneOf = <T extends string>(value: unknown, options: readonly T[], fallback: T): T =>
  options.includes(value as T) ? (value as T) : fallback;
/** A whole number within 0…max; anything else (missing, not a number) is the fallback. */
const intIn = (value: unknown, max: number, fallback: number) =>
  typeof value === 'number' && Number.isFinite(value) ? Math.min(max, Math.max(0, Math.round(value))) : fallback;
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
export function formFromProject(
  project: Pick<ProjectDetail, 'settings' | 'widgetSettings' | 'selector' | 'locale' | 'hasCompletionsHits' | 'isIntRating'>,
): WidgetForm {
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
    hasCompletionsHits: project.hasCompletionsHits === true,
    isIntRating: project.isIntRating === true,
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
    learningEnabled: bool(s.learningEnabled, d.learningEnabled),
    learningStrength: intIn(s.learningStrength, LEARNING_STRENGTH_MAX, d.learningStrength),
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
