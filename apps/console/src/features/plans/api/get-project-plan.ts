import { queryOptions, useQuery } from '@tanstack/react-query';
import type { ProjectDetail, ProjectPlan } from '@vitrina/contracts';
import { ApiError, http } from '../../../lib/http';
import { plansKeys } from '../keys';

/** GET /sources/{id}/plan; a 404 means the project has no plan yet and is read as null, silently (spec §8). */
export async function getProjectPlan(id: string, signal?: AbortSignal): Promise<ProjectPlan | null> {
  try {
    return await http.get<ProjectPlan>(`/sources/${encodeURIComponent(id)}/plan`, { signal, quiet: true });
  } catch (error) {
    if (error instanceof ApiError && error.statusCode === 404) return null;
    throw error;
  }
}

export function projectPlanQuery(id: string) {
  return queryOptions({ queryKey: plansKeys.projectPlan(id), queryFn: ({ signal }) => getProjectPlan(id, signal) });
}

/** `enabled: false` leaves the plan unread (a caller that needs it only in some states). */
export function useProjectPlan(id: string, enabled = true) {
  return useQuery({ ...projectPlanQuery(id), enabled });
}

/** Whether the project's plan limits its search queries: only then do its pages read the plan's usage (QuotaNotice). */
export function limitsQueries(project: ProjectDetail): boolean {
  return typeof project.planSubscription?.plan.features.queriesPerMonth === 'number';
}
