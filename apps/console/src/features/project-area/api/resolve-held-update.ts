import { useMutation, useQueryClient } from '@tanstack/react-query';
import { http } from '../../../lib/http';
import { projectAreaKeys } from '../keys';

export type HeldAction = 'apply' | 'drop';

/** POST /sources/{id}/feed/held {action}: applies or drops an update that would remove over half the offers. */
export function resolveHeldUpdate(id: string, action: HeldAction): Promise<{ uuid: string; action: HeldAction }> {
  return http.post(`/sources/${encodeURIComponent(id)}/feed/held`, { action });
}

export function useResolveHeldUpdate(id: string) {
  const client = useQueryClient();
  return useMutation({
    mutationKey: projectAreaKeys.heldUpdate(id),
    mutationFn: (action: HeldAction) => resolveHeldUpdate(id, action),
    onSuccess: () => client.invalidateQueries({ queryKey: projectAreaKeys.detail(id) }),
  });
}
