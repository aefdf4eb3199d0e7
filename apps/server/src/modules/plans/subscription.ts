import { DAY_MS, type Plan, type PlanSubscription, type StoredFields, TRIAL_DAYS } from '@vitrina/contracts';
import type { Queryable } from '../../db/database';
import type { AppDeps } from '../../deps';
import { fieldError } from '../../http/errors';
import { createInvoice } from '../finance';
import { enqueueFeedLoad } from '../jobs';
import * as store from './store';

/** The time of the app: a test's fake clock or the wall clock. */
export const nowOf = (deps: Pick<AppDeps, 'clock'>): number => (deps.clock ?? Date.now)();

/**
 * Spec §9: the 14-day trial starts when the project's first feed load succeeds. Called inside the
 * load's swap transaction; a project that ever had a plan is left as it is.
 */
export async function startTrial(tx: Queryable, sourceUuid: string, now = Date.now()): Promise<void> {
  const [existing] = await tx.query('select 1 from plan_subscriptions where source_uuid = $1', [sourceUuid]);
  if (existing) return;
  const [trial] = (await store.listPlans(tx, { withArchived: true })).filter((plan) => plan.isTrial);
  if (!trial) return;
  const period = { planId: trial.id, startsAt: now, endsAt: now + TRIAL_DAYS * DAY_MS };
  await store.setSubscription(tx, sourceUuid, period, trial.features.offersLimit);
  await store.recordPlanChange(tx, { sourceUuid, userId: null, kind: 'trial', fromPlanId: null, toPlanId: trial.id, price: 0, ...period });
}

/**
 * How many offers a load may index: the plan's offersLimit, copied into the project's fields with
 * its subscription; for a project without a plan yet, the trial's, since its first successful load
 * starts the trial (otherwise that load would index past the limit the owner is then told about,
 * and the next update would shrink the catalog by the difference). Infinity: no limit.
 */
export async function offersLimitForLoad(db: Queryable, sourceUuid: string, fields: Pick<StoredFields, 'offersLimit'>): Promise<number> {
  const limit = fields.offersLimit;
  if (limit !== null && limit > 0) return limit;
  if (await store.findSubscription(db, sourceUuid)) return Number.POSITIVE_INFINITY;
  const [trial] = (await store.listPlans(db, { withArchived: true })).filter((plan) => plan.isTrial);
  const trialLimit = trial?.features.offersLimit;
  return typeof trialLimit === 'number' && trialLimit > 0 ? trialLimit : Number.POSITIVE_INFINITY;
}

/** A plan the owner may choose: it exists, is on sale and is not the trial. */
export async function choosablePlan(db: Queryable, planId: string): Promise<Plan> {
  const plan = await store.findPlan(db, planId);
  if (!plan || plan.archived) throw fieldError('planId', 'validation.unknownPlan');
  if (plan.isTrial) throw fieldError('planId', 'validation.trialNotSelectable');
  return plan;
}

/**
 * Changing to another plan starts a new paid period now; choosing the current plan again renews
 * it from its end (or from now once it has expired), so paying early loses no days.
 */
export function nextPeriod(current: PlanSubscription | undefined, plan: Plan, now: number) {
  const renewal = current?.plan.id === plan.id;
  const startsAt = renewal && current.endsAt > now ? current.startsAt : now;
  /** The paid period (what the invoice is for). */
  const paidFrom = renewal ? Math.max(now, current.endsAt) : now;
  const endsAt = paidFrom + plan.periodDays * DAY_MS;
  return { kind: renewal ? ('renewal' as const) : ('change' as const), startsAt, paidFrom, endsAt };
}

const day = new Intl.DateTimeFormat('ru-RU', { day: '2-digit', month: '2-digit', year: 'numeric', timeZone: 'Europe/Moscow' });

/** Invoices are Russian bank documents: 'Тариф «Бизнес» с 02.11.2026 по 02.12.2026'. */
function invoiceName(planName: string, from: number, to: number): string {
  return `Тариф «${planName}» с ${day.format(from)} по ${day.format(to)}`;
}

/** Moves the project to a plan; a different offers limit reloads a loaded feed so it applies. */
export async function changePlan(deps: AppDeps, sourceUuid: string, userId: string, plan: Plan): Promise<void> {
  const now = nowOf(deps);
  let reload = false;
  await deps.db.transaction(async (tx) => {
    await tx.query('select 1 from sources where uuid = $1 for update', [sourceUuid]);
    const current = await store.findSubscription(tx, sourceUuid);
    const period = nextPeriod(current, plan, now);
    await store.setSubscription(
      tx,
      sourceUuid,
      { planId: plan.id, startsAt: period.startsAt, endsAt: period.endsAt },
      plan.features.offersLimit,
    );
    await store.recordPlanChange(tx, {
      sourceUuid,
      userId,
      kind: period.kind,
      fromPlanId: current?.plan.id ?? null,
      toPlanId: plan.id,
      price: plan.price,
      startsAt: period.paidFrom,
      endsAt: period.endsAt,
    });
    if (plan.price > 0) {
      await createInvoice(tx, sourceUuid, {
        name: invoiceName(plan.name, period.paidFrom, period.endsAt),
        sum: plan.price,
        periodStart: new Date(period.paidFrom),
        periodEnd: new Date(period.endsAt),
      });
    }
    await tx.query(`insert into source_changes (source_uuid, user_id, field, old_value, new_value) values ($1, $2, 'plan', $3, $4)`, [
      sourceUuid,
      userId,
      current?.plan.id ?? null,
      plan.id,
    ]);
    const [source] = await tx.query<{ source_status: string }>('select source_status from sources where uuid = $1', [sourceUuid]);
    reload =
      current?.plan.features.offersLimit !== plan.features.offersLimit && ['success', 'failed'].includes(source?.source_status ?? '');
    if (reload) {
      await tx.query(`update sources set source_status = 'wait' where uuid = $1`, [sourceUuid]);
      await enqueueFeedLoad(tx, sourceUuid);
    }
  });
  if (reload) deps.jobs.queued();
}

/**
 * The administrator's billing operations: move the period end, or mark the project unpaid
 * (feed status 'unpaid', search stops) and paid again (the feed is reloaded, like a restart).
 */
export async function patchSubscription(deps: AppDeps, sourceUuid: string, userId: string, change: { endsAt?: number; unpaid?: boolean }) {
  let requeued = false;
  await deps.db.transaction(async (tx) => {
    const before = await store.findSubscription(tx, sourceUuid);
    if (!before) return;
    await store.updateSubscription(tx, sourceUuid, change);
    if (change.unpaid === true && !before.unpaid) {
      await tx.query(`update sources set source_status = 'unpaid', updated_at = now() where uuid = $1`, [sourceUuid]);
    } else if (change.unpaid === false && before.unpaid) {
      await tx.query(`update sources set source_status = 'wait', updated_at = now() where uuid = $1`, [sourceUuid]);
      await enqueueFeedLoad(tx, sourceUuid);
      requeued = true;
    }
    for (const [field, oldValue, newValue] of [
      ['plan.endsAt', before.endsAt, change.endsAt],
      ['plan.unpaid', before.unpaid, change.unpaid],
    ] as const) {
      if (newValue === undefined || newValue === oldValue) continue;
      await tx.query(`insert into source_changes (source_uuid, user_id, field, old_value, new_value) values ($1, $2, $3, $4, $5)`, [
        sourceUuid,
        userId,
        field,
        String(oldValue),
        String(newValue),
      ]);
    }
  });
  if (requeued) deps.jobs.queued();
}
