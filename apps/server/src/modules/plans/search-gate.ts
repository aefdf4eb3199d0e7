import { planStateAt } from '@vitrina/contracts';
import type { FastifyInstance } from 'fastify';
import type { AppDeps } from '../../deps';
import { addQueries, findSubscription, monthOf, queriesInMonth } from './store';
import { nowOf } from './subscription';

/** A project's plan is read at most this often per search node; a change shows within this time. */
const PLAN_TTL_MS = 2000;

interface GateEntry {
  month: string;
  endsAt: number;
  unpaid: boolean;
  queriesPerMonth: number | null;
  /** Counted in the database when read (every node's flushed counts). */
  counted: number;
}

/** Why search answers empty because of the plan (the `reason` field), or null to go on. */
export type PlanStop = 'unpaid' | 'planExpired' | 'queryLimitExceeded';

/**
 * Stops search for an expired or unpaid plan and past the month's query limit (spec §4). Queries
 * are counted in memory and added to plan_usage once a second, so a search never waits for a
 * write; nodes see each other's counts within PLAN_TTL_MS, so a limit may be passed by a few
 * queries but never by much. A project without a plan (trial not started) is not limited.
 */
export function createPlanGate(deps: AppDeps, app: FastifyInstance, everyMs = 1000) {
  const entries = new Map<string, GateEntry | null>();
  const readAt = new Map<string, number>();
  /** `${sourceUuid} ${month}` → queries not yet written. */
  const pending = new Map<string, number>();

  async function entryOf(sourceUuid: string, now: number): Promise<GateEntry | null> {
    const month = monthOf(now);
    const cached = entries.get(sourceUuid);
    const fresh = performance.now() - (readAt.get(sourceUuid) ?? Number.NEGATIVE_INFINITY) < PLAN_TTL_MS;
    if (fresh && (cached === null || cached?.month === month)) return cached ?? null;
    // While the database restarts, the plan read a moment ago decides (decision 0009).
    const read = readEntry(sourceUuid, month);
    const usable = entries.has(sourceUuid) && (cached === null || cached?.month === month);
    return usable ? read.catch(() => cached ?? null) : read;
  }

  async function readEntry(sourceUuid: string, month: string): Promise<GateEntry | null> {
    const subscription = await findSubscription(deps.db, sourceUuid);
    const entry = subscription
      ? {
          month,
          endsAt: subscription.endsAt,
          unpaid: subscription.unpaid,
          queriesPerMonth: subscription.plan.features.queriesPerMonth,
          counted: subscription.plan.features.queriesPerMonth === null ? 0 : await queriesInMonth(deps.db, sourceUuid, month),
        }
      : null;
    entries.set(sourceUuid, entry);
    readAt.set(sourceUuid, performance.now());
    return entry;
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
        // A plan read before this write lacks these queries: add them; one read meanwhile is read again.
        const entry = entries.get(sourceUuid);
        if (entry?.month === month && (readAt.get(sourceUuid) ?? Number.POSITIVE_INFINITY) < started) entry.counted += queries;
        else readAt.delete(sourceUuid);
      }
    } catch (error) {
      for (const c of batch) pending.set(`${c.sourceUuid} ${c.month}`, (pending.get(`${c.sourceUuid} ${c.month}`) ?? 0) + c.queries);
      deps.log.error({ err: error }, 'plan query counts not written');
    }
  }

  const timer = setInterval(() => void flush(), everyMs);
  timer.unref();
  // A plan changed here or on another node (decision 0009) is read again at the next search.
  const unsubscribe = deps.hooks.settingsChanged.on((uuid) => readAt.delete(uuid));
  app.addHook('onClose', async () => {
    unsubscribe();
    clearInterval(timer);
    await flush();
  });

  return {
    /** Checks the plan before a search or completion; `count` adds it to the month's queries. */
    async admit(sourceUuid: string, count: boolean): Promise<PlanStop | null> {
      const now = nowOf(deps);
      const entry = await entryOf(sourceUuid, now);
      if (!entry) return null;
      const state = planStateAt(entry, now);
      if (state === 'unpaid') return 'unpaid';
      if (state === 'expired') return 'planExpired';
      const key = `${sourceUuid} ${entry.month}`;
      const used = entry.counted + (pending.get(key) ?? 0);
      if (entry.queriesPerMonth !== null && used >= entry.queriesPerMonth) return 'queryLimitExceeded';
      if (count) pending.set(key, (pending.get(key) ?? 0) + 1);
      return null;
    },
    flush,
  };
}

export type PlanGate = ReturnType<typeof createPlanGate>;
