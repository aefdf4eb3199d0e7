import type { ProjectDetail } from '../feed-types';

/**
 * Widget switches the project's plan does not include (taps are a plan feature): shown off and
 * disabled with a hint, since the loader turns them off for the shop's site anyway. A project
 * without a plan yet has everything, like the trial.
 */
export function planLockedSwitches(project: Pick<ProjectDetail, 'planSubscription'>): ReadonlySet<string> {
  const features = project.planSubscription?.plan.features;
  return new Set(features && !features.taps ? ['taps'] : []);
}
