import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { type ListEnvelope, type Project, SOURCES_PAGE_SIZE } from '@vitrina/contracts';
import { request } from '../../../lib/http';
import { projectKeys } from '../keys';

/** GET /sources?page=1&pageSize=30000&filter= → {data: [Project], totalCount}. */
export function getProjects(filter: string, signal?: AbortSignal): Promise<ListEnvelope<Project>> {
  return request<ListEnvelope<Project>>('/sources', {
    query: { page: 1, pageSize: SOURCES_PAGE_SIZE, filter: filter || undefined },
    signal,
  });
}

export function projectsQuery(filter: string) {
  return queryOptions({
    queryKey: projectKeys.list(filter),
    queryFn: ({ signal }) => getProjects(filter, signal),
    placeholderData: keepPreviousData,
  });
}

export function useProjects(filter: string) {
  return useQuery(projectsQuery(filter));
}
