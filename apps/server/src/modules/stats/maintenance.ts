import type { Logger } from 'pino';
import type { Db } from '../../db/database';
import { rollupEndedMonths } from './month-rollups';
import { ensureMonthPartitions } from './partitions';
import { applyRetention, retentionFromEnv } from './retention';
import { rollupEndedDays } from './rollups';
import { rollupEndedTrackerDays } from './tracker-rollups';

const EVERY_MS = 15 * 60_000;

/** One round of upkeep of the events store: partitions ahead, rollups of ended days then months, tracker days, retention. */
export async function maintainEventsStore(db: Db, now: Date, defaultRetentionMonths: number, signal?: AbortSignal) {
  const partitions = await ensureMonthPartitions(db, now);
  const rolledUp = await rollupEndedDays(db, now, signal);
  const rolledUpMonths = await rollupEndedMonths(db, now, signal);
  const rolledUpTrackerDays = await rollupEndedTrackerDays(db, now, signal);
  const retention = await applyRetention(db, now, defaultRetentionMonths);
  return { partitions, rolledUp, rolledUpMonths, rolledUpTrackerDays, ...retention };
}

/**
 * The worker role's schedule for the events store: a round at start and every quarter hour.
 * Every step is idempotent and takes its own advisory lock, so several workers may run it.
 */
export function startEventsMaintenance(db: Db, log: Logger, env: NodeJS.ProcessEnv = process.env) {
  const retentionMonths = retentionFromEnv(env);
  const controller = new AbortController();
  let running: Promise<void> = Promise.resolve();
  const round = () => {
    running = maintainEventsStore(db, new Date(), retentionMonths, controller.signal)
      .then((done) => {
        if (
          done.partitions.length ||
          done.rolledUp.length ||
          done.rolledUpMonths.length ||
          done.rolledUpTrackerDays.length ||
          done.droppedPartitions.length ||
          done.deletedRows
        ) {
          log.info(done, 'events store maintained');
        }
      })
      .catch((error: unknown) => {
        if (!controller.signal.aborted) log.error({ err: error }, 'events store maintenance failed');
      });
  };
  round();
  const timer = setInterval(() => running.then(round), EVERY_MS);
  timer.unref();
  return {
    async stop() {
      clearInterval(timer);
      controller.abort();
      await running;
    },
  };
}
