import { useInfiniteQuery, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { type CatalogFilter, FILTER_PAGE_SIZE, type FilterMode, type FilterUpdate } from '@vitrina/contracts';
import { http, request } from '../../../lib/http';
import { categoriesKeys } from '../keys';

const base = (id: string) => `/sources/${encodeURIComponent(id)}/filters`;

/** GET /sources/{id}/filters?skip&limit, 50 at a time until an empty page (spec §4, §9). */
export function useFilters(id: string) {
  return useInfiniteQuery({
    queryKey: categoriesKeys.filterList(id),
    queryFn: async ({ pageParam, signal }) =>
      (await request<{ data?: CatalogFilter[] } | null>(base(id), { query: { skip: pageParam, limit: FILTER_PAGE_SIZE }, signal }))?.data ??
      [],
    initialPageParam: 0,
    getNextPageParam: (last, pages) => (last.length === 0 ? undefined : pages.reduce((count, page) => count + page.length, 0)),
  });
}

/** GET /sources/{id}/filters/search?query. */
export function useFilterSearch(id: string, query: string) {
  return useQuery({
    queryKey: categoriesKeys.filterSearch(id, query),
    queryFn: ({ signal }) => http.get<CatalogFilter[]>(`${base(id)}/search`, { query: { query }, signal }),
    enabled: query !== '',
  });
}

/** POST /sources/{id}/filters/update/{filterId}: ordering, level, firstId, currentType, enabled. */
export function useUpdateFilter(id: string) {
  const client = useQueryClient();
  return useMutation({
    mutationFn: ({ filterId, update }: { filterId: string; update: FilterUpdate }) =>
      http.post<CatalogFilter>(`${base(id)}/update/${encodeURIComponent(filterId)}`, update),
    onSuccess: () =>
      Promise.all([
        client.invalidateQueries({ queryKey: categoriesKeys.filters(id) }),
        client.invalidateQueries({ queryKey: [...categoriesKeys.project(id), 'params'] }),
      ]),
  });
}

/** GET and PUT /sources/{id}/filters/mode. */
export function useFilterMode(id: string) {
  return useQuery({
    queryKey: categoriesKeys.mode(id),
    queryFn: async ({ signal }) => (await http.get<{ mode: FilterMode }>(`${base(id)}/mode`, { signal })).mode,
  });
}

export function useSaveFilterMode(id: string) {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (mode: FilterMode) => http.put(`${base(id)}/mode`, { mode }),
    onSuccess: (_answer, mode) => client.setQueryData(categoriesKeys.mode(id), mode),
  });
}

/** Saves new positions one filter after another, then reads the list once. */
export function useReorderFilters(id: string) {
  const client = useQueryClient();
  return useMutation({
    mutationFn: async (changes: Array<{ filterId: string; ordering: number }>) => {
      for (const change of changes)
        await http.post(`${base(id)}/update/${encodeURIComponent(change.filterId)}`, { ordering: change.ordering });
    },
    onSettled: () => client.invalidateQueries({ queryKey: categoriesKeys.filters(id) }),
  });
}
