import { useQuery } from '@tanstack/react-query';
import { http } from '../../../lib/http';
import { tradeWidgetKeys } from '../keys';

export interface WidgetScript {
  /** {SEARCH}/scripts/widget/{id}/main.js: the per-project loader, which also mounts the carousels. */
  loaderUrl: string;
  snippet: string;
}

/** GET /sources/{id}/widgetScript → {data: {loaderUrl, snippet}}. */
export function useWidgetScript(projectId: string) {
  return useQuery({
    queryKey: tradeWidgetKeys.script(projectId),
    queryFn: ({ signal }) => http.get<WidgetScript>(`/sources/${encodeURIComponent(projectId)}/widgetScript`, { signal }),
    staleTime: 5 * 60_000,
  });
}
