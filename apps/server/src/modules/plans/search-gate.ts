import { planStateAt } from '@vitrina/contracts';
import type { FastifyInstance } from 'fastify';
import type { AppDeps } from '../../deps';
import { addQueries, monthOf, queriesInMonth } from './store';
import { nowOf } from './subscription';

/** Other nodes' query counts are read again at most this often; a limit may be passed by what they answer meanwhile. */
const USAGE_TTL_MS = 2000;

/** The plan terms the gate checks; the project profile carries them (null: no plan yet, not limited). */
export interface GatedPlan {
  endsAt: number;
  unpaid: boolean;
  queriesPerMonth: number | null;
}

interface Usage {
  month: string;
  /** Counted in the database when read (every node's flushed counts). */
  counted: number;
  readAt: number;
}

/** Why search answers empty because of the plan (the `reason` field), or null to go on. */
export type PlanStop = 'unpaid' | 'planExpired' | 'queryLimitExceeded';

/**
 * Stops search for an expired or unpaid plan and past the month's query limit (spec §4). Queries
 * are counted in memory and added to plan_usage once a second, so a search never waits for a
 * write; nodes see each other's counts within USAGE_TTL_MS, so a limit may be passed by a few
 * queries but never by much. A project without a plan (trial not started) is not limited.
 */
export function createPlanGate(deps: AppDeps, app: FastifyInstance, everyMs = 1000) {
  const usage = new Map<string, Usage>();
  /** `${sourceUuid} ${month}` → queries not yet written. */
  const pending = new Map<string, number>();

  async function usageOf(sourceUuid: string, month: string): Promise<Usage> {
    const known = usage.get(sourceUuid);
    if (known?.month === month && performance.now() - known.readAt < USAGE_TTL_MS) return known;
    const readAt = performance.now();
    // While the database restarts, the count read a moment ago decides (decision 0009).
    const counted = await queriesInMonth(deps.db, sourceUuid, month).catch((error: unknown) => {
      if (known?.month === month) return known.counted;
      throw error;
    });
    const next = { month, counted, readAt };
    usage.set(sourceUuid, next);
    return next;
  }

  async function flush(): Promise<void> {
    if (!pending.size) return;
    const batch = [...pending].map(([key, queries]) => {
      const [sourceUuid = '', month = ''] = key.split(' ');
      return { sourceUuid, month, queries };
    });
    pending.clear();
    const started = performance.now();
    try {
      await addQueries(deps.db, batch);
      for (const { sourceUuid, month, queries } of batch) {
        // A count read before this write lacks these queries: add them; one read meanwhile is read again.
        const known = usage.get(sourceUuid);
        if (known?.month === month && known.readAt < started) known.counted += queries;
        else usage.delete(sourceUuid);
      }
    } catch (error) {
      for (const c of batch) pending.set(`${c.sourceUuid} ${c.month}`, (pending.get(`${c.sourceUuid} ${c.month}`) ?? 0) + c.queries);
      deps.log.error({ err: error }, 'plan query counts not written');
    }
  }

  const timer = setInterval(() => void flush(), everyMs);
  timer.unref();
  app.addHook('onClose', async () => {
    clearInterval(timer);
    await flush();
  });

  return {
    /** Checks the plan before a search or completion; `count` adds it to the month's queries. */
    async admit(sourceUuid: string, plan: GatedPlan | null, count: boolean): Promise<PlanStop | null> {
      if (!plan) return null;
      const now = nowOf(deps);
      const state = planStateAt(plan, now);
      if (state === 'unpaid') return 'unpaid';
      if (state === 'expired') return 'planExpired';
      if (plan.queriesPerMonth === null) return null;
      const month = monthOf(now);
      const { counted } = await usageOf(sourceUuid, month);
      const key = `${sourceUuid} ${month}`;
      if (counted + (pending.get(key) ?? 0) >= plan.queriesPerMonth) return 'queryLimitExceeded';
      if (count) pending.set(key, (pending.get(key) ?? 0) + 1);
      return null;
    },
    flush,
  };
}

export type PlanGate = ReturnType<typeof createPlanGate>;
