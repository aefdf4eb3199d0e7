import { queryOptions, useQuery } from '@tanstack/react-query';
import { http } from '../../../lib/http';
import type { ProjectDetail } from '../feed-types';
import { projectAreaKeys } from '../keys';
import { isFeedLoading } from '../tabs';

/** While the feed loads, look again this often so the tabs unlock without a manual refresh. */
export const LOADING_POLL_MS = 15_000;
/** The feed page follows a running load closely: offers read so far, bytes. */
export const FEED_POLL_MS = 2_000;

/** GET /sources/{id} → {data: Project with feedLoad and exceedsAllowOffers}. */
export function getProject(id: string, signal?: AbortSignal, background = false): Promise<ProjectDetail> {
  return http.get<ProjectDetail>(`/sources/${encodeURIComponent(id)}`, { signal, background });
}

export function projectQuery(id: string) {
  return queryOptions({
    queryKey: projectAreaKeys.detail(id),
    queryFn: ({ signal }) => getProject(id, signal),
    refetchInterval: (query) => (query.state.data && isFeedLoading(query.state.data.sourceStatus) ? LOADING_POLL_MS : false),
  });
}

export function useProject(id: string) {
  return useQuery(projectQuery(id));
}

/** Only 'wait' and 'process' change by the second; 'new' waits for someone to press update. */
export function isLoadRunning(status: string | undefined): boolean {
  return status === 'wait' || status === 'process';
}

/** The same cached project, re-read every 2 s while a load waits or runs and not at all otherwise. */
export function useLiveProject(id: string) {
  return useQuery({
    ...projectQuery(id),
    queryFn: ({ signal }) => getProject(id, signal, true),
    refetchInterval: (query) => (isLoadRunning(query.state.data?.sourceStatus) ? FEED_POLL_MS : false),
  });
}
