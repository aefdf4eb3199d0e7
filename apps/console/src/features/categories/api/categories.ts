import { useInfiniteQuery, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { CategoryParam } from '@vitrina/contracts';
import { http, request } from '../../../lib/http';
import { categoriesKeys } from '../keys';

export interface Category {
  id: string;
  name: string;
  parentId: string | null;
  hasChildren: boolean;
  /** Offers placed in the category itself. */
  offersCount: number;
  /** Offers in the category or anywhere below it, each once. */
  subtreeOffersCount: number;
}

/** Children fetched per call; a branch is whole once a page comes back empty (spec §4). */
export const CATEGORY_PAGE = 100;
const base = (id: string) => `/sources/${encodeURIComponent(id)}`;

/** GET /sources/{id}/categories?parentId&page&limit: one page of a parent's children ('null' for the roots). */
async function categoriesPage(id: string, query: Record<string, string | number>, signal?: AbortSignal) {
  const answer = await request<{ data?: Category[] } | null>(`${base(id)}/categories`, { query, signal });
  return answer?.data ?? [];
}

/** The children of one parent, page after page until an empty one. */
export function useCategoryBranch(id: string, parentId: string, enabled: boolean) {
  return useInfiniteQuery({
    queryKey: categoriesKeys.branch(id, parentId),
    queryFn: ({ pageParam, signal }) => categoriesPage(id, { parentId, page: pageParam, limit: CATEGORY_PAGE }, signal),
    initialPageParam: 1,
    getNextPageParam: (last, pages) => (last.length === 0 ? undefined : pages.length + 1),
    enabled,
  });
}

/** Categories whose name holds the text, at any level. */
export function useCategorySearch(id: string, query: string) {
  return useQuery({
    queryKey: categoriesKeys.search(id, query),
    queryFn: ({ signal }) => categoriesPage(id, { query, page: 1, limit: CATEGORY_PAGE }, signal),
    enabled: query !== '',
  });
}

/** GET /sources/{id}/categories/{categoryId}/params: the params of a category and whether each shows there. */
export function useCategoryParams(id: string, categoryId: string | null) {
  return useQuery({
    queryKey: categoriesKeys.params(id, categoryId ?? ''),
    queryFn: ({ signal }) => http.get<CategoryParam[]>(`${base(id)}/categories/${encodeURIComponent(categoryId ?? '')}/params`, { signal }),
    enabled: categoryId !== null,
  });
}

/** PUT /sources/{id}/params/{paramId} or, for many, PUT /params/status; with a category only there and below. */
export function useParamStatus(id: string) {
  const client = useQueryClient();
  return useMutation({
    mutationFn: ({ ids, enabled, categoryId }: { ids: string[]; enabled: boolean; categoryId?: string }) =>
      ids.length === 1
        ? http.put(`${base(id)}/params/${encodeURIComponent(ids[0] ?? '')}`, { enabled, categoryId })
        : http.put(`${base(id)}/params/status`, { ids, enabled, categoryId }),
    onSuccess: () =>
      Promise.all([
        client.invalidateQueries({ queryKey: [...categoriesKeys.project(id), 'params'] }),
        client.invalidateQueries({ queryKey: categoriesKeys.filters(id) }),
      ]),
  });
}
