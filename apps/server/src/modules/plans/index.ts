/** Plans, subscriptions, trials and the search gate of spec §4. */
export { requirePlanFeature } from './feature-guard';
export { plansRoutes } from './routes';
export { createPlanGate, type PlanGate } from './search-gate';
export { findSubscription, PLAN_SUBSCRIPTION_COLUMN, setSubscription } from './store';
export { offersLimitForLoad, startTrial } from './subscription';
export { withoutLockedFeatures } from './widget-gating';
