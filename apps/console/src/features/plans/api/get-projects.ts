import { useQuery } from '@tanstack/react-query';
import type { Project } from '@vitrina/contracts';
import { http } from '../../../lib/http';
import { plansKeys } from '../keys';

export type ProjectChoice = Pick<Project, 'uuid' | 'name' | 'planSubscription'>;

/** GET /sources: the projects the user may view, to choose which one a plan is for on /plans. */
export function useProjectChoices() {
  return useQuery({
    queryKey: plansKeys.projects(),
    queryFn: ({ signal }) => http.get<Project[]>('/sources', { signal, query: { page: 1, pageSize: 100 } }),
    select: (projects): ProjectChoice[] => projects.map(({ uuid, name, planSubscription }) => ({ uuid, name, planSubscription })),
  });
}
