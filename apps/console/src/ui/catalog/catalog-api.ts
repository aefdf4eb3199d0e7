import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { type CatalogFilter, type CatalogOffer, FILTER_PAGE_SIZE } from '@vitrina/contracts';
import { request } from '../../lib/http';

/** Query keys of the catalog reads the shared pickers make, under their own root. */
export const catalogKeys = {
  all: (projectId: string) => ['catalog', projectId] as const,
  offerSearch: (projectId: string, query: string) => [...catalogKeys.all(projectId), 'offers', 'search', query] as const,
  offersByIds: (projectId: string, ids: readonly string[]) => [...catalogKeys.all(projectId), 'offers', 'ids', ...ids] as const,
  params: (projectId: string) => [...catalogKeys.all(projectId), 'params'] as const,
  categorySearch: (projectId: string, query: string) => [...catalogKeys.all(projectId), 'categories', 'search', query] as const,
  categoriesByIds: (projectId: string, ids: readonly string[]) => [...catalogKeys.all(projectId), 'categories', 'ids', ...ids] as const,
};

/**
 * A category as GET /sources/{id}/categories answers it (the server's CategoryRow; contracts hold no
 * schema for it yet). Counts are of the live catalog: offersCount in the category itself,
 * subtreeOffersCount in it or anywhere below it, each offer once.
 */
export interface CatalogCategory {
  id: string;
  name: string;
  parentId: string | null;
  hasChildren: boolean;
  offersCount: number;
  subtreeOffersCount: number;
  /** Its parents' names, the root first (found by name or id): same-named categories told apart. */
  path?: string[];
}

/** Categories a picker lists while the owner types; more are reached by typing more of the name. */
export const CATEGORY_PICKER_RESULTS = 20;

/** Offers a picker lists while the owner types. */
export const PICKER_RESULTS = 8;
const base = (projectId: string) => `/sources/${encodeURIComponent(projectId)}`;

/** GET /sources/{id}/offers?query: the live catalog's offers whose name holds the words (or whose id or code is the text). */
export function useOfferSearch(projectId: string, query: string) {
  return useQuery({
    queryKey: catalogKeys.offerSearch(projectId, query),
    queryFn: async ({ signal }) =>
      (
        await request<{ data: CatalogOffer[]; totalCount: number }>(`${base(projectId)}/offers`, {
          query: { query, limit: PICKER_RESULTS },
          signal,
          quiet: true,
          background: true,
        })
      ).data,
    enabled: query !== '',
    staleTime: 30_000,
    placeholderData: keepPreviousData,
  });
}

/** GET /sources/{id}/offers?ids=…: the named offers, to show a setting's ids by name (ids the catalog lacks are missing). */
export function useOffersByIds(projectId: string, ids: readonly string[]) {
  return useQuery({
    queryKey: catalogKeys.offersByIds(projectId, ids),
    queryFn: async ({ signal }) => {
      // Repeated `ids`: an id holding a comma stays whole when there are several.
      const query = new URLSearchParams(ids.map((id) => ['ids', id]));
      const answer = await request<{ data: CatalogOffer[] }>(`${base(projectId)}/offers?${query}`, {
        signal,
        quiet: true,
        background: true,
      });
      return new Map(answer.data.map((offer) => [offer.id, offer]));
    },
    enabled: ids.length > 0,
    staleTime: 60_000,
    placeholderData: keepPreviousData,
  });
}

/** Every param of the catalog with how many offers carry it (GET /sources/{id}/filters, page after page). */
export function useCatalogParams(projectId: string) {
  return useQuery({
    queryKey: catalogKeys.params(projectId),
    queryFn: async ({ signal }) => {
      const all: CatalogFilter[] = [];
      for (let skip = 0; ; skip += FILTER_PAGE_SIZE * 10) {
        const page = await request<{ data: CatalogFilter[]; totalCount: number }>(`${base(projectId)}/filters`, {
          query: { skip, limit: FILTER_PAGE_SIZE * 10 },
          signal,
          // Like the other pickers' reads: a list that cannot load says so in its field, not in a message over the form.
          quiet: true,
          background: true,
        });
        all.push(...page.data);
        if (page.data.length === 0 || all.length >= page.totalCount) return all;
      }
    },
    staleTime: 60_000,
  });
}

/** GET /sources/{id}/categories?query: categories at any level whose name holds the text, by name, with the total. */
export function useCategorySearch(projectId: string, query: string) {
  return useQuery({
    queryKey: catalogKeys.categorySearch(projectId, query),
    queryFn: ({ signal }) =>
      request<{ data: CatalogCategory[]; totalCount: number }>(`${base(projectId)}/categories`, {
        query: { query, page: 1, limit: CATEGORY_PICKER_RESULTS },
        signal,
        quiet: true,
        background: true,
      }),
    enabled: query !== '',
    staleTime: 30_000,
    placeholderData: keepPreviousData,
  });
}

/**
 * The named categories (GET /sources/{id}/categories?ids=…), to show saved ids by name and place.
 * Ids missing from the map are not in the catalog.
 */
export function useCategoryNames(projectId: string, ids: readonly string[]) {
  return useQuery({
    queryKey: catalogKeys.categoriesByIds(projectId, ids),
    queryFn: async ({ signal }) => {
      // Repeated `ids`: an id holding a comma stays whole.
      const query = new URLSearchParams(ids.map((id) => ['ids', id]));
      const answer = await request<{ data: CatalogCategory[] }>(`${base(projectId)}/categories?${query}`, {
        signal,
        quiet: true,
        background: true,
      });
      return new Map(answer.data.map((category) => [category.id, category]));
    },
    enabled: ids.length > 0,
    staleTime: 60_000,
    placeholderData: keepPreviousData,
  });
}
