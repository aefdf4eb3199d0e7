import type { PlanSubscription } from '@vitrina/contracts';

/**
 * The widget settings a shop's site runs with under its plan: a switch the plan does not include
 * (taps: the query refinement chips) is turned off whatever the saved settings say. A project
 * without a plan yet runs everything, like the trial.
 */
export function withoutLockedFeatures(settings: Record<string, unknown>, subscription: PlanSubscription | null | undefined) {
  if (!subscription || subscription.plan.features.taps) return settings;
  return { ...settings, taps: false };
}
