import { useQuery } from '@tanstack/react-query';
import { http } from '../../../lib/http';
import { creativeKeys } from '../keys';

/** What the offer picker reads of a search-test hit. */
export interface PickedOffer {
  id: string;
  name: string;
  price: number | null;
  currency: string | null;
  pictures?: string[];
}

/** POST /sources/{id}/search-test {query, limit} → {data: {hits, offers}}: the project's offers by a query. */
export function useOfferSearch(projectId: string, query: string) {
  return useQuery({
    queryKey: creativeKeys.offers(projectId, query),
    queryFn: ({ signal }) =>
      http.post<{ hits: number; offers: PickedOffer[] }>(
        `/sources/${encodeURIComponent(projectId)}/search-test`,
        { query, limit: 20 },
        { signal, quiet: true, background: true },
      ),
    enabled: query.trim().length > 0,
    retry: false,
  });
}

/** GET /sources/{id}/all_categories → {data: [{id, name, parentId}]}: the choices of the category limit. */
export function useAllCategories(projectId: string) {
  return useQuery({
    queryKey: creativeKeys.categories(projectId),
    queryFn: ({ signal }) =>
      http.get<Array<{ id: string; name: string; parentId: string | null }>>(`/sources/${encodeURIComponent(projectId)}/all_categories`, {
        signal,
        background: true,
      }),
    staleTime: 5 * 60_000,
  });
}
