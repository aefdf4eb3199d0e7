import type { FastifyReply } from 'fastify';
import { appError } from '../../http/errors';
import { searchShareRefusals, searchShareWaits } from '../metrics';

/** A project counts as searching on this node for this long after its last computed answer. */
const ACTIVE_MS = 2000;
/** Time a project may spend at once beyond its share before it waits (one broad query over 100k offers is 30–70 ms). */
const BURST_MS = 500;
/** A project's average computation is tracked with this weight per new one (for the wait of queued requests). */
const COST_WEIGHT = 0.2;

export interface NodeShareSettings {
  /** The most of this node's event loop one project's computed answers may take while other projects search too (0–1; 1 = no limit). */
  share: number;
  /** The longest a request waits for its project's turn before it is refused with 429 and Retry-After. */
  maxWaitMs: number;
}

interface Account {
  /** Milliseconds of computation the project may still spend at once (negative: it is over its share). */
  balance: number;
  updatedAt: number;
  lastActive: number;
  /** Average milliseconds per computation, for what the requests already waiting will spend. */
  cost: number;
  waiting: number;
}

/**
 * Each project's share of a search node (issue: one heavy query pattern starved the other projects).
 * Answers are computed on the event loop one at a time, so time spent on one project's computations is
 * time every other project waits. While two or more projects search on the node, each may spend at most
 * `share` of the loop's time on computed answers (reused answers cost nothing and are never held): a
 * token bucket per project fills at `share` ms per ms and each computation takes its measured time out.
 * A project over its share has its next computations delayed by a timer — the loop serves the others
 * meanwhile — and refused with 429 when the wait would pass `maxWaitMs`. A project alone on the node is
 * not limited: there is no one to protect.
 */
export function createNodeShare(settings: NodeShareSettings, clock: () => number = performance.now.bind(performance)) {
  const accounts = new Map<string, Account>();
  const limited = settings.share > 0 && settings.share < 1;

  const othersActive = (project: string, now: number): boolean => {
    for (const [id, account] of accounts) {
      if (id === project) continue;
      if (now - account.lastActive < ACTIVE_MS) return true;
      // Idle projects leave (the map stays as small as the set of projects searching now).
      if (account.waiting === 0 && account.balance >= BURST_MS) accounts.delete(id);
    }
    return false;
  };

  const refill = (account: Account, now: number) => {
    account.balance = Math.min(BURST_MS, account.balance + (now - account.updatedAt) * settings.share);
    account.updatedAt = now;
  };

  /** How long the project's next computation would wait for its turn now (0: none). */
  const waitOf = (project: string, account: Account, now: number): number => {
    refill(account, now);
    if (account.balance >= 0 && account.waiting === 0) return 0;
    if (!othersActive(project, now)) return 0;
    return (account.waiting * account.cost - account.balance) / settings.share;
  };

  const refuse = (wait: number, reply: FastifyReply): never => {
    searchShareRefusals.inc();
    const seconds = Math.max(1, Math.ceil(wait / 1000));
    reply.header('retry-after', String(seconds));
    throw appError('TOO_MANY_REQUESTS', [seconds]);
  };

  /** Takes the time a computation took from the project's balance; returns it. */
  const charge = (project: string, started: number, now: number): number => {
    const spent = now - started;
    let account = accounts.get(project);
    if (!account) {
      account = { balance: BURST_MS, updatedAt: started, lastActive: now, cost: spent, waiting: 0 };
      accounts.set(project, account);
    }
    refill(account, now);
    account.balance -= spent;
    account.lastActive = now;
    account.cost += COST_WEIGHT * (spent - account.cost);
    return spent;
  };

  return {
    /**
     * Refuses a request of a project so far over its share that its turn would come after maxWaitMs,
     * before any work is done for it (a flood of requests costs the node their refusals only).
     */
    screen(project: string, reply: FastifyReply): void {
      if (!limited) return;
      const account = accounts.get(project);
      if (!account) return;
      const wait = waitOf(project, account, clock());
      if (wait > settings.maxWaitMs) refuse(wait, reply);
    },

    /**
     * Undefined when the project may compute now; a promise to await first when it is over its share
     * and others search too. Throws TOO_MANY_REQUESTS (with Retry-After on `reply`) when its turn would
     * come later than maxWaitMs.
     */
    admit(project: string, reply: FastifyReply): Promise<void> | undefined {
      if (!limited) return undefined;
      const account = accounts.get(project);
      if (!account) return undefined;
      const wait = waitOf(project, account, clock());
      if (wait <= 0) return undefined;
      if (wait > settings.maxWaitMs) refuse(wait, reply);
      searchShareWaits.inc();
      account.waiting++;
      return new Promise((resolve) =>
        setTimeout(() => {
          account.waiting--;
          resolve();
        }, wait),
      );
    },

    /** Runs one synchronous computation of the project's answer, charges the project its time and says how long it took. */
    measure<T>(project: string, compute: () => T): { value: T; ms: number } {
      const started = clock();
      let value: T;
      try {
        value = compute();
      } catch (error) {
        // Charged all the same: the time was taken.
        charge(project, started, clock());
        throw error;
      }
      return { value, ms: charge(project, started, clock()) };
    },
  };
}

export type NodeShare = ReturnType<typeof createNodeShare>;
