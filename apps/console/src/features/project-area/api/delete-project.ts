import { useMutation, useQueryClient } from '@tanstack/react-query';
import { http } from '../../../lib/http';
import { projectAreaKeys } from '../keys';

/** DELETE /sources/{id}. */
export function deleteProject(id: string): Promise<unknown> {
  return http.delete<unknown>(`/sources/${encodeURIComponent(id)}`);
}

export function useDeleteProject(id: string) {
  const client = useQueryClient();
  return useMutation({
    mutationKey: projectAreaKeys.remove(id),
    mutationFn: () => deleteProject(id),
    // The deleted project's own query is left alone: refetching it while its page unmounts would show a 404.
    onSuccess: () => client.invalidateQueries({ queryKey: projectAreaKeys.all, predicate: (query) => query.queryKey[1] !== 'detail' }),
  });
}
