import { useMutation, useQueryClient } from '@tanstack/react-query';
import { http } from '../../../lib/http';
import { sharedQueryKeys } from '../../../lib/shared-query-keys';
import { projectAreaKeys } from '../keys';
import type { Publication } from './get-publication';
import type { WidgetScript } from './get-widget-script';

export interface PublishedWidgetScript extends WidgetScript, Publication {
  settings: Record<string, unknown>;
}

/** POST /sources/{id}/saveWidgetScript: publishes the saved settings to the loader shops embed. */
export function publishWidgetScript(id: string): Promise<PublishedWidgetScript> {
  return http.post<PublishedWidgetScript>(`/sources/${encodeURIComponent(id)}/saveWidgetScript`);
}

export function usePublishWidgetScript(id: string) {
  const client = useQueryClient();
  return useMutation({
    mutationKey: projectAreaKeys.publishWidgetScript(id),
    mutationFn: () => publishWidgetScript(id),
    onSuccess: (answer) => {
      const { loaderUrl: _url, snippet: _snippet, settings: _settings, ...publication } = answer;
      client.setQueryData<Publication>(projectAreaKeys.publication(id), publication);
      // Trade widgets are published too (decision 0018).
      void client.invalidateQueries({ queryKey: sharedQueryKeys.tradeWidgets(id) });
      // lastScriptUpdated of the project changed; the publication just set is current.
      return client.invalidateQueries({ queryKey: projectAreaKeys.detail(id), exact: true });
    },
  });
}
