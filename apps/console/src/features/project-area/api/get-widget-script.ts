import { queryOptions, useQuery } from '@tanstack/react-query';
import { http } from '../../../lib/http';
import { projectAreaKeys } from '../keys';

export interface WidgetScript {
  /** {SEARCH}/scripts/widget/{id}/main.js: the per-project loader shops embed. */
  loaderUrl: string;
  snippet: string;
}

/** GET /sources/{id}/widgetScript → {data: {loaderUrl, snippet}}. */
export function getWidgetScript(id: string, signal?: AbortSignal): Promise<WidgetScript> {
  return http.get<WidgetScript>(`/sources/${encodeURIComponent(id)}/widgetScript`, { signal });
}

export function widgetScriptQuery(id: string) {
  return queryOptions({
    queryKey: projectAreaKeys.widgetScript(id),
    queryFn: ({ signal }) => getWidgetScript(id, signal),
    staleTime: 5 * 60_000,
  });
}

export function useWidgetScript(id: string) {
  return useQuery(widgetScriptQuery(id));
}
