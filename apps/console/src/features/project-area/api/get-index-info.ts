import { queryOptions, useQuery } from '@tanstack/react-query';
import { http } from '../../../lib/http';
import { projectAreaKeys } from '../keys';

export interface IndexInfo {
  offers: number;
  availableOffers: number;
  categories: number;
  params: number;
  storedBytes: number;
  builtAt: number | string | null;
  catalogVersion: number;
  /** ISO 4217 code of the feed's prices (its most common currency), null when unknown. */
  currency: string | null;
}

/** POST /sources/{id}/index-info → {data}: what the live index holds. */
export function getIndexInfo(id: string, signal?: AbortSignal): Promise<IndexInfo> {
  return http.post<IndexInfo>(`/sources/${encodeURIComponent(id)}/index-info`, undefined, { signal, quiet: true, background: true });
}

export function indexInfoQuery(id: string) {
  return queryOptions({ queryKey: projectAreaKeys.indexInfo(id), queryFn: ({ signal }) => getIndexInfo(id, signal) });
}

export function useIndexInfo(id: string) {
  return useQuery(indexInfoQuery(id));
}
