import {
  type MerchandisingRule,
  type PlanSubscription,
  parseStoredProject,
  type StoredFields,
  type StoredSettings,
} from '@vitrina/contracts';
import type { CategoryRangeType, Locale, SearchRequest, SearchStep } from '@vitrina/engine';
import type { Logger } from 'pino';
import { localesOf } from '../../catalog';
import type { FacetSettings, StoredFilter } from '../catalog';
import { mergeMerchandisingRules } from '../merchandising';
import { type CompiledRanking, compileRanking } from './compile-ranking';

/** What a profile is compiled from (readProfileInputs). */
export interface ProfileInputs {
  uuid: string;
  status: string;
  catalogVersion: number;
  settingsVersion: number;
  /** Stored settings and fields, unparsed. */
  settings: unknown;
  fields: unknown;
  plan: PlanSubscription | null;
  /** Rules from the merchandising feeds, loaded with the live catalog version. */
  feedMerchandisingRules: MerchandisingRule[];
  savedSynonymLines: string[];
  stemExceptions: string[];
  filters: ReadonlyMap<string, StoredFilter>;
  categoryParams: FacetSettings['categoryParams'];
}

/** The plan terms search checks (spec §4): the period, the unpaid flag and the month's query limit. */
export interface PlanTerms {
  endsAt: number;
  unpaid: boolean;
  queriesPerMonth: number | null;
}

/** Popularity from shoppers' behaviour (spec §9): the window in days and the weight of each event. */
export interface BehaviourSettings {
  days: number;
  clickWeight: number;
  cartWeight: number;
  purchaseWeight: number;
}

/**
 * One project as search, completions, trade widgets and the tracker use it, compiled once per
 * project and settings version: nothing per request is derived from stored settings again.
 */
export interface ProjectProfile {
  uuid: string;
  status: string;
  catalogVersion: number;
  settingsVersion: number;
  settings: StoredSettings;
  fields: StoredFields;
  /** The languages the project's index analyses. */
  locales: Locale[];
  /** The project's default region and segment (spec §3), used when a request names none. */
  audience: { regionId: string | null; segmentId: string | null };
  /** Engine request fields every search of the project starts from. */
  defaults: Partial<SearchRequest> & { synonyms: string; stemExceptions: readonly string[] };
  ranking: CompiledRanking;
  facets: FacetSettings & {
    /** Params shown as facets: the project's globalParams, or null for all of them. */
    params: string[] | null;
    /** Params whose facet is a range. */
    ranges: string[];
  };
  /** The order of groupByCategories the project chose, or null for the engine's default. */
  rangeType: CategoryRangeType | null;
  behaviour: BehaviourSettings;
  /** Ranking learned from shoppers (the learning module): whether it applies and its strength 0–100. */
  learning: { enabled: boolean; strength: number };
  plan: PlanTerms | null;
  /** What it was compiled from (a console draft is compiled from these with other settings). */
  inputs: ProfileInputs;
}

/** Behavioural windows of spec §9 (rankingBehavioralFactorsTime), in days; a month by default. */
const WINDOW_DAYS: Readonly<Record<string, number>> = { week: 7, '2weeks': 14, month: 30, '3months': 90, '6months': 180 };
const STEP_TYPES: readonly SearchStep['type'][] = ['exact', 'all', 'any'];

function searchStepsOf(settings: StoredSettings): SearchStep[] | undefined {
  const steps = settings.searchTypes
    .filter((step): step is { type: SearchStep['type']; quantityGoods: number | null } =>
      STEP_TYPES.includes(step.type as SearchStep['type']),
    )
    .map((step) => ({ type: step.type, ...(step.quantityGoods ? { quantityGoods: step.quantityGoods } : {}) }));
  return steps.length ? steps : undefined;
}

function defaultsOf(settings: StoredSettings, inputs: ProfileInputs, draft: boolean): ProjectProfile['defaults'] {
  const legacy = settings.synonyms
    .split(/\r?\n/)
    .map((line) => line.trim())
    .filter(Boolean);
  const defaults: ProjectProfile['defaults'] = {
    synonyms: [...legacy, ...inputs.savedSynonymLines].join('\n'),
    stemExceptions: inputs.stemExceptions,
  };
  if (settings.fuzziness) defaults.fuzziness = settings.fuzziness;
  if (settings.facetsMaxCount !== null) defaults.facetsMaxCount = settings.facetsMaxCount;
  if (settings.minScore !== null) defaults.minScore = settings.minScore;
  const steps = searchStepsOf(settings);
  if (steps) defaults.searchTypes = steps;
  if (settings.onlyAvailable) defaults.filters = { available: true };
  if (settings.popularitySettings.boost !== null) defaults.popularityBoost = settings.popularitySettings.boost;
  // The index drops its saved ignored tokens; a draft's own are dropped per query.
  if (draft && settings.ignoredTokens.length) defaults.ignoredTokens = settings.ignoredTokens;
  return defaults;
}

/**
 * Compiles a profile. `draftSettings` (stored form) are laid over the saved settings for the
 * console's search test; a draft profile is never cached.
 */
export function compileProfile(inputs: ProfileInputs, log: Logger, draftSettings?: Record<string, unknown>): ProjectProfile {
  const rawSettings = draftSettings ? { ...(inputs.settings as Record<string, unknown>), ...draftSettings } : inputs.settings;
  const { settings, fields } = parseStoredProject({ settings: rawSettings, fields: inputs.fields });
  const rules = mergeMerchandisingRules(fields.merchandisingRules, inputs.feedMerchandisingRules);
  const { popularitySettings } = settings;
  return {
    uuid: inputs.uuid,
    status: inputs.status,
    catalogVersion: inputs.catalogVersion,
    settingsVersion: inputs.settingsVersion,
    settings,
    fields,
    locales: localesOf(fields),
    audience: { regionId: fields.regionId?.trim() || null, segmentId: fields.segmentId?.trim() || null },
    defaults: defaultsOf(settings, inputs, draftSettings !== undefined),
    ranking: compileRanking(settings, rules, log),
    facets: {
      mode: fields.filterMode,
      filters: inputs.filters,
      categoryParams: inputs.categoryParams,
      params: settings.globalParams.length ? settings.globalParams : null,
      ranges: [...inputs.filters.values()].filter((f) => f.currentType === 'range').map((f) => f.name),
    },
    rangeType: settings.categoryRangeType,
    behaviour: {
      days: WINDOW_DAYS[settings.rankingBehavioralFactorsTime] ?? 30,
      clickWeight: popularitySettings.clickWeight,
      cartWeight: popularitySettings.cartWeight,
      purchaseWeight: popularitySettings.purchaseWeight,
    },
    learning: { enabled: settings.learningEnabled, strength: settings.learningStrength },
    plan: inputs.plan
      ? { endsAt: inputs.plan.endsAt, unpaid: inputs.plan.unpaid, queriesPerMonth: inputs.plan.plan.features.queriesPerMonth }
      : null,
    inputs,
  };
}
