import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import {
  type AdminForm,
  type AdminFormInput,
  type ListEnvelope,
  type Project,
  SOURCES_PAGE_SIZE,
  type TransferBody,
  type TransferResult,
} from '@vitrina/contracts';
import { http, request } from '../../../lib/http';
import { administratorKeys } from '../keys';

const path = (projectId: string) => `/sources/${encodeURIComponent(projectId)}`;

/** GET /sources/{id}/administrator: the saved form, or its defaults. */
export function useAdminForm(projectId: string, enabled: boolean) {
  return useQuery({
    enabled,
    queryKey: administratorKeys.form(projectId),
    queryFn: ({ signal }) => http.get<AdminForm>(`${path(projectId)}/administrator`, { signal }),
  });
}

export function useSaveAdminForm(projectId: string) {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (form: AdminFormInput) => http.put<AdminForm>(`${path(projectId)}/administrator`, form, { quiet: true }),
    onSuccess: (saved) => client.setQueryData(administratorKeys.form(projectId), saved),
  });
}

/** Every project (an administrator lists them all): the choices for links and for a settings copy. */
export function useAllProjects(enabled: boolean) {
  return useQuery({
    enabled,
    queryKey: administratorKeys.projects(),
    queryFn: async ({ signal }) =>
      (await request<ListEnvelope<Project>>('/sources', { query: { page: 1, pageSize: SOURCES_PAGE_SIZE }, signal })).data,
    staleTime: 60_000,
  });
}

/** POST /sources/{id}/transfer: copies the chosen settings into another project. */
export function useTransferSettings(projectId: string) {
  return useMutation({
    mutationFn: (body: TransferBody) => http.post<TransferResult>(`${path(projectId)}/transfer`, body, { quiet: true }),
  });
}
