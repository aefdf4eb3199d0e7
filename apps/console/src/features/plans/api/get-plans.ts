import { useQuery } from '@tanstack/react-query';
import type { Plan } from '@vitrina/contracts';
import { http } from '../../../lib/http';
import { plansKeys } from '../keys';

/** GET /sources/plans → the plans on sale, trial first. */
export function usePlans() {
  return useQuery({
    queryKey: plansKeys.list(),
    queryFn: ({ signal }) => http.get<Plan[]>('/sources/plans', { signal }),
    staleTime: 5 * 60_000,
  });
}
