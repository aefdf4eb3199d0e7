import { useMutation, useQuery } from '@tanstack/react-query';
import { type ListEnvelope, type Project, SOURCES_PAGE_SIZE } from '@vitrina/contracts';
import { http, request } from '../../../lib/http';
import { integrationKeys } from '../keys';

export interface LinkParams {
  clientId: string;
  redirectUri: string | null;
  state: string | null;
}

export interface LinkClient {
  clientId: string;
  name: string;
  redirectUri: string;
}

/** GET /integrations/clients/{client_id}?redirect_uri: is the link one of a registered client? */
export function useLinkClient(link: LinkParams | null) {
  return useQuery({
    queryKey: integrationKeys.client(link?.clientId ?? '', link?.redirectUri ?? ''),
    queryFn: ({ signal }) =>
      http.get<LinkClient>(`/integrations/clients/${encodeURIComponent(link?.clientId ?? '')}`, {
        query: { redirect_uri: link?.redirectUri },
        signal,
        quiet: true,
      }),
    enabled: Boolean(link),
    retry: false,
  });
}

/** The projects the user may connect: those they can edit. */
export function useProjects() {
  return useQuery({
    queryKey: integrationKeys.projects(),
    queryFn: async ({ signal }) =>
      (await request<ListEnvelope<Project>>('/sources', { query: { page: 1, pageSize: SOURCES_PAGE_SIZE }, signal })).data,
  });
}

/** GET /code/?client_id&redirect_uri&source_id&state: the code, and the client address to return to with it. */
export function useIssueCode() {
  return useMutation({
    mutationFn: ({ link, sourceId }: { link: LinkParams; sourceId: string }) =>
      http.get<{ code: string; redirectUri: string }>('/code/', {
        query: { client_id: link.clientId, redirect_uri: link.redirectUri, source_id: sourceId, state: link.state },
        quiet: true,
      }),
  });
}
