import { keepPreviousData, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { LearnedQueriesAnswer, LearnedQueryAnswer } from '@vitrina/contracts';
import { request } from '../../../lib/http';
import { relevanceKeys } from '../keys';

const base = (id: string) => `/v2/sources/${encodeURIComponent(id)}/learning`;

export interface LearnedQueriesFilter {
  search: string;
  skip: number;
}

/** GET /v2/sources/{id}/learning?search&skip → {enabled, strength, total, queries}, without a {data} envelope. */
export function getLearnedQueries(id: string, filter: LearnedQueriesFilter, signal?: AbortSignal): Promise<LearnedQueriesAnswer> {
  return request<LearnedQueriesAnswer>(base(id), {
    query: { search: filter.search || undefined, skip: filter.skip || undefined },
    signal,
  });
}

export function useLearnedQueries(id: string, filter: LearnedQueriesFilter) {
  return useQuery({
    queryKey: relevanceKeys.learnedQueries(id, filter),
    queryFn: ({ signal }) => getLearnedQueries(id, filter, signal),
    placeholderData: keepPreviousData,
  });
}

/** GET /v2/sources/{id}/learning/query?key → {key, query, categories, offers}; a key nothing was learned for answers empty lists. */
export function getLearnedQuery(id: string, key: string, signal?: AbortSignal): Promise<LearnedQueryAnswer> {
  return request<LearnedQueryAnswer>(`${base(id)}/query`, { query: { key }, signal });
}

export function useLearnedQuery(id: string, key: string | null) {
  return useQuery({
    queryKey: relevanceKeys.learnedQuery(id, key ?? ''),
    queryFn: ({ signal }) => getLearnedQuery(id, key ?? '', signal),
    enabled: key !== null,
  });
}

/**
 * DELETE /v2/sources/{id}/learning?key → 204 (that query), without key → 204 (everything learned).
 * The lists and the search previews are read again; a query's details only when next opened (the
 * screen closes the one just reset rather than refetching something that may no longer exist).
 */
export function useResetLearning(id: string) {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (key: string | null) => request<unknown>(base(id), { method: 'DELETE', query: { key: key ?? undefined } }),
    onSuccess: () =>
      Promise.all([
        client.invalidateQueries({ queryKey: relevanceKeys.learnedLists(id) }),
        client.invalidateQueries({ queryKey: relevanceKeys.learnedDetails(id), refetchType: 'none' }),
        client.invalidateQueries({ queryKey: [...relevanceKeys.all, id, 'quick-search'] }),
      ]),
  });
}
