import type { FilterMode } from '@vitrina/contracts';
import { type Facet, filterOffReason, type SearchIndex } from '@vitrina/engine';
import type { StoredFilter } from './filters-store';

/** Facets that are not params: the owner's filter settings leave them alone. */
const BUILT_IN = new Set(['category', 'vendor', 'price']);

export interface FacetSettings {
  mode: FilterMode;
  filters: ReadonlyMap<string, StoredFilter>;
  /** category id → param name → on or off there (and below, unless a lower category says otherwise). */
  categoryParams: ReadonlyMap<string, ReadonlyMap<string, boolean>>;
}

/**
 * Whether a param shows in a category: the setting of the category itself or of its nearest
 * parent that has one, else the filter's own switch. `chain` is the category and its parents,
 * nearest first (empty: no category chosen).
 */
export function paramEnabledIn(
  name: string,
  chain: readonly string[],
  categoryParams: FacetSettings['categoryParams'],
  filterEnabled: boolean,
): boolean {
  for (const id of chain) {
    const own = categoryParams.get(id)?.get(name);
    if (own !== undefined) return own;
  }
  return filterEnabled;
}

/** Param names whose facet the owner wants as a range. */
export function rangeParamsOf(settings: FacetSettings): string[] {
  return [...settings.filters.values()].filter((f) => f.currentType === 'range').map((f) => f.name);
}

const offByDefault = new WeakMap<SearchIndex, ReadonlySet<string>>();

/**
 * Params of the index that are not filters until the owner switches them on (identifiers, a single
 * value: engine filterOffReason), computed once per index. Params the owner lists in globalParams are
 * asked for by name, so they are never among them.
 */
export function paramsOffByDefault(index: SearchIndex, listed: readonly string[] | null): ReadonlySet<string> {
  let off = offByDefault.get(index);
  if (!off) {
    off = new Set(
      index
        .paramStats()
        .filter((stats) => filterOffReason(stats) !== null)
        .map((stats) => stats.name),
    );
    offByDefault.set(index, off);
  }
  if (!listed?.length) return off;
  const named = new Set(listed);
  return new Set([...off].filter((name) => !named.has(name)));
}

/**
 * The facets of a search as the owner set them up (spec §4 filter mode): in 'disabled' mode only
 * the category facet; otherwise switched-off filters (or, never switched, off by default) and those
 * whose conditions (level, firstId, the chosen category's params) do not hold are left out, and the
 * rest follow the owner's ordering.
 */
export function arrangeFacets(
  facets: readonly Facet[],
  settings: FacetSettings,
  chain: readonly string[],
  offByDefault: ReadonlySet<string> = new Set(),
): Facet[] {
  // 'All filters disabled': the shopper keeps only the category list to narrow the results.
  if (settings.mode === 'disabled') return facets.filter((facet) => facet.id === 'category');
  const builtIn = facets.filter((facet) => BUILT_IN.has(facet.id));
  const params = facets
    .filter((facet) => !BUILT_IN.has(facet.id))
    .filter((facet) => {
      const filter = settings.filters.get(facet.id);
      if (!paramEnabledIn(facet.id, chain, settings.categoryParams, filter?.enabled ?? !offByDefault.has(facet.id))) return false;
      if (!filter) return true;
      return chain.length >= filter.level && (filter.firstId === null || chain.includes(filter.firstId));
    });
  const ordering = (facet: Facet) => settings.filters.get(facet.id)?.ordering ?? Number.POSITIVE_INFINITY;
  // Array sort is stable: filters without an ordering keep the engine's most-common-first order.
  return [...builtIn, ...params.sort((a, b) => ordering(a) - ordering(b))];
}
