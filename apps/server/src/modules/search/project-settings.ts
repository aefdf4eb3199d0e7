import { CATEGORY_RANGE_TYPES, splitGlobalParams } from '@vitrina/contracts';
import type { CategoryRangeType, IndexOptions, Locale, SearchRequest, SearchStep } from '@vitrina/engine';
import type { SearchSource } from './catalog-reader';
import { popularitySettingsOf } from './popularity';

const ENGINE_LOCALES: readonly Locale[] = ['ru', 'en', 'tr', 'es', 'pt'];

/** The languages a project's index analyses: its own languages, Russian and English as the fallback. */
export function localesOf(source: Pick<SearchSource, 'fields'>): Locale[] {
  const declared = Array.isArray(source.fields.languages) ? (source.fields.languages as string[]) : [];
  const own = [typeof source.fields.locale === 'string' ? source.fields.locale : '', ...declared].filter((l): l is Locale =>
    ENGINE_LOCALES.includes(l as Locale),
  );
  return [...new Set(own.length ? own : ['ru', 'en'])] as Locale[];
}

const text = (value: unknown) => (typeof value === 'string' ? value : '');
const number = (value: unknown) => (typeof value === 'number' && Number.isFinite(value) ? value : undefined);

/** Settings that shape the index itself (a change rebuilds it). */
export function indexOptionsOf(settings: Record<string, unknown>): Partial<IndexOptions> {
  const options: Partial<IndexOptions> = {};
  if (Array.isArray(settings.ignoredTokens)) options.ignoredTokens = (settings.ignoredTokens as unknown[]).map(String);
  return options;
}

/** searchTypes as stored: names in order, with the quantity after which the next step runs. */
function searchStepsOf(settings: Record<string, unknown>): SearchStep[] | undefined {
  if (!Array.isArray(settings.searchTypes) || !settings.searchTypes.length) return undefined;
  const known: SearchStep['type'][] = ['exact', 'all', 'any'];
  const steps = (settings.searchTypes as unknown[])
    .map((entry) =>
      typeof entry === 'string' ? { type: entry, quantityGoods: undefined } : (entry as { type?: string; quantityGoods?: number }),
    )
    .filter((entry): entry is { type: SearchStep['type']; quantityGoods?: number } => known.includes(entry.type as SearchStep['type']))
    .map((entry) => ({ type: entry.type, ...(entry.quantityGoods ? { quantityGoods: entry.quantityGoods } : {}) }));
  return steps.length ? steps : undefined;
}

/** Per-request defaults from the project's settings (spec §3): synonyms, typos, facets, steps. */
export function requestDefaultsOf(source: SearchSource): Partial<SearchRequest> {
  const s = source.settings;
  const defaults: Partial<SearchRequest> = {};
  const synonyms = text(s.synonyms);
  if (synonyms) defaults.synonyms = synonyms;
  if (text(s.fuzziness)) defaults.fuzziness = text(s.fuzziness);
  if (number(s.facetsMaxCount) !== undefined) defaults.facetsMaxCount = number(s.facetsMaxCount);
  if (number(s.minScore) !== undefined) defaults.minScore = number(s.minScore);
  const steps = searchStepsOf(s);
  if (steps) defaults.searchTypes = steps;
  if (s.onlyAvailable === true) defaults.filters = { available: true };
  const { boost } = popularitySettingsOf(s.popularitySettings);
  if (boost !== null) defaults.popularityBoost = boost;
  return defaults;
}

/**
 * The shopper's region and segment: the request's own, else the project's defaults (spec §3 project
 * fields regionId and segmentId), so a widget that sends neither still gets the shop's regional prices.
 */
export function audienceOf(
  source: Pick<SearchSource, 'fields'>,
  q: { regionId?: string | undefined; segmentId?: string | undefined },
): { regionId: string | null; segmentId: string | null } {
  const given = (value: string | undefined) => (value?.trim() ? value.trim() : null);
  return {
    regionId: given(q.regionId) ?? (text(source.fields.regionId).trim() || null),
    segmentId: given(q.segmentId) ?? (text(source.fields.segmentId).trim() || null),
  };
}

/** Params shown as facets: the project's globalParams when set (spec §3), otherwise all of them. */
export function facetParamsOf(source: SearchSource): string[] | null {
  const list = splitGlobalParams(text(source.settings.globalParams));
  return list.length ? list : null;
}

/** The order of groupByCategories the project chose (spec §9 category range modes); the engine's default otherwise. */
export function categoryRangeTypeOf(settings: Record<string, unknown>): { rangeType?: CategoryRangeType } {
  const value = settings.categoryRangeType;
  return CATEGORY_RANGE_TYPES.includes(value as CategoryRangeType) ? { rangeType: value as CategoryRangeType } : {};
}
