import { planStateAt, queriesGraceLimit } from '@vitrina/contracts';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { AppDeps } from '../../deps';
import { isBotAgent } from './bot-agents';
import { createQuotaWarnings } from './quota-warnings';
import { addQueries, monthOf, queriesInMonth } from './store';
import { nowOf } from './subscription';
import { createVisitorCaps } from './visitor-caps';

/** Other nodes' query counts are read again at most this often; a limit may be passed by what they answer meanwhile. */
const USAGE_TTL_MS = 2000;

/** The plan terms the gate checks; the project profile carries them (null: no plan yet, not limited). */
export interface GatedPlan {
  endsAt: number;
  unpaid: boolean;
  queriesPerMonth: number | null;
}

/** What the gate reads of an answered search to decide whether it counts. */
export interface AnsweredSearch {
  /** The cleaned query (request.ts): collapsed whitespace, trimmed. */
  query: string;
  skip: number;
  userId?: string | undefined;
}

interface Usage {
  month: string;
  /** Counted in the database when read (every node's flushed counts). */
  counted: number;
  readAt: number;
}

/** Queries counted on this node and not yet written, with the plan terms their warnings are checked against. */
interface Pending {
  queries: number;
  limit: number;
  graceLimit: number;
}

/** Why search answers empty because of the plan (the `reason` field), or null to go on. */
export type PlanStop = 'unpaid' | 'planExpired' | 'queryLimitExceeded';

/**
 * Stops search for an expired or unpaid plan and past the month's query limit plus its grace margin
 * (spec §4; decision 0018). Only searches a shopper plausibly made count: answered, first pages, a
 * new query for that visitor, not from a bot, under the visitor's and the address's caps. They are
 * counted in memory and added to plan_usage once a second, so a search never waits for a write;
 * nodes see each other's counts within USAGE_TTL_MS. Each flush checks the owner's warnings (80 %,
 * 100 %). A project without a plan (trial not started) is not limited.
 */
export function createPlanGate(deps: AppDeps, app: FastifyInstance, everyMs = 1000) {
  const { gracePercent, visitorPerMinute, visitorPerHour } = deps.config.searchQuota;
  const usage = new Map<string, Usage>();
  /** `${sourceUuid} ${month}` → queries not yet written. */
  const pending = new Map<string, Pending>();
  const caps = createVisitorCaps({ perMinute: visitorPerMinute, perHour: visitorPerHour }, () => nowOf(deps));
  const warnings = createQuotaWarnings(deps);

  async function usageOf(sourceUuid: string, month: string): Promise<Usage> {
    const known = usage.get(sourceUuid);
    if (known?.month === month && performance.now() - known.readAt < USAGE_TTL_MS) return known;
    const readAt = performance.now();
    // While the database restarts, the count read a moment ago decides (decision 0009).
    const counted = await queriesInMonth(deps.db, sourceUuid, month).catch((error: unknown) => {
      if (known?.month === month) return known.counted;
      throw error;
    });
    // A flush that finished meanwhile knows a newer total than this read.
    const current = usage.get(sourceUuid);
    if (current?.month === month && current.readAt > readAt) return current;
    const next = { month, counted, readAt };
    usage.set(sourceUuid, next);
    return next;
  }

  async function flush(): Promise<void> {
    caps.sweep();
    if (!pending.size) return;
    const batch = [...pending].map(([key, counted]) => {
      const [sourceUuid = '', month = ''] = key.split(' ');
      return { sourceUuid, month, ...counted };
    });
    pending.clear();
    let totals: Awaited<ReturnType<typeof addQueries>>;
    try {
      totals = await addQueries(deps.db, batch);
    } catch (error) {
      for (const c of batch) {
        const key = `${c.sourceUuid} ${c.month}`;
        const again = pending.get(key);
        if (again) again.queries += c.queries;
        else pending.set(key, { queries: c.queries, limit: c.limit, graceLimit: c.graceLimit });
      }
      deps.log.error({ err: error }, 'plan query counts not written');
      return;
    }
    const readAt = performance.now();
    const terms = new Map(batch.map((c) => [`${c.sourceUuid} ${c.month}`, c]));
    for (const total of totals) {
      // The written total holds every node's flushed counts: newer than any read before it.
      usage.set(total.sourceUuid, { month: total.month, counted: total.queries, readAt });
      const plan = terms.get(`${total.sourceUuid} ${total.month}`);
      if (plan) await warnings.check(total, plan.limit, plan.graceLimit);
    }
  }

  const timer = setInterval(() => void flush(), everyMs);
  timer.unref();
  app.addHook('onClose', async () => {
    clearInterval(timer);
    await flush();
  });

  return {
    /** Checks the plan before a search or completion. */
    async admit(sourceUuid: string, plan: GatedPlan | null): Promise<PlanStop | null> {
      if (!plan) return null;
      const now = nowOf(deps);
      const state = planStateAt(plan, now);
      if (state === 'unpaid') return 'unpaid';
      if (state === 'expired') return 'planExpired';
      if (plan.queriesPerMonth === null) return null;
      const month = monthOf(now);
      const { counted } = await usageOf(sourceUuid, month);
      const graceLimit = queriesGraceLimit(plan.queriesPerMonth, gracePercent);
      if (counted + (pending.get(`${sourceUuid} ${month}`)?.queries ?? 0) >= graceLimit) return 'queryLimitExceeded';
      return null;
    },

    /**
     * Counts an answered shopper search towards the month's queries when it is plausibly a shopper's:
     * a first page of a non-empty query, from a browser, new for this visitor and under the caps.
     */
    count(request: Pick<FastifyRequest, 'headers' | 'ip'>, sourceUuid: string, plan: GatedPlan | null, search: AnsweredSearch): void {
      if (plan?.queriesPerMonth == null || search.skip > 0 || !search.query) return;
      if (isBotAgent(request.headers['user-agent'])) return;
      if (!caps.take(sourceUuid, search.userId || null, request.ip, search.query.toLowerCase())) return;
      const key = `${sourceUuid} ${monthOf(nowOf(deps))}`;
      const known = pending.get(key);
      if (known) known.queries += 1;
      else
        pending.set(key, {
          queries: 1,
          limit: plan.queriesPerMonth,
          graceLimit: queriesGraceLimit(plan.queriesPerMonth, gracePercent),
        });
    },
    flush,
  };
}

export type PlanGate = ReturnType<typeof createPlanGate>;
