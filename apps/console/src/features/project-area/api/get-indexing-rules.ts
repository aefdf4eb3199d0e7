import { queryOptions, useQuery } from '@tanstack/react-query';
import type { IndexingRule } from '@vitrina/contracts';
import { http } from '../../../lib/http';
import { projectAreaKeys } from '../keys';

/** GET /sources/{id}/indexing-rules → {data: {rules}}. */
export async function getIndexingRules(id: string, signal?: AbortSignal): Promise<IndexingRule[]> {
  const answer = await http.get<{ rules: IndexingRule[] }>(`/sources/${encodeURIComponent(id)}/indexing-rules`, { signal });
  return answer?.rules ?? [];
}

export function indexingRulesQuery(id: string) {
  return queryOptions({
    queryKey: projectAreaKeys.indexingRules(id),
    queryFn: ({ signal }) => getIndexingRules(id, signal),
    // The editor owns the list once loaded; a background refetch must not reset what is being typed.
    staleTime: Number.POSITIVE_INFINITY,
  });
}

export function useIndexingRules(id: string) {
  return useQuery(indexingRulesQuery(id));
}
