import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { AutoSynonym } from '@vitrina/contracts';
import { http } from '../../../lib/http';
import { relevanceKeys } from '../keys';

/** GET /sources/{id}/synonyms → suggested pairs from search statistics and the catalog. */
export function useAutoSynonyms(id: string) {
  return useQuery({
    queryKey: relevanceKeys.autoSynonyms(id),
    queryFn: ({ signal }) => http.get<AutoSynonym[]>(`/sources/${encodeURIComponent(id)}/synonyms`, { signal }),
  });
}

/** POST /sources/{id}/synonyms/auto {word, synonym, accept}: accepted pairs become two-way synonyms. */
export function useDecideAutoSynonym(id: string) {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (decision: { word: string; synonym: string; accept: boolean }) =>
      http.post<unknown>(`/sources/${encodeURIComponent(id)}/synonyms/auto`, decision),
    onSuccess: () => client.invalidateQueries({ queryKey: relevanceKeys.synonyms(id) }),
  });
}
