import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { PatchSourceBody, Project } from '@vitrina/contracts';
import { http } from '../../../lib/http';
import { projectAreaKeys } from '../keys';

/** PATCH /sources/{id} with any part of the project; {sourceStatus:'wait'} queues a feed update. */
export function updateProject(id: string, patch: PatchSourceBody): Promise<Project | null> {
  return http.patch<Project | null>(`/sources/${encodeURIComponent(id)}`, patch, { quiet: true });
}

export function useUpdateProject(id: string) {
  const client = useQueryClient();
  return useMutation({
    mutationKey: projectAreaKeys.update(id),
    mutationFn: (patch: PatchSourceBody) => updateProject(id, patch),
    onSuccess: (answer) => {
      if (answer && typeof answer === 'object' && 'uuid' in answer) client.setQueryData(projectAreaKeys.detail(id), answer);
      return client.invalidateQueries({ queryKey: projectAreaKeys.all });
    },
  });
}
