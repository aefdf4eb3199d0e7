import { z } from 'zod';
import type { PlanState } from './plan-rules';
import { requiredText } from './validators';

/**
 * Plans (spec §3, §4): what a project may use and how much it may search. A project gets the
 * trial plan when its first feed load succeeds; afterwards the owner changes to a paid plan.
 * Feature limits: null means unlimited. The rules without schemas are in plan-rules.ts.
 */
const limit = z.union([
  z.null(),
  z.number({ error: 'validation.invalid' }).int('validation.numeric').min(1, 'validation.invalid').max(1e9),
]);

export const planFeaturesSchema = z
  .object({
    /** Offers indexed from the feed; the rest are counted (exceedsAllowOffersMsg). */
    offersLimit: limit,
    /** Search queries per calendar month (UTC); past it search answers empty with a reason. */
    queriesPerMonth: limit,
    taps: z.boolean({ error: 'validation.invalid' }),
    colorDetection: z.boolean({ error: 'validation.invalid' }),
    statistics: z.boolean({ error: 'validation.invalid' }),
    tradeWidgets: z.boolean({ error: 'validation.invalid' }),
    creativeBooster: z.boolean({ error: 'validation.invalid' }),
  })
  .strict();
export type PlanFeatures = z.infer<typeof planFeaturesSchema>;

/** A missing field is required; one of the wrong type is invalid. */
const requiredOrInvalid = (issue: { input?: unknown }) => (issue.input === undefined ? 'validation.required' : 'validation.invalid');

export const PLAN_ID_PATTERN = /^[a-z0-9][a-z0-9-]{1,39}$/;

/** POST /plandetails: the administrator creates a plan or replaces one (by id). */
export const planDetailsBody = z
  .object({
    id: z.string({ error: requiredOrInvalid }).regex(PLAN_ID_PATTERN, 'validation.invalid'),
    name: requiredText(60),
    /** Roubles per period; 0 only for the trial. */
    price: z.number({ error: 'validation.required' }).int('validation.numeric').min(0, 'validation.invalid').max(10_000_000),
    periodDays: z.number({ error: 'validation.required' }).int('validation.numeric').min(1, 'validation.invalid').max(366),
    position: z.number({ error: 'validation.invalid' }).int('validation.numeric').min(0).max(1000).default(0),
    archived: z.boolean({ error: 'validation.invalid' }).default(false),
    features: planFeaturesSchema,
  })
  .strict();
export type PlanDetailsBody = z.input<typeof planDetailsBody>;

export interface Plan {
  id: string;
  name: string;
  price: number;
  currency: 'RUB';
  periodDays: number;
  position: number;
  isTrial: boolean;
  archived: boolean;
  features: PlanFeatures;
}

/** POST /changePlan. */
export const changePlanBody = z
  .object({
    sourceId: z.string({ error: requiredOrInvalid }).max(100),
    planId: z.string({ error: requiredOrInvalid }).max(100),
  })
  .strict();
export type ChangePlanBody = z.infer<typeof changePlanBody>;

/** PATCH /plan/subscription: the administrator records payment state or moves the period end. */
export const patchSubscriptionBody = z
  .object({
    sourceId: z.string({ error: requiredOrInvalid }).max(100),
    endsAt: z
      .number({ error: 'validation.date' })
      .int('validation.date')
      .min(0, 'validation.date')
      .max(8.64e15, 'validation.date')
      .optional(),
    unpaid: z.boolean({ error: 'validation.invalid' }).optional(),
  })
  .strict()
  .refine((body) => body.endsAt !== undefined || body.unpaid !== undefined, { message: 'validation.required', path: ['endsAt'] });
export type PatchSubscriptionBody = z.infer<typeof patchSubscriptionBody>;

/** The plan as the project's client form carries it (spec §3 planSubscription). */
export interface PlanSubscription {
  plan: { id: string; name: string; features: PlanFeatures; isTrial: boolean };
  startsAt: number;
  /** Timestamp (ms). */
  endsAt: number;
  unpaid: boolean;
}

/** GET /sources/{id}/plan: the subscription with its state and this month's usage. */
export interface ProjectPlan extends PlanSubscription {
  state: PlanState;
  queriesThisMonth: number;
  /** Counted queries past which search answers empty: the plan's queriesPerMonth plus the grace margin (null: unlimited). */
  queriesGraceLimit: number | null;
}

export interface Region {
  id: string;
  name: string;
}
