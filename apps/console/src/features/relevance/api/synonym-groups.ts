import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { SynonymGroup } from '@vitrina/contracts';
import { useTranslation } from 'react-i18next';
import { http } from '../../../lib/http';
import { relevanceKeys } from '../keys';

const base = (id: string) => `/v2/sources/${encodeURIComponent(id)}/synonym-groups`;

export interface GroupValues {
  name: string;
  description: string;
}

/** GET /v2/sources/{id}/synonym-groups → {data: [{id, name, description, isDefault, synonymsCount}]}. */
export function useSynonymGroups(id: string) {
  const { t } = useTranslation();
  return useQuery({
    queryKey: relevanceKeys.groups(id),
    queryFn: ({ signal }) => http.get<SynonymGroup[]>(base(id), { signal }),
    // The server names the default group 'Default'; shown in the interface language.
    select: (groups) =>
      groups.map((group) => (group.isDefault && group.name === 'Default' ? { ...group, name: t('relevance.groups.defaultName') } : group)),
  });
}

/** Create (no groupId), rename (groupId + values) or delete (groupId, no values) a group. */
export function useSaveSynonymGroup(id: string) {
  const client = useQueryClient();
  return useMutation({
    mutationFn: ({ groupId, values }: { groupId?: string; values?: GroupValues }) => {
      if (!groupId) return http.post<SynonymGroup>(base(id), values, { quiet: true });
      const path = `${base(id)}/${encodeURIComponent(groupId)}`;
      return values ? http.patch<SynonymGroup>(path, values, { quiet: true }) : http.delete<unknown>(path);
    },
    onSuccess: () => client.invalidateQueries({ queryKey: relevanceKeys.synonyms(id) }),
  });
}
