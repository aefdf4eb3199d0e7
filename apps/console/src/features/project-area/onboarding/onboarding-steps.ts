import type { ProjectDetail } from '@vitrina/contracts';

export type StepKey = 'feed' | 'selector' | 'publish' | 'searches';
/** done; active: under way now (a load runs); failed: needs the owner; todo: not yet; waiting: needs an earlier step. */
export type StepState = 'done' | 'active' | 'failed' | 'todo' | 'waiting';

export interface OnboardingStep {
  key: StepKey;
  state: StepState;
  /** Where to do it, under /project/{id}/. */
  path: string;
}

type ProjectFacts = Pick<ProjectDetail, 'loadedAt' | 'sourceStatus' | 'selector' | 'lastScriptUpdated'>;

/**
 * The next steps after creating a project, each from real data: the feed loaded (loadedAt), a
 * search-field selector saved, the widget published (lastScriptUpdated, or `live`: the publish state
 * the header shows has nothing unpublished), and searches seen in the
 * statistics (`searches`: null while unknown, e.g. the plan has no statistics).
 */
export function onboardingSteps(project: ProjectFacts, searches: boolean | null, live: boolean | null = null): OnboardingStep[] {
  const loaded = project.loadedAt !== null;
  const feed: StepState = loaded
    ? 'done'
    : project.sourceStatus === 'wait' || project.sourceStatus === 'process'
      ? 'active'
      : project.sourceStatus === 'failed'
        ? 'failed'
        : 'todo';
  const selector: StepState = (project.selector ?? '').trim() ? 'done' : 'todo';
  // Live as the header's publish state says (the site runs the saved settings), or published by hand.
  const published = project.lastScriptUpdated !== null || live === true;
  const publish: StepState = published && selector === 'done' ? 'done' : selector === 'done' ? 'todo' : 'waiting';
  const seen: StepState = searches ? 'done' : loaded && publish === 'done' ? 'todo' : 'waiting';
  return [
    { key: 'feed', state: feed, path: 'feed' },
    { key: 'selector', state: selector, path: 'settings/search-widget' },
    { key: 'publish', state: publish, path: 'settings/search-widget' },
    { key: 'searches', state: seen, path: 'statistics' },
  ];
}

export function isOnboardingDone(steps: readonly OnboardingStep[]): boolean {
  return steps.every((step) => step.state === 'done');
}
