import type { RecordSpill } from '@vitrina/engine';
import {
  compileRules,
  detectFormatFromBytes,
  FeedError,
  type FeedItem,
  type FeedOffer,
  peekBytes,
  type ReadOptions,
  readCsv,
  readYml,
} from '@vitrina/feeds';
import type { Logger } from 'pino';
import {
  BATCH_SIZE,
  catalogIndexBuilder,
  countOffers,
  dropVersionsExcept,
  encodeOffers,
  holdCatalog,
  insertCategories,
  insertOfferBatch,
  openRecordSpill,
  type RecordSpillFile,
  type SnapshotStore,
  storedCatalogBuilder,
  swapCatalog,
} from '../../catalog';
import type { Db } from '../../db/database';
import { FeedFetchError, type FetchFeedOptions, fetchFeed } from '../../lib';
import { detectedColourApplier } from '../colour-detection';
import { offersLimitForLoad, startTrial } from '../plans';
import * as loads from './load-store';
import { LoadedCatalog, patchOffer } from './loaded-catalog';
import { loadMerchandisingFeeds } from './merchandising-feeds';
import { readOptions, withAbsoluteLinks, withoutFieldParams, withSafeLinks } from './offer-fixes';
import { loadCustomLists, readOverrides } from './secondary-feeds';

export interface LoadDeps {
  db: Db;
  log: Logger;
  fetchOptions: Pick<
    FetchFeedOptions,
    'allowPrivate' | 'privateUrls' | 'maxBytes' | 'connectTimeoutMs' | 'idleTimeoutMs' | 'throughputFloor'
  >;
  /** A load still running this long is stopped and fails; the previous catalog stays live (FEED_LOAD_DEADLINE_S). */
  deadlineMs?: number;
  /** Where a load writes its catalog's search index snapshot before the swap (decision 0009). */
  snapshots?: SnapshotStore;
  /** A directory for the offer records of the index being built (record-spill.ts); without it they stay in memory. */
  spillDir?: string;
  /** Told when a project's live catalog changed, so search can take up its index. */
  onCatalogChanged?: (sourceUuid: string) => void;
  /** Told when a load failed, so the project's subscribed participants hear of it. */
  onLoadFailed?: (sourceUuid: string, failure: loads.LoadFailure) => void;
  /** Told as each stage of a load ends (bench/feeds measures time and memory per stage). */
  onStage?: (stage: 'read' | 'secondary' | 'index' | 'swap') => void;
}

/** A catalog smaller than this never triggers the 'more than half removed' hold. */
const HOLD_MIN_OFFERS = 10;
const PROGRESS_EVERY_MS = 1000;

class LoadStopped extends Error {}

/** The load ran past its deadline: one slow feed must not hold a worker's slot for ever. */
class LoadDeadline extends Error {
  constructor(readonly seconds: number) {
    super(`feed load ran past its deadline of ${seconds} s`);
  }
}

function failureOf(error: unknown): loads.LoadFailure {
  if (error instanceof LoadDeadline) return { code: 'feeds.deadline', params: [error.seconds], line: null, column: null };
  if (error instanceof FeedFetchError) return { code: `feeds.fetch.${error.code}`, params: error.params, line: null, column: null };
  if (error instanceof FeedError) {
    return {
      code: error.messageKey,
      params: [error.line ?? '?', error.column ?? '?', error.offerId ?? '?'],
      line: error.line ?? null,
      column: error.column ?? null,
    };
  }
  return { code: 'feeds.unexpected', params: [], line: null, column: null };
}

interface ReadState {
  progress: loads.LoadProgress;
  firstSkip: FeedError | null;
  kept: number;
  /** The format the first feed's bytes showed when it was not the saved one (saved for later loads). */
  detectedFormat: 'YML' | 'CSV' | null;
}

/**
 * Reads every feed URL into the new version: parse, rules, override rows, plan limit, batched store;
 * each stored batch goes on to the index builder, so no more than a batch is ever held as objects.
 */
