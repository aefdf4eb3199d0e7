import { keepPreviousData, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { SynonymEntry, SynonymEntryInput, SynonymKind } from '@vitrina/contracts';
import { http, request } from '../../../lib/http';
import { relevanceKeys } from '../keys';

const base = (id: string) => `/v2/sources/${encodeURIComponent(id)}/synonyms`;

export interface SynonymFilter {
  query?: string;
  groupId?: string;
  kind?: SynonymKind;
  page: number;
  limit: number;
}

export interface SynonymPage {
  entries: SynonymEntry[];
  totalCount: number;
}

/** GET /v2/sources/{id}/synonyms?query&groupId&kind&page&limit → {data, totalCount}. */
export async function getSynonyms(id: string, filter: SynonymFilter, signal?: AbortSignal): Promise<SynonymPage> {
  const answer = await request<{ data: SynonymEntry[]; totalCount?: number }>(base(id), { query: { ...filter }, signal });
  return { entries: answer?.data ?? [], totalCount: answer?.totalCount ?? answer?.data?.length ?? 0 };
}

export function useSynonyms(id: string, filter: SynonymFilter) {
  return useQuery({
    queryKey: relevanceKeys.synonymList(id, filter),
    queryFn: ({ signal }) => getSynonyms(id, filter, signal),
    placeholderData: keepPreviousData,
  });
}

/** Every change of entries also changes group counts and suggestions: refresh the whole synonyms branch. */
function useInvalidateSynonyms(id: string) {
  const client = useQueryClient();
  return () => client.invalidateQueries({ queryKey: relevanceKeys.synonyms(id) });
}

/** POST /v2/sources/{id}/synonyms {entries}; a word saved with the same kind gets the new synonyms. */
export function useAddSynonyms(id: string) {
  const invalidate = useInvalidateSynonyms(id);
  return useMutation({
    mutationFn: (entries: SynonymEntryInput[]) => http.post<SynonymEntry[]>(base(id), { entries }, { quiet: true }),
    onSuccess: invalidate,
  });
}

/** PATCH /v2/sources/{id}/synonyms/{synonymId}: the given fields replace the saved ones. */
export function useUpdateSynonym(id: string) {
  const invalidate = useInvalidateSynonyms(id);
  return useMutation({
    mutationFn: ({ synonymId, patch }: { synonymId: string; patch: SynonymEntryInput }) =>
      http.patch<SynonymEntry>(`${base(id)}/${encodeURIComponent(synonymId)}`, patch, { quiet: true }),
    onSuccess: invalidate,
  });
}

/** DELETE /v2/sources/{id}/synonyms {ids}. */
export function useDeleteSynonyms(id: string) {
  const invalidate = useInvalidateSynonyms(id);
  return useMutation({
    mutationFn: (ids: string[]) => request<unknown>(base(id), { method: 'DELETE', body: { ids } }),
    onSuccess: invalidate,
  });
}

/** POST /v2/sources/{id}/synonyms/move {ids, groupId}. */
export function useMoveSynonyms(id: string) {
  const invalidate = useInvalidateSynonyms(id);
  return useMutation({
    mutationFn: ({ ids, groupId }: { ids: string[]; groupId: string }) => http.post<unknown>(`${base(id)}/move`, { ids, groupId }),
    onSuccess: invalidate,
  });
}
