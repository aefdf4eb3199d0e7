import type { Queryable } from '../../db/database';
import type { AppDeps } from '../../deps';
import { enqueueJob, startWorker, type Worker } from '../jobs';
import { findSubscription } from '../plans';
import { forgetProject, runGeneration } from './generate';
import { creativeImages } from './image-store';
import { photoFetcher } from './render-offer';
import * as store from './store';

const RUNS_OF = `select state from jobs where kind = 'creative.run' and state in ('queued', 'running') and payload->>'sourceUuid' = $1`;

/**
 * Raises the run flag and queues a generation unless one is already waiting. A run in progress
 * keeps its progress; the queued one follows it (one run per project at a time).
 */
export async function startGeneration(db: Queryable, uuid: string): Promise<void> {
  const runs = (await db.query<{ state: string }>(RUNS_OF, [uuid])).map((row) => row.state);
  await store.updateGenerator(db, uuid, runs.includes('running') ? { active: true } : { active: true, ...store.RUN_STARTED() });
  if (!runs.includes('queued')) await enqueueJob(db, 'creative.run', { sourceUuid: uuid });
}

/** Lowers the run flag: the running generation stops at its next check and queued ones are dropped. */
export async function stopGeneration(db: Queryable, uuid: string, fields: { enabled?: boolean } = {}): Promise<void> {
  await db.query(
    `update jobs set state = 'done', last_error = 'stopped', updated_at = now()
     where kind = 'creative.run' and state = 'queued' and payload->>'sourceUuid' = $1`,
    [uuid],
  );
  await store.updateGenerator(db, uuid, { ...fields, active: false });
}

/**
 * A deleted project (soft delete, so no cascade): its generation stops and its creatives with
 * their images go from either store. A render still in flight is cleaned up by the run itself.
 */
export async function forgetProjectCreatives(deps: AppDeps, uuid: string): Promise<void> {
  await stopGeneration(deps.db, uuid);
  await forgetProject(deps.db, creativeImages(deps), uuid);
}

/** After a successful feed load: regenerate when the booster is enabled and has rules (spec §2 'updates'). */
export async function regenerateAfterLoad(db: Queryable, uuid: string): Promise<boolean> {
  const generator = await store.readGenerator(db, uuid);
  if (!generator.enabled || !(await store.readRules(db, uuid)).some((rule) => rule.enabled)) return false;
  // A plan changed to one without the booster keeps the images made so far but makes no new ones.
  const subscription = await findSubscription(db, uuid);
  if (subscription && !subscription.plan.features.creativeBooster) return false;
  await startGeneration(db, uuid);
  return true;
}

/**
 * The creative worker: its own queue consumer, so a long generation never holds up feed loads.
 * One generation at a time per process, renders bounded inside it.
 */
export function startCreativeWorker(deps: AppDeps): Worker {
  const fetchPhoto = photoFetcher(deps.config);
  const worker = startWorker(
    deps.db,
    {
      'creative.run': async (job, context) => {
        const uuid = String(job.payload.sourceUuid ?? '');
        await runGeneration(
          { db: deps.db, log: context.log, dataDir: deps.config.dataDir, images: creativeImages(deps), fetchPhoto },
          uuid,
          context.signal,
        );
      },
    },
    deps.log,
    { staleMs: deps.config.jobStaleMs, heartbeatMs: Math.min(5_000, Math.floor(deps.config.jobStaleMs / 3)) },
  );
  // A run queued in this process starts at once, not at the next poll.
  const unsubscribe = deps.jobs.on(worker.poke);
  return {
    ...worker,
    stop: async () => {
      unsubscribe();
      await worker.stop();
    },
  };
}