async function readFeeds(
  deps: LoadDeps,
  source: loads.LoadSource,
  version: number,
  catalog: LoadedCatalog,
  state: ReadState,
  fetchOptions: FetchFeedOptions,
  options: ReadOptions,
  overrides: ReadonlyMap<string, Partial<FeedOffer>>,
): Promise<void> {
  const { db } = deps;
  const rules = compileRules(source.fields.indexingRules);
  // Before the rules, so a rule can read or change a detected colour like a feed's own param.
  const withColour = await detectedColourApplier(db, source);
  const categoryNames = new Map<string, string>();
  const ruleContext = { categoryName: (id: string) => categoryNames.get(id) ?? null };
  // Over the plan's limit the first offers are indexed and the rest counted (exceedsAllowOffersMsg).
  const offersLimit = await offersLimitForLoad(db, source.uuid, source.fields);
  const store = async (batch: FeedOffer[]) => {
    const json = encodeOffers(batch);
    if (!json) return;
    await insertOfferBatch(db, source.uuid, version, json);
    catalog.addStored(json);
  };
  let bytesBefore = 0;
  for (const url of source.feedUrls) {
    const response = await fetchFeed(url, { ...fetchOptions, onProgress: (bytes) => (state.progress.bytes = bytesBefore + bytes) });
    // The first bytes decide when they clearly show a format: a CSV file saved as YML reads as CSV.
    const { head, body } = await peekBytes(response.body);
    const detected = detectFormatFromBytes(head).format;
    const format = detected ?? source.feedFormat;
    if (detected && detected !== source.feedFormat && url === source.feedUrls[0]) state.detectedFormat = detected;
    const read = format === 'CSV' ? readCsv : readYml;
    let batch: FeedOffer[] = [];
    const categories = [];
    for await (const item of read(body, options) as AsyncIterable<FeedItem>) {
      if (item.kind === 'offer') {
        state.progress.offers += 1;
        const ruled = rules.apply(withColour(withoutFieldParams(withAbsoluteLinks(item.offer, response.url), options)), ruleContext);
        if (!ruled) {
          state.progress.removedByRules += 1;
          continue;
        }
        if (state.kept >= offersLimit) continue;
        state.kept += 1;
        const patch = overrides.get(ruled.id);
        // Last, so an override feed cannot bring a javascript: link back either.
        const linked = withSafeLinks(patch ? patchOffer(ruled, patch) : ruled);
        state.progress.unsafeLinks += linked.dropped;
        batch.push(linked.offer);
        if (batch.length >= BATCH_SIZE) {
          await store(batch);
          batch = [];
        }
      } else if (item.kind === 'category') {
        categories.push(item.category);
        catalog.addCategories([item.category]);
        categoryNames.set(item.category.id, item.category.name);
      } else if (item.kind === 'skipped') {
        state.progress.skipped += 1;
        state.firstSkip ??= item.error;
      }
    }
    await store(batch);
    await insertCategories(db, source.uuid, version, categories);
    bytesBefore = state.progress.bytes;
  }
}

/**
 * Finishes the new catalog's search index (streamed during the read, or built from the stored offers
 * when the feed did not allow it) straight into its snapshot, so search swaps to it without a rebuild.
 * The load never searches the index, so it is never made searchable here (finishSnapshot).
 */
async function snapshotIndex(
  deps: LoadDeps,
  source: loads.LoadSource,
  version: number,
  catalog: LoadedCatalog,
  count: number,
  spill: () => RecordSpill | undefined,
) {
  if (!deps.snapshots) return;
  try {
    const builder =
      catalog.takeBuilder(count) ??
      (await storedCatalogBuilder(deps.db, source.index, source.uuid, version, catalog.allCategories(), spill()));
    await deps.snapshots.write(source.uuid, version, builder.finishSnapshot());
  } catch (error) {
    // Search then builds the index from the stored offers, as after a restart without snapshots.
    deps.log.warn({ err: error, sourceUuid: source.uuid }, 'index snapshot not written during the load');
  }
}

/**
 * Loads a project's feeds into a new catalog version and swaps it in only when the load is whole
 * (offers stored, index snapshot written); until then, and after a failure, the old catalog keeps
 * serving. Progress is saved as it goes.
 */
