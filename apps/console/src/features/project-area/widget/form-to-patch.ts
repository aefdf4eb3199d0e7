import { type PatchSourceBody, WIDGET_SETTINGS_FROM_PROJECT } from '@vitrina/contracts';
import { COMPLETION_KEYS, HOOK_NAMES, type NumberField, type WidgetForm } from './widget-form';

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
    learningEnabled: f.learningEnabled,
    learningStrength: f.learningStrength,
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
  const search = settingsOf(f);
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
    // A widget key wins over settings in the published document: a changed value goes to both, or an
    // older widgetSettings.locale (the demo's, an API client's) would keep the site on the old one.
    ...Object.fromEntries(WIDGET_SETTINGS_FROM_PROJECT.map((key) => [key, search[key]])),
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
  // Project fields of their own; the server hands them to the widget (published-settings.ts).
  if (values.hasCompletionsHits !== initial.hasCompletionsHits) patch.hasCompletionsHits = values.hasCompletionsHits;
  if (values.isIntRating !== initial.isIntRating) patch.isIntRating = values.isIntRating;
  return Object.keys(patch).length ? patch : null;
}
