import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { CreateSourceBody } from '@vitrina/contracts';
import { http } from '../../../lib/http';
import { refreshProfile } from '../../../lib/session';
import { projectKeys } from '../keys';

/** POST /sources → 201 {data: {uuid}}; the first feed load is queued by the server. */
export function createProject(body: CreateSourceBody): Promise<{ uuid: string }> {
  return http.post<{ uuid: string }>('/sources', body, { quiet: true });
}

export function useCreateProject() {
  const client = useQueryClient();
  return useMutation({
    mutationKey: projectKeys.create(),
    mutationFn: createProject,
    // The new project brings new permissions (sources.edit.<uuid>): reload the user before opening it.
    onSuccess: () => Promise.all([refreshProfile(), client.invalidateQueries({ queryKey: projectKeys.all })]),
  });
}
