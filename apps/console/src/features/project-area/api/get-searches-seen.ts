import { queryOptions, useQuery } from '@tanstack/react-query';
import { http } from '../../../lib/http';
import { projectAreaKeys } from '../keys';

/**
 * Has the project's search answered any shopper in the last 30 days (the server's default window)?
 * POST /sources/{id}/stats {select: lastQueries, options: {limit: 1}}. Null when the statistics
 * cannot tell (the plan has none, or the request failed): the checklist then says nothing false.
 */
export function searchesSeenQuery(id: string) {
  return queryOptions({
    queryKey: projectAreaKeys.searchesSeen(id),
    queryFn: ({ signal }) =>
      http.post<unknown[]>(
        `/sources/${encodeURIComponent(id)}/stats`,
        { select: 'lastQueries', options: { limit: 1 } },
        { signal, quiet: true },
      ),
    retry: false,
    // Until the first search arrives, look again every minute while the checklist is open.
    refetchInterval: (q) => (q.state.data && q.state.data.length > 0 ? false : 60_000),
  });
}

export function useSearchesSeen(id: string, enabled: boolean) {
  const query = useQuery({ ...searchesSeenQuery(id), enabled });
  return query.isSuccess ? query.data.length > 0 : null;
}
