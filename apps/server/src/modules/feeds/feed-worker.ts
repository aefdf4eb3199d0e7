import path from 'node:path';
import { snapshotStoreFor } from '../../catalog';
import type { AppDeps } from '../../deps';
import { reloadForColours } from '../colour-detection';
import { regenerateAfterLoad } from '../creative-booster';
import { startWorker, type Worker } from '../jobs';
import { countFeedLoad } from '../metrics';
import { createFeedFailureNotifier } from '../participants';
import { createPictureIndexer } from '../trade-widgets';
import { loadFeed } from './load-feed';
import { enqueueDueLoads } from './scheduler';

const SCHEDULE_EVERY_MS = 60_000;

/** The worker role: feed loads from the durable queue, and the update-frequency schedule. */
export function startFeedWorker(deps: AppDeps, onCatalogChanged: (sourceUuid: string) => void): Worker {
  const limits = deps.config.feedLimits;
  // Picture features for similar_by_photo: computed in the background after each successful load.
  const pictures = createPictureIndexer(deps.db, deps.log, {
    allowPrivate: deps.config.feedAllowPrivate,
    privateUrls: deps.config.feedPrivateUrls,
    // Colours detected from new pictures reach search with a reload (colour detection).
    onComputed: (sourceUuid) => {
      reloadForColours(deps.db, sourceUuid)
        .then((queued) => queued && worker.poke())
        .catch((error: unknown) => deps.log.warn({ err: error, sourceUuid }, 'colour reload not queued'));
    },
  });
  const loadDeps = {
    db: deps.db,
    log: deps.log,
    onCatalogChanged: (sourceUuid: string) => {
      onCatalogChanged(sourceUuid);
      pictures.schedule(sourceUuid);
      regenerateAfterLoad(deps.db, sourceUuid).catch((error: unknown) =>
        deps.log.error({ err: error, sourceUuid }, 'creative rerun not queued'),
      );
    },
    snapshots: snapshotStoreFor(deps.db, deps.config.dataDir, deps.config.snapshotStore),
    spillDir: path.join(deps.config.dataDir, 'tmp'),
    onLoadFailed: createFeedFailureNotifier({ ...deps, publicUrl: deps.config.publicUrl }),
    fetchOptions: {
      allowPrivate: deps.config.feedAllowPrivate,
      privateUrls: deps.config.feedPrivateUrls,
      maxBytes: deps.config.feedMaxBytes,
      idleTimeoutMs: deps.config.feedIdleTimeoutMs,
      ...(limits.minBytesPerSecond
        ? { throughputFloor: { bytesPerSecond: limits.minBytesPerSecond, windowMs: limits.throughputWindowMs } }
        : {}),
    },
    deadlineMs: limits.loadDeadlineMs,
  };
  const worker = startWorker(
    deps.db,
    {
      'feed.load': async (job, context) => {
        const sourceUuid = String(job.payload.sourceUuid ?? '');
        try {
          await loadFeed({ ...loadDeps, log: context.log }, sourceUuid, context.signal);
        } finally {
          await countFeedLoad(deps.db, sourceUuid).catch(() => {});
        }
      },
    },
    deps.log,
    {
      // The heartbeat stays well inside the stale limit, so a shortened JOB_STALE_MS never hands a live job away.
      staleMs: deps.config.jobStaleMs,
      heartbeatMs: Math.min(5_000, Math.floor(deps.config.jobStaleMs / 3)),
      concurrency: limits.concurrency,
      runningPerOwner: limits.runningPerOwner,
      // Loads stream, but each holds its index builder until the snapshot is written (decision 0021).
      admit: () => process.memoryUsage().rss < limits.memoryBudgetMb * 1024 * 1024,
    },
  );
  const schedule = setInterval(() => {
    enqueueDueLoads(deps.db)
      .then((queued) => queued && worker.poke())
      .catch((error: unknown) => deps.log.error({ err: error }, 'feed schedule failed'));
  }, SCHEDULE_EVERY_MS);
  schedule.unref();
  // A load queued in this process starts at once, not at the next poll.
  const unsubscribe = deps.jobs.on(worker.poke);
  return {
    ...worker,
    stop: async () => {
      unsubscribe();
      clearInterval(schedule);
      await Promise.all([worker.stop(), pictures.stop()]);
    },
  };
}
