import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { PatchSourceBody, ProjectDetail } from '@vitrina/contracts';
import { http } from '../../../lib/http';
import { relevanceKeys } from '../keys';

const path = (id: string) => `/sources/${encodeURIComponent(id)}`;

/** GET /sources/{id}: the tracker reads the project's widgetSettings. */
export function useRelevanceProject(id: string) {
  return useQuery({
    queryKey: relevanceKeys.project(id),
    queryFn: ({ signal }) => http.get<ProjectDetail>(path(id), { signal }),
  });
}

export interface WidgetScript {
  loaderUrl: string;
  snippet: string;
}

/** GET /sources/{id}/widgetScript → {loaderUrl, snippet}; its origin is the search API's. */
export function useWidgetScript(id: string) {
  return useQuery({
    queryKey: relevanceKeys.widgetScript(id),
    queryFn: ({ signal }) => http.get<WidgetScript>(`${path(id)}/widgetScript`, { signal }),
    staleTime: 5 * 60_000,
  });
}

/** PATCH /sources/{id} {widgetSettings}, then POST /sources/{id}/saveWidgetScript so shops get it. */
export function useSaveWidgetSettings(id: string) {
  const client = useQueryClient();
  return useMutation({
    mutationFn: async (widgetSettings: NonNullable<PatchSourceBody['widgetSettings']>) => {
      await http.patch<unknown>(path(id), { widgetSettings }, { quiet: true });
      await http.post<unknown>(`${path(id)}/saveWidgetScript`, undefined, { quiet: true });
    },
    onSuccess: () =>
      Promise.all([
        client.invalidateQueries({ queryKey: relevanceKeys.project(id) }),
        // The project area's own copy of the project ('sources' root) is stale too.
        client.invalidateQueries({ queryKey: ['sources'] }),
      ]),
  });
}
