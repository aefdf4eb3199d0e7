import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { MerchandisingRule } from '@vitrina/contracts';
import { http } from '../../../lib/http';
import { relevanceKeys } from '../keys';

const path = (id: string) => `/sources/${encodeURIComponent(id)}/rules`;

/** GET /sources/{id}/rules → {data: {rules}}. */
export function useMerchandisingRules(id: string) {
  return useQuery({
    queryKey: relevanceKeys.rules(id),
    queryFn: async ({ signal }) => (await http.get<{ rules?: MerchandisingRule[] } | null>(path(id), { signal }))?.rules ?? [],
  });
}

/** POST /sources/{id}/rules {rules}: the whole list replaces the saved one; 422 keys are 'rules.1.params.url'. */
export function useSaveMerchandisingRules(id: string) {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (rules: MerchandisingRule[]) => http.post<unknown>(path(id), { rules }, { quiet: true }),
    onSuccess: (_answer, rules) => {
      client.setQueryData(relevanceKeys.rules(id), rules);
      // The search answers change with the rules: previews read them again.
      return client.invalidateQueries({ queryKey: [...relevanceKeys.all, id, 'quick-search'] });
    },
  });
}
