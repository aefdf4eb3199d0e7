import { type PlanSwitch, translate } from '@vitrina/contracts';
import type { FastifyRequest } from 'fastify';
import type { Queryable } from '../../db/database';
import { AppError } from '../../http/errors';
import { findSubscription } from './store';

/**
 * The one check of a gated feature (spec §2 plan-upgrade-required dialog): 403 with the reason
 * and `errors.planUpgrade` naming the feature, which the console turns into the upgrade dialog.
 * Call it after the permission check. A project without a plan yet (trial not started) may try
 * everything, like the trial itself.
 */
export async function requirePlanFeature(db: Queryable, request: FastifyRequest, sourceUuid: string, feature: PlanSwitch): Promise<void> {
  const subscription = await findSubscription(db, sourceUuid);
  if (!subscription || subscription.plan.features[feature]) return;
  const label = `plans.feature.${feature}`;
  throw new AppError('PLAN_UPGRADE_REQUIRED', [translate(request.locale, label)], { planUpgrade: [label] });
}
