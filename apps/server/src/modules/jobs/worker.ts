import { randomUUID } from 'node:crypto';
import os from 'node:os';
import type { Logger } from 'pino';
import type { Db } from '../../db/database';
import type { JobKind } from './queue';

export interface Job {
  id: number;
  kind: JobKind;
  payload: Record<string, unknown>;
  attempts: number;
}

export interface JobContext {
  /** Aborted when the worker stops; long jobs check it and end early. */
  signal: AbortSignal;
  log: Logger;
}

export type JobHandler = (job: Job, context: JobContext) => Promise<void>;

export interface WorkerOptions {
  /** Jobs run at once by this worker. Default 1. */
  concurrency?: number;
  /** Pause between polls when the queue is empty. Default 500 ms. */
  pollMs?: number;
  /** How often a running job proves its worker alive. Default 5 s. */
  heartbeatMs?: number;
  /**
   * A running job silent this long belongs to a dead worker and is queued again. Default 90 s:
   * an index build of a large catalog blocks the heartbeat for 15–25 s, and a live worker's job
   * must not be handed to another one.
   */
  staleMs?: number;
  /** Attempts before a job that keeps crashing is marked failed. Default 3. */
  maxAttempts?: number;
  /** Jobs of one project owner's projects running at once across every worker. Default no limit. */
  runningPerOwner?: number | null;
  /** Asked before taking another job while some run (a memory budget); false waits. Default always yes. */
  admit?: () => boolean;
}

const DEFAULTS = {
  concurrency: 1,
  pollMs: 500,
  heartbeatMs: 5_000,
  staleMs: 90_000,
  maxAttempts: 3,
  runningPerOwner: null,
  admit: () => true,
};

/**
 * The next job, fairly: the owner with the fewest jobs running goes first, then the one served
 * longest ago (round-robin), then the oldest job. An owner at the cap waits; one project runs one
 * job of a kind at a time. The turn is recorded in the same statement.
 */
const CLAIM = `
with running as (
  select s.owner_id, count(*)::int as n
  from jobs r join sources s on s.uuid::text = r.payload->>'sourceUuid'
  where r.state = 'running' and r.kind = any($2::text[])
  group by s.owner_id
),
next as (
  select q.id, q.kind, s.owner_id
  from jobs q
  left join sources s on s.uuid::text = q.payload->>'sourceUuid'
  left join running on running.owner_id = s.owner_id
  left join job_owner_turns t on t.kind = q.kind and t.owner_id = s.owner_id
  where q.state = 'queued' and q.run_at <= now() and q.kind = any($2::text[])
    and not exists (select 1 from jobs r where r.state = 'running' and r.kind = q.kind and r.payload->>'sourceUuid' = q.payload->>'sourceUuid')
    and ($3::int is null or s.owner_id is null or coalesce(running.n, 0) < $3::int)
  order by coalesce(running.n, 0), t.served_at nulls first, q.run_at, q.id
  limit 1
  for update of q skip locked
),
claimed as (
  update jobs set state = 'running', attempts = attempts + 1, locked_by = $1, locked_at = now(), updated_at = now()
  from next where jobs.id = next.id
  returning jobs.id, jobs.kind, jobs.payload, jobs.attempts, next.owner_id
),
turn as (
  insert into job_owner_turns (kind, owner_id, served_at)
  select kind, owner_id, clock_timestamp() from claimed where owner_id is not null
  on conflict (kind, owner_id) do update set served_at = excluded.served_at
)
select id, kind, payload, attempts from claimed`;

/**
 * Takes jobs from the durable queue with FOR UPDATE SKIP LOCKED, so many workers can share one
 * PostgreSQL and never take the same job; a job whose worker died is queued again. One feed load
 * per project runs at a time, and owners take turns (CLAIM).
 */
