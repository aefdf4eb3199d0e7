import { useMutation, useQueryClient } from '@tanstack/react-query';
import { http } from '../../../lib/http';
import { projectAreaKeys } from '../keys';
import type { WidgetScript } from './get-widget-script';

export interface PublishedWidgetScript extends WidgetScript {
  settings: Record<string, unknown>;
  publishedAt: number;
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
    onSuccess: () => client.invalidateQueries({ queryKey: projectAreaKeys.detail(id) }),
  });
}
