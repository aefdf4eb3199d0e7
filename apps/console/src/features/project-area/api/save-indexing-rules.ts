import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { IndexingRule } from '@vitrina/contracts';
import { http } from '../../../lib/http';
import { projectAreaKeys } from '../keys';

/** PUT /sources/{id}/indexing-rules {rules} → {data: {rules}}; they apply from the next feed load. */
export async function saveIndexingRules(id: string, rules: IndexingRule[]): Promise<IndexingRule[]> {
  const answer = await http.put<{ rules: IndexingRule[] }>(`/sources/${encodeURIComponent(id)}/indexing-rules`, { rules }, { quiet: true });
  return answer?.rules ?? rules;
}

export function useSaveIndexingRules(id: string) {
  const client = useQueryClient();
  return useMutation({
    mutationKey: projectAreaKeys.saveIndexingRules(id),
    mutationFn: (rules: IndexingRule[]) => saveIndexingRules(id, rules),
    onSuccess: (rules) => client.setQueryData(projectAreaKeys.indexingRules(id), rules),
  });
}