export function startWorker(db: Db, handlers: Partial<Record<JobKind, JobHandler>>, log: Logger, options: WorkerOptions = {}) {
  const o = { ...DEFAULTS, ...options };
  const workerId = `${os.hostname()}:${process.pid}:${randomUUID().slice(0, 8)}`;
  const controller = new AbortController();
  const running = new Set<Promise<void>>();
  /** Ids of the jobs this worker runs now (until their result is recorded). */
  const runningIds = new Set<number>();
  let wake: (() => void) | null = null;

  async function requeueStale() {
    await db.query(
      `update jobs set state = 'queued', locked_by = null, locked_at = null, updated_at = now()
       where state = 'running' and locked_at < now() - make_interval(secs => $1)`,
      [o.staleMs / 1000],
    );
  }

  // A job the database says this worker holds but it does not run: a claim committed whose answer
  // was lost (the database restarted in between), or a result that could not be recorded. Nobody
  // runs it, and the owner's other loads wait behind it: queue it again now, not after staleMs.
  async function requeueOrphans() {
    await db.query(
      `update jobs set state = 'queued', locked_by = null, locked_at = null, updated_at = now()
       where state = 'running' and locked_by = $1 and not (id = any($2::bigint[]))`,
      [workerId, [...runningIds]],
    );
  }

  // One claim at a time per kind across the cluster: two workers claiming together would both see
  // an owner under the cap, or the same project idle.
  async function claim(): Promise<Job | undefined> {
    const kinds = Object.keys(handlers).sort();
    const row = await db.transaction(async (tx) => {
      await tx.query('select pg_advisory_xact_lock(hashtext($1))', [`jobs.claim:${kinds.join(',')}`]);
      const [claimed] = await tx.query<Job>(CLAIM, [workerId, kinds, o.runningPerOwner]);
      return claimed;
    });
    return row ? { ...row, id: Number(row.id) } : undefined;
  }

  // Results are recorded only while this worker still holds the job: one declared dead and taken
  // by another worker belongs to that worker now.
  async function finish(job: Job, error: unknown) {
    if (!error) {
      await db.query(`update jobs set state = 'done', locked_by = null, updated_at = now() where id = $1 and locked_by = $2`, [
        job.id,
        workerId,
      ]);
      return;
    }
    const message = error instanceof Error ? error.message : String(error);
    const final = job.attempts >= o.maxAttempts;
    await db.query(
      `update jobs set state = $2, last_error = $3, locked_by = null, run_at = now() + make_interval(secs => $4), updated_at = now()
       where id = $1 and locked_by = $5`,
      [job.id, final ? 'failed' : 'queued', message.slice(0, 2000), 15 * job.attempts, workerId],
    );
  }

  async function run(job: Job) {
    const handler = handlers[job.kind];
    const beat = setInterval(() => {
      db.query('update jobs set locked_at = now() where id = $1 and locked_by = $2', [job.id, workerId]).catch(() => {});
    }, o.heartbeatMs);
    let failure: unknown = null;
    try {
      if (!handler) throw new Error(`no handler for ${job.kind}`);
      await handler(job, { signal: controller.signal, log: log.child({ job: job.id, kind: job.kind }) });
    } catch (error) {
      failure = error;
      log.error({ err: error, job: job.id }, 'job failed');
    } finally {
      clearInterval(beat);
    }
    // A job cut short by shutdown goes back to the queue untouched for the next start.
    if (controller.signal.aborted) {
      await db
        .query(`update jobs set state = 'queued', attempts = attempts - 1, locked_by = null where id = $1 and locked_by = $2`, [
          job.id,
          workerId,
        ])
        .catch(() => {});
      return;
    }
    await finish(job, failure).catch((error: unknown) => log.error({ err: error }, 'could not record job result'));
  }

  async function loop() {
    // An embedded database belongs to this process alone: whatever it shows running was cut
    // short by a crash and can be taken again at once.
    if (db.kind === 'pglite') {
      await db.query(`update jobs set state = 'queued', locked_by = null, locked_at = null where state = 'running'`).catch(() => {});
    }
    let lastStaleCheck = 0;
    while (!controller.signal.aborted) {
      try {
        if (Date.now() - lastStaleCheck > o.heartbeatMs) {
          await requeueStale();
          await requeueOrphans();
          lastStaleCheck = Date.now();
        }
        if (running.size < o.concurrency && (running.size === 0 || o.admit())) {
          const job = await claim();
          if (job) {
            runningIds.add(job.id);
            const task = run(job).finally(() => {
              running.delete(task);
              runningIds.delete(job.id);
            });
            running.add(task);
            continue;
          }
        }
      } catch (error) {
        if (!controller.signal.aborted) log.error({ err: error }, 'job queue poll failed');
      }
      await new Promise<void>((resolve) => {
        const timer = setTimeout(resolve, o.pollMs);
        wake = () => {
          clearTimeout(timer);
          resolve();
        };
      });
      wake = null;
    }
  }

  const looping = loop();
  return {
    workerId,
    /** Polls at once instead of waiting for the next tick (after enqueueing in-process). */
    poke: () => wake?.(),
    async stop() {
      controller.abort();
      wake?.();
      await looping;
      await Promise.allSettled(running);
    },
  };
}

export type Worker = ReturnType<typeof startWorker>;
