import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { ProjectPlan } from '@vitrina/contracts';
import { http } from '../../../lib/http';
import { notifySuccess } from '../../../lib/notify';
import { plansKeys, SOURCES_ROOT } from '../keys';

/** POST /changePlan {sourceId, planId}; the project is fetched again afterwards (spec §4). */
export function useChangePlan(successMessage: string) {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (change: { sourceId: string; planId: string }) => http.post<ProjectPlan>('/changePlan', change),
    onSuccess: (plan, change) => {
      client.setQueryData(plansKeys.projectPlan(change.sourceId), plan);
      notifySuccess(successMessage);
      return Promise.all([
        client.invalidateQueries({ queryKey: SOURCES_ROOT }),
        client.invalidateQueries({ queryKey: plansKeys.projects() }),
      ]);
    },
  });
}
