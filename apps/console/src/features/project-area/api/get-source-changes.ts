import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { request } from '../../../lib/http';
import { projectAreaKeys } from '../keys';

export const SOURCE_CHANGES_PAGE_SIZE = 20;

export interface SourceChange {
  id: number;
  user: { name: string | null; email: string } | null;
  field: string;
  oldValue: string | null;
  newValue: string | null;
  date: number | string;
}

export interface SourceChangesPage {
  data: SourceChange[];
  totalCount: number;
}

/** GET /sources/{id}/logs/source-changes?page&limit → {data, totalCount}, newest first. */
export function getSourceChanges(id: string, page: number, limit: number, signal?: AbortSignal): Promise<SourceChangesPage> {
  return request<SourceChangesPage>(`/sources/${encodeURIComponent(id)}/logs/source-changes`, {
    query: { page, limit },
    signal,
    quiet: true,
  });
}

export function sourceChangesQuery(id: string, page: number, limit = SOURCE_CHANGES_PAGE_SIZE) {
  return queryOptions({
    queryKey: projectAreaKeys.sourceChangesPage(id, page, limit),
    queryFn: ({ signal }) => getSourceChanges(id, page, limit, signal),
    placeholderData: keepPreviousData,
  });
}

export function useSourceChanges(id: string, page: number) {
  return useQuery(sourceChangesQuery(id, page));
}
