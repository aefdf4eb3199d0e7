import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { request } from '../../../lib/http';
import type { FeedLoad } from '../feed-types';
import { projectAreaKeys } from '../keys';

export const FEED_LOADS_PAGE_SIZE = 20;

export interface FeedLoadsPage {
  data: FeedLoad[];
  totalCount: number;
}

/** GET /sources/{id}/logs/system?page&limit → {data, totalCount}, newest first. */
export function getFeedLoads(id: string, page: number, limit: number, signal?: AbortSignal): Promise<FeedLoadsPage> {
  return request<FeedLoadsPage>(`/sources/${encodeURIComponent(id)}/logs/system`, { query: { page, limit }, signal, background: true });
}

export function feedLoadsQuery(id: string, page: number, limit = FEED_LOADS_PAGE_SIZE, live = false) {
  return queryOptions({
    queryKey: projectAreaKeys.feedLoadsPage(id, page, limit),
    queryFn: ({ signal }) => getFeedLoads(id, page, limit, signal),
    placeholderData: keepPreviousData,
    // The newest page shows the running load's numbers growing.
    refetchInterval: live && page === 1 ? 4_000 : false,
  });
}

export function useFeedLoads(id: string, page: number, live: boolean) {
  return useQuery(feedLoadsQuery(id, page, FEED_LOADS_PAGE_SIZE, live));
}
