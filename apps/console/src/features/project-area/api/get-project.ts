import { queryOptions, useQuery } from '@tanstack/react-query';
import type { Project } from '@vitrina/contracts';
import { http } from '../../../lib/http';
import { projectAreaKeys } from '../keys';
import { isFeedLoading } from '../tabs';

/** While the feed loads, look again this often so the tabs unlock without a manual refresh. */
export const LOADING_POLL_MS = 15_000;

/** GET /sources/{id} → {data: Project}. */
export function getProject(id: string, signal?: AbortSignal): Promise<Project> {
  return http.get<Project>(`/sources/${encodeURIComponent(id)}`, { signal });
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
