import type { QueryClient } from '@tanstack/react-query';
import type { ProjectDetail } from '@vitrina/contracts';
import { limitsQueries, projectPlanQuery } from './api/get-project-plan';

// The plans feature's part of a project page's data: what the project route's loader asks for
// (app/routes.tsx) before the page renders, with the page's query keys.

/** The plan's usage, which the quota notice above every project tab reads when the plan limits queries. */
export function prefetchProjectPlan(client: QueryClient, project: ProjectDetail): Promise<void> {
  return limitsQueries(project) ? client.prefetchQuery(projectPlanQuery(project.uuid)) : Promise.resolve();
}
