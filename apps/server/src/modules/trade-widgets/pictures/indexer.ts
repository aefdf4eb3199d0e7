import type { PictureFeatures } from '@vitrina/engine';
import type { Logger } from 'pino';
import type { Db } from '../../../db/database';
import { type PictureAnalysis, pictureFeaturesOf } from '../../../lib';
import { forgetFeatures, livePictureUrls, saveFeatures, storedPictureUrls } from './store';

/** Pictures fetched at once per process: a shop's server should not feel us. */
const CONCURRENCY = 4;

export interface PictureIndexerOptions {
  allowPrivate: boolean;
  /** Fetched even from a private address (the product's own sample pictures). */
  privateUrls?: readonly string[];
  /** Replaced in tests; default fetches and decodes the picture. */
  extract?: (url: string) => Promise<PictureFeatures & { colour?: PictureAnalysis['colour'] }>;
  /** Called after a pass that computed new pictures (colour detection reloads the feed to apply colours). */
  onComputed?: (sourceUuid: string) => void;
}

/**
 * Computes picture features for a project's offers in the background after a feed load: only
 * offers whose first picture URL is new or changed are fetched, a few at a time; a failure is
 * stored too, so a broken picture is not fetched again until its URL changes. Never blocks a load.
 */
export function createPictureIndexer(db: Db, log: Logger, options: PictureIndexerOptions) {
  const extract =
    options.extract ??
    ((url: string) => pictureFeaturesOf(url, { allowPrivate: options.allowPrivate, privateUrls: options.privateUrls ?? [] }));
  const running = new Map<string, Promise<void>>();
  const again = new Set<string>();
  let stopped = false;

  async function index(uuid: string) {
    const [live, stored] = await Promise.all([livePictureUrls(db, uuid), storedPictureUrls(db, uuid)]);
    await forgetFeatures(
      db,
      uuid,
      [...stored.keys()].filter((id) => !live.has(id)),
    );
    const work = [...live].filter(([id, url]) => stored.get(id) !== url);
    let next = 0;
    let computed = 0;
    const lane = async () => {
      while (!stopped && next < work.length) {
        const [offerId, url] = work[next++] as [string, string];
        const result = await extract(url).catch((error: unknown) => ({ error: String((error as Error).message ?? error) }));
        if (!('error' in result)) computed++;
        if (!stopped) await saveFeatures(db, uuid, offerId, url, result);
      }
    };
    await Promise.all(Array.from({ length: CONCURRENCY }, lane));
    if (work.length) log.info({ uuid, pictures: work.length, computed }, 'picture features computed');
    if (computed && !stopped) options.onComputed?.(uuid);
  }

  function schedule(uuid: string): void {
    if (stopped) return;
    if (running.has(uuid)) {
      again.add(uuid);
      return;
    }
    const task = index(uuid)
      .catch((error: unknown) => {
        if (!stopped) log.warn({ err: error, uuid }, 'picture features failed');
      })
      .finally(() => {
        running.delete(uuid);
        if (again.delete(uuid)) schedule(uuid);
      });
    running.set(uuid, task);
  }

  return {
    /** Brings the project's picture features up to its live catalog, in the background. */
    schedule,
    /** Resolves when nothing is being computed (tests, shutdown). */
    async idle(): Promise<void> {
      while (running.size) await Promise.allSettled([...running.values()]);
    },
    async stop(): Promise<void> {
      stopped = true;
      await Promise.allSettled([...running.values()]);
    },
  };
}

export type PictureIndexer = ReturnType<typeof createPictureIndexer>;
