import { keepPreviousData, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { ListEnvelope, Plan } from '@vitrina/contracts';
import { http, request } from '../../../lib/http';
import { administratorKeys } from '../keys';

export interface OverviewRow {
  uuid: string;
  name: string;
  siteUrl: string;
  sourceStatus: string;
  offersCount: number;
  ownerEmail: string;
  plan: { id: string; name: string | null; endsAt: number | null; unpaid: boolean } | null;
  segment: string;
  accountManager: string;
  payingProject: boolean;
  clientLeft: boolean;
}

export interface OverviewFilter {
  status: string | null;
  plan: string | null;
  segment: string | null;
  filter: string;
  page: number;
}

export const PAGE_SIZE = 50;

/** GET /administrator/projects: every project with status, plan and segment. */
export function useProjectsOverview(f: OverviewFilter) {
  return useQuery({
    queryKey: administratorKeys.overview(f),
    queryFn: ({ signal }) =>
      request<ListEnvelope<OverviewRow>>('/administrator/projects', {
        query: { ...f, filter: f.filter || undefined, pageSize: PAGE_SIZE },
        signal,
      }),
    placeholderData: keepPreviousData,
  });
}

export function usePlans() {
  return useQuery({ queryKey: administratorKeys.plans(), queryFn: ({ signal }) => http.get<Plan[]>('/sources/plans', { signal }) });
}

export interface SystemLogRow {
  id: string;
  date: number;
  sourceUuid: string;
  sourceName: string;
  message: string;
}

/** GET /logs/system: failed feed loads across projects, newest first. */
export function useSystemLog(page: number) {
  return useQuery({
    queryKey: administratorKeys.systemLog(page),
    queryFn: ({ signal }) => request<ListEnvelope<SystemLogRow>>('/logs/system', { query: { page, pageSize: PAGE_SIZE }, signal }),
    placeholderData: keepPreviousData,
  });
}

export interface IntegrationClient {
  clientId: string;
  name: string;
  redirectUris: string[];
  createdAt: number;
}

export function useIntegrationClients() {
  return useQuery({
    queryKey: administratorKeys.clients(),
    queryFn: ({ signal }) => http.get<IntegrationClient[]>('/integrations/clients', { signal }),
  });
}

/** POST /integrations/clients: the answer holds the client secret, shown this once. */
export function useCreateClient() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (body: { name: string; redirectUris: string[] }) =>
      http.post<IntegrationClient & { clientSecret: string }>('/integrations/clients', body, { quiet: true }),
    onSuccess: () => client.invalidateQueries({ queryKey: administratorKeys.clients() }),
  });
}

export function useDeleteClient() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (clientId: string) => http.delete<unknown>(`/integrations/clients/${encodeURIComponent(clientId)}`),
    onSuccess: () => client.invalidateQueries({ queryKey: administratorKeys.clients() }),
  });
}
