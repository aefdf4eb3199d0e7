import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { Plan, PlanDetailsBody } from '@vitrina/contracts';
import { http } from '../../../lib/http';
import { notifySuccess } from '../../../lib/notify';
import { plansKeys } from '../keys';

export type CataloguePlan = Plan & { projects: number };

/** GET /plandetails: every plan, archived ones too, with how many projects are on each (administrator). */
export function usePlanCatalogue(enabled: boolean) {
  return useQuery({
    queryKey: [...plansKeys.all, 'details'],
    queryFn: ({ signal }) => http.get<CataloguePlan[]>('/plandetails', { signal }),
    enabled,
  });
}

/** POST /plandetails: creates or replaces a plan; the form shows field errors itself. */
export function useSavePlan(successMessage: string) {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (plan: PlanDetailsBody) => http.post<Plan>('/plandetails', plan, { quiet: true }),
    onSuccess: () => {
      notifySuccess(successMessage);
      return client.invalidateQueries({ queryKey: plansKeys.all });
    },
  });
}
