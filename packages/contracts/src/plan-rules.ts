import { PLAN_WARNING_MS } from './constants';
import type { PlanSubscription } from './plans';

// Plans' rules without their request schemas (plans.ts): the console's project pages show the plan's
// state and quota from these and do not need zod to evaluate.

export const DAY_MS = 86_400_000;

/** Boolean features the API gates with 'plan upgrade required' (403). */
export const PLAN_SWITCHES = ['taps', 'colorDetection', 'statistics', 'tradeWidgets', 'creativeBooster'] as const;
export type PlanSwitch = (typeof PLAN_SWITCHES)[number];

export type PlanState = 'active' | 'expiringSoon' | 'expired' | 'unpaid';

/** Spec §4: unpaid wins; then expired after endsAt; expiring soon within 5 days before it. */
export function planStateAt(subscription: Pick<PlanSubscription, 'endsAt' | 'unpaid'>, now: number): PlanState {
  if (subscription.unpaid) return 'unpaid';
  if (now >= subscription.endsAt) return 'expired';
  if (subscription.endsAt - now <= PLAN_WARNING_MS) return 'expiringSoon';
  return 'active';
}

/** The owner is warned once the month's counted queries reach this share of queriesPerMonth. */
export const QUERY_QUOTA_WARNING_SHARE = 0.8;

/** The count past which search stops: the limit plus `gracePercent` of it (the grace margin). */
export function queriesGraceLimit(queriesPerMonth: number, gracePercent: number): number {
  return Math.floor((queriesPerMonth * (100 + gracePercent)) / 100);
}

/**
 * Where a project stands with its month's queries: `nearing` from 80 % of the limit, `grace` from the
 * limit on (search still answers), `exceeded` from the grace limit on (search answers empty).
 */
export type QueryQuotaLevel = 'ok' | 'nearing' | 'grace' | 'exceeded';

export function queryQuotaLevel(used: number, queriesPerMonth: number | null, graceLimit: number | null): QueryQuotaLevel {
  if (queriesPerMonth === null) return 'ok';
  if (used >= (graceLimit ?? queriesPerMonth)) return 'exceeded';
  if (used >= queriesPerMonth) return 'grace';
  return used >= queriesPerMonth * QUERY_QUOTA_WARNING_SHARE ? 'nearing' : 'ok';
}
