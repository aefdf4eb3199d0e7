import type { SearchRequest } from '../types';
import type { MerchandisingPlan } from './plan';

const union = (first: readonly string[], second: readonly string[] | undefined) => [...new Set([...first, ...(second ?? [])])];

/**
 * The request with a plan applied: query replaced, paging and sort overridden, supplement
 * filters and excluded categories added, region replaced, pinned offers first (the plan's, then the request's),
 * typos off for disableTypo. A redirect is the caller's to follow (`plan.redirect`); the request is left as is.
 */
export function applyMerchandising(request: SearchRequest, plan: MerchandisingPlan): SearchRequest {
  if (plan.rules.length === 0) return request;
  const filters = { ...request.filters };
  if (plan.categoryId !== undefined) filters.categoryId = plan.categoryId;
  if (plan.vendors.length > 0) filters.vendors = union(plan.vendors, filters.vendors);
  if (Object.keys(plan.params).length > 0) {
    const params = { ...filters.params };
    for (const [name, values] of Object.entries(plan.params)) params[name] = union(values, params[name]);
    filters.params = params;
  }
  if (plan.excludeCategoryIds.length > 0) filters.excludeCategoryIds = union(plan.excludeCategoryIds, filters.excludeCategoryIds);
  const next: SearchRequest = { ...request };
  const filtered =
    plan.categoryId !== undefined || plan.vendors.length + plan.excludeCategoryIds.length + Object.keys(plan.params).length > 0;
  if (filtered) next.filters = filters;
  if (plan.query !== undefined) next.query = plan.query;
  if (plan.regionId !== undefined) next.regionId = plan.regionId;
  if (plan.skip !== undefined) next.skip = plan.skip;
  if (plan.limit !== undefined) next.limit = plan.limit;
  if (plan.customSort) next.customSort = plan.customSort;
  if (plan.pinnedIds.length > 0) next.pinnedIds = union(plan.pinnedIds, request.pinnedIds);
  if (plan.excludeIds.length > 0) next.excludeIds = union(plan.excludeIds, request.excludeIds);
  if (plan.onlyPinned) next.onlyPinned = true;
  if (plan.disableTypo) next.fuzziness = 0;
  return next;
}
