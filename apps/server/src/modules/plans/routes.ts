import {
  changePlanBody,
  queriesGraceLimit as graceLimitOf,
  isAdmin,
  type Locale,
  type ProjectPlan,
  patchSubscriptionBody,
  planDetailsBody,
  planStateAt,
  withPlanNameIn,
} from '@vitrina/contracts';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import type { AppDeps } from '../../deps';
import type { Auth } from '../../http/auth';
import { appError, fieldError } from '../../http/errors';
import { regionsIn } from './regions';
import * as store from './store';
import { changePlan, choosablePlan, nowOf, patchSubscription } from './subscription';

const idParams = z.object({ id: z.string().max(100) });

/** Plans (spec §7): the catalogue, a project's plan, changing it, and the administrator's tools. */
export async function plansRoutes(instance: FastifyInstance, { deps, auth }: { deps: AppDeps; auth: Auth }) {
  const app = instance.withTypeProvider<ZodTypeProvider>();
  const { db } = deps;
  const tags = ['plans'];

  /** The administrator ('*') only: plan editing and billing operations. */
  async function administrator(request: FastifyRequest) {
    const me = await auth.currentUser(request);
    if (!isAdmin(me.permissions)) throw appError('NO_PERMISSION', ['plans.edit', '*']);
    return me;
  }

  async function projectPlan(sourceUuid: string, locale: Locale): Promise<ProjectPlan> {
    const subscription = await store.findSubscription(db, sourceUuid);
    if (!subscription) throw appError('NO_PLAN');
    const now = nowOf(deps);
    const queriesThisMonth = await store.queriesInMonth(db, sourceUuid, store.monthOf(now));
    const limit = subscription.plan.features.queriesPerMonth;
    const queriesGraceLimit = limit === null ? null : graceLimitOf(limit, deps.config.searchQuota.gracePercent);
    return {
      ...subscription,
      plan: withPlanNameIn(locale, subscription.plan),
      state: planStateAt(subscription, now),
      queriesThisMonth,
      queriesGraceLimit,
    };
  }

  // The plans on sale are public: the /plans page compares them before signing up.
  app.get('/sources/plans', { schema: { tags } }, async (request) => {
    const plans = (await store.listPlans(db, { withArchived: false })).map((plan) => withPlanNameIn(request.locale, plan));
    return { data: plans, totalCount: plans.length };
  });

  app.get('/sources/:id/plan', { schema: { tags, params: idParams } }, async (request) => {
    await auth.userWhoCan(request, 'view', request.params.id);
    return { data: await projectPlan(request.params.id, request.locale) };
  });

  app.post('/changePlan', { schema: { tags, body: changePlanBody } }, async (request) => {
    const me = await auth.userWhoCan(request, 'edit', request.body.sourceId);
    const plan = await choosablePlan(db, request.body.planId);
    await changePlan(deps, request.body.sourceId, me.row.id, plan);
    return { data: await projectPlan(request.body.sourceId, request.locale) };
  });

  app.patch('/plan/subscription', { schema: { tags, body: patchSubscriptionBody } }, async (request) => {
    await auth.userWhoCan(request, 'view', request.body.sourceId);
    const me = await administrator(request);
    if (!(await store.findSubscription(db, request.body.sourceId))) throw appError('NO_PLAN');
    await patchSubscription(deps, request.body.sourceId, me.row.id, request.body);
    return { data: await projectPlan(request.body.sourceId, request.locale) };
  });

  /** Every plan with archived ones and how many projects are on each. */
  app.get('/plandetails', { schema: { tags } }, async (request) => {
    await administrator(request);
    const plans = await store.listPlans(db, { withArchived: true });
    const counts = await db.query<{ plan_id: string; n: number }>(
      'select plan_id, count(*)::int as n from plan_subscriptions group by plan_id',
    );
    const projects = new Map(counts.map((row) => [row.plan_id, row.n]));
    return { data: plans.map((plan) => ({ ...plan, projects: projects.get(plan.id) ?? 0 })), totalCount: plans.length };
  });

  app.post('/plandetails', { schema: { tags, body: planDetailsBody } }, async (request) => {
    await administrator(request);
    const body = request.body;
    const existing = await store.findPlan(db, body.id);
    if (existing?.isTrial && body.price !== 0) throw fieldError('price', 'validation.trialIsFree');
    await db.transaction((tx) => store.savePlan(tx, body));
    return { data: await store.findPlan(db, body.id) };
  });

  app.get('/regions', { schema: { tags } }, async (request) => {
    await auth.currentUser(request);
    const regions = regionsIn(request.locale);
    return { data: regions, totalCount: regions.length };
  });
}
