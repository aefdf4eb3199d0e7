import {
  applyMerchandising,
  type CompiledFormula,
  type LearnedSignals,
  type SearchFilters,
  type SearchRequest,
  type SortOrder,
} from '@vitrina/engine';
import type { ProjectProfile } from './compile-profile';

/** What a caller asks of a search, beside the project's own settings. */
export interface SearchInput {
  query: string;
  skip?: number;
  limit?: number;
  filters?: SearchFilters;
  sort?: SortOrder;
  regionId?: string | undefined;
  segmentId?: string | undefined;
  /** Offer id → popularity from shoppers' behaviour (see the popularity module). */
  popularity?: ReadonlyMap<string, number>;
  /** Group the answer by categories (the search API's groupByCategories). */
  groupByCategories?: { size: number; skip: number; categoryClicks?: ReadonlyMap<string, number> };
  /** What shoppers taught search for this query (the learning module); shopper searches only. */
  learned?: LearnedSignals | null;
  /** Facets the answer should count; none by default. */
  facets?: boolean;
  explain?: boolean;
}

export interface PlannedSearch {
  /** The engine request, merchandising applied. */
  request: SearchRequest;
  /** A merchandising redirect for the query: the caller answers it instead of searching. */
  redirect?: string;
  /** Offers a merchandising rule pins first, in order. */
  pinnedIds: string[];
  /** The relevance formulas applied (scriptScore for the segment, the constructor). */
  formulas: CompiledFormula[];
  regionId: string | null;
  segmentId: string | null;
}

const given = (value: string | undefined) => (value?.trim() ? value.trim() : null);

/** The shopper's region and segment: the request's own, else the project's defaults (spec §3). */
export function audienceOf(
  profile: ProjectProfile,
  input: Pick<SearchInput, 'regionId' | 'segmentId'>,
): { regionId: string | null; segmentId: string | null } {
  return {
    regionId: given(input.regionId) ?? profile.audience.regionId,
    segmentId: given(input.segmentId) ?? profile.audience.segmentId,
  };
}

/**
 * The one way an engine search request is made for a project: its settings (synonyms, stemming
 * exceptions, typos, steps, facets, formulas, custom sort, merchandising) with the caller's query.
 * Search, completions' special offers and the console's search test all call it.
 */
export function searchRequestOf(profile: ProjectProfile, input: SearchInput): PlannedSearch {
  const { defaults, facets, ranking } = profile;
  const { regionId, segmentId } = audienceOf(profile, input);
  const request: SearchRequest = {
    ...defaults,
    query: input.query,
    regionId,
    filters: { ...defaults.filters, ...input.filters },
    ...(input.skip !== undefined ? { skip: input.skip } : {}),
    ...(input.limit !== undefined ? { limit: input.limit } : {}),
    ...(input.popularity ? { popularity: input.popularity } : {}),
    ...(input.learned ? { learned: input.learned } : {}),
    ...(input.explain ? { explain: true } : {}),
    ...(input.sort ? { sort: input.sort } : {}),
  };
  if (input.facets) {
    request.facets = facets.mode === 'disabled' ? ['category'] : facets.params ? ['category', 'vendor', 'price', ...facets.params] : true;
    request.facetRanges = facets.ranges;
  }
  if (input.groupByCategories) {
    const { size, skip, categoryClicks } = input.groupByCategories;
    request.groupByCategories = { size, skip, ...(profile.rangeType ? { rangeType: profile.rangeType } : {}) };
    if (categoryClicks) request.categoryClicks = categoryClicks;
  }
  const formulas = [ranking.scriptScore?.forSegment(segmentId ?? undefined), ranking.constructor].filter((f): f is CompiledFormula =>
    Boolean(f),
  );
  if (formulas.length) request.scoreFormula = formulas;
  if (ranking.customSort && !input.sort) request.customSort = ranking.customSort;
  const plan = ranking.merchandising?.plan(input.query);
  if (plan?.redirect) return { request, redirect: plan.redirect, pinnedIds: [], formulas, regionId, segmentId };
  return {
    request: plan ? applyMerchandising(request, plan) : request,
    pinnedIds: plan?.pinnedIds ?? [],
    formulas,
    regionId,
    segmentId,
  };
}