export async function loadFeed(deps: LoadDeps, sourceUuid: string, outerSignal: AbortSignal): Promise<void> {
  const { db, log } = deps;
  const source = await loads.findLoadSource(db, sourceUuid);
  // An unpaid project is not loaded: a success would end the 'unpaid' status (spec §4).
  if (!source || source.status === 'stopped' || source.status === 'unpaid') return;
  const version = Math.max(source.catalogVersion, source.heldVersion ?? 0) + 1;
  const keep = [source.catalogVersion, ...(source.heldVersion ? [source.heldVersion] : [])];
  // What a load cut short by a crash left of this version must not mix into this one.
  await dropVersionsExcept(db, sourceUuid, keep);
  if (deps.snapshots) await deps.snapshots.remove(sourceUuid, version);
  const loadId = await loads.startLoadRecord(db, sourceUuid, version);
  const controller = new AbortController();
  const onOuterAbort = () => controller.abort(outerSignal.reason);
  outerSignal.addEventListener('abort', onOuterAbort);
  const { deadlineMs } = deps;
  const deadline = deadlineMs ? setTimeout(() => controller.abort(new LoadDeadline(deadlineMs / 1000)), deadlineMs) : undefined;
  const state: ReadState = {
    progress: { bytes: 0, offers: 0, skipped: 0, removedByRules: 0, unsafeLinks: 0 },
    firstSkip: null,
    kept: 0,
    detectedFormat: null,
  };
  const { progress } = state;

  // Saves progress and notices a stop pressed while the load runs.
  const ticker = setInterval(() => {
    void loads.saveProgress(db, loadId, progress).catch(() => {});
    void loads
      .currentStatus(db, sourceUuid)
      .then((status) => status === 'stopped' && controller.abort(new LoadStopped()))
      .catch(() => {});
  }, PROGRESS_EVERY_MS);

  const options = readOptions(source.fields, source.settings, controller.signal);
  const fetchOptions = { ...deps.fetchOptions, signal: controller.signal };
  // Each index builder of this load gets its own temporary file, closed (and so freed) when the load ends.
  const spills: RecordSpillFile[] = [];
  const spill = () => {
    if (!deps.spillDir) return undefined;
    try {
      const file = openRecordSpill(deps.spillDir);
      spills.push(file);
      return file;
    } catch (error) {
      // An unwritable DATA_DIR costs memory, not the load.
      log.warn({ err: error, sourceUuid }, 'offer records kept in memory: no temporary file');
      return undefined;
    }
  };
  try {
    const catalog = new LoadedCatalog(deps.snapshots ? (categories) => catalogIndexBuilder(source.index, categories, spill()) : null);
    const overrides = await readOverrides(source, fetchOptions, options);
    await readFeeds(deps, source, version, catalog, state, fetchOptions, options, overrides);
    if (state.detectedFormat) {
      await loads.saveDetectedFormat(db, sourceUuid, loadId, state.detectedFormat);
      log.info({ sourceUuid, format: state.detectedFormat }, 'feed format taken from its first bytes');
    }
    deps.onStage?.('read');
    await loadCustomLists(db, source, fetchOptions);
    const merchandising = await loadMerchandisingFeeds(db, source, version, fetchOptions);
    if (controller.signal.aborted) throw controller.signal.reason;

    // Offers repeated across batches are stored once (the later one): the database has the count.
    const count = await countOffers(db, sourceUuid, version);
    const final = { ...progress, offers: count, feedOffers: progress.offers };
    const skipFailure = state.firstSkip ? failureOf(state.firstSkip) : null;
    if (source.catalogVersion > 0 && source.offersCount >= HOLD_MIN_OFFERS && count < source.offersCount / 2) {
      await db.transaction(async (tx) => {
        await holdCatalog(tx, sourceUuid, version);
        await loads.finishLoadRecord(tx, loadId, 'held', final, skipFailure, merchandising);
      });
      await dropVersionsExcept(db, sourceUuid, [source.catalogVersion, version]);
      log.warn({ sourceUuid, before: source.offersCount, after: count }, 'feed update held: it would remove more than half of the offers');
      return;
    }
    deps.onStage?.('secondary');
    await snapshotIndex(deps, source, version, catalog, count, spill);
    deps.onStage?.('index');
    if (controller.signal.aborted) throw controller.signal.reason;
    await db.transaction(async (tx) => {
      await swapCatalog(tx, sourceUuid, version, count);
      await startTrial(tx, sourceUuid);
      await loads.finishLoadRecord(tx, loadId, 'success', final, skipFailure, merchandising);
    });
    await dropVersionsExcept(db, sourceUuid, [version]);
    if (deps.snapshots) await deps.snapshots.prune(sourceUuid, version).catch(() => {});
    deps.onStage?.('swap');
    deps.onCatalogChanged?.(sourceUuid);
    log.info(
      {
        sourceUuid,
        offers: count,
        skipped: progress.skipped,
        removedByRules: progress.removedByRules,
        unsafeLinks: progress.unsafeLinks,
        bytes: progress.bytes,
      },
      'feed loaded',
    );
  } catch (error) {
    const reason = controller.signal.aborted ? controller.signal.reason : error;
    if (reason instanceof LoadStopped) {
      await loads.finishLoadRecord(db, loadId, 'stopped', { ...progress, feedOffers: null });
      await dropVersionsExcept(db, sourceUuid, keep);
      return;
    }
    if (outerSignal.aborted) throw reason; // shutting down: the job goes back to the queue
    const failure = failureOf(reason);
    if (failure.code === 'feeds.unexpected') log.error({ err: reason, sourceUuid }, 'feed load crashed');
    await db.transaction(async (tx) => {
      await loads.markFailed(tx, sourceUuid);
      await loads.finishLoadRecord(tx, loadId, 'failed', { ...progress, feedOffers: null }, failure);
    });
    deps.onLoadFailed?.(sourceUuid, failure);
    await dropVersionsExcept(db, sourceUuid, keep);
  } finally {
    for (const file of spills) file.close();
    clearInterval(ticker);
    clearTimeout(deadline);
    outerSignal.removeEventListener('abort', onOuterAbort);
  }
}
