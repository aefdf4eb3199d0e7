import { useMutation, useQueryClient } from '@tanstack/react-query';
import { http } from '../../../lib/http';
import { sharedQueryKeys } from '../../../lib/shared-query-keys';
import { projectAreaKeys } from '../keys';
import type { Publication } from './get-publication';

/** POST /sources/{id}/discardWidgetChanges: the saved widget settings and trade widgets go back to the published ones. */
export function discardWidgetChanges(id: string): Promise<Publication> {
  return http.post<Publication>(`/sources/${encodeURIComponent(id)}/discardWidgetChanges`);
}

export function useDiscardWidgetChanges(id: string) {
  const client = useQueryClient();
  return useMutation({
    mutationFn: () => discardWidgetChanges(id),
    onSuccess: (publication) => {
      client.setQueryData<Publication>(projectAreaKeys.publication(id), publication);
      // The project (its settings) and the trade widgets' saved versions changed back.
      void client.invalidateQueries({ queryKey: sharedQueryKeys.tradeWidgets(id) });
      return client.invalidateQueries({ queryKey: projectAreaKeys.detail(id), exact: true });
    },
  });
}
