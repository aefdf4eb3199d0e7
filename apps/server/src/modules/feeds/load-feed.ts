import {
  compileRules,
  type FeedCategory,
  FeedError,
  type FeedItem,
  type FeedOffer,
  type ReadOptions,
  readCsv,
  readYml,
} from '@vitrina/feeds';
import type { Logger } from 'pino';
import type { Db } from '../../db/database';
import { savedRules } from '../indexing-rules/compile';
import { startTrial } from '../plans/subscription';
import {
  BATCH_SIZE,
  countOffers,
  dropVersionsExcept,
  insertCategories,
  insertOffers,
  overrideOffers,
  replaceCustomList,
} from './catalog-store';
import { readCustomList } from './custom-list';
import { FeedFetchError } from './fetch-errors';
import { type FetchFeedOptions, fetchFeed } from './fetch-feed';
import * as loads from './load-store';

export interface LoadDeps {
  db: Db;
  log: Logger;
  fetchOptions: Pick<FetchFeedOptions, 'allowPrivate' | 'maxBytes' | 'connectTimeoutMs' | 'idleTimeoutMs'>;
  /** Told when a project's live catalog changed, so search can rebuild its index. */
  onCatalogChanged?: (sourceUuid: string) => void;
  /** Told when a load failed, so the project's subscribed participants hear of it. */
  onLoadFailed?: (sourceUuid: string, failure: loads.LoadFailure) => void;
}

/** A catalog smaller than this never triggers the 'more than half removed' hold. */
const HOLD_MIN_OFFERS = 10;
const PROGRESS_EVERY_MS = 1000;

class LoadStopped extends Error {}

function failureOf(error: unknown): loads.LoadFailure {
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

function readOptions(fields: Record<string, unknown>, settings: Record<string, unknown>, signal: AbortSignal): ReadOptions {
  const text = (value: unknown) => (typeof value === 'string' && value ? value : undefined);
  return {
    ignoreXmlErrors: fields.ignoreXmlErrors === true,
    cutNonUtf8: fields.cutNonUtf8FromFeed === true,
    ratingField: text(settings.ratingField),
    reviewCountField: text(settings.reviewCountField),
    signal,
  };
}

/**
 * Loads a project's feeds into a new catalog version and swaps it in only when the load is whole;
 * until then, and after a failure, the old catalog keeps serving. Progress is saved as it goes.
 */
export async function loadFeed(deps: LoadDeps, sourceUuid: string, outerSignal: AbortSignal): Promise<void> {
  const { db, log } = deps;
  const source = await loads.findLoadSource(db, sourceUuid);
  // An unpaid project is not loaded: a success would end the 'unpaid' status (spec §4).
  if (!source || source.status === 'stopped' || source.status === 'unpaid') return;
  const version = Math.max(source.catalogVersion, source.heldVersion ?? 0) + 1;
  const loadId = await loads.startLoadRecord(db, sourceUuid, version);
  const controller = new AbortController();
  const onOuterAbort = () => controller.abort(outerSignal.reason);
  outerSignal.addEventListener('abort', onOuterAbort);
  const progress: loads.LoadProgress = { bytes: 0, offers: 0, skipped: 0 };
  let firstSkip: FeedError | null = null;

  // Saves progress and notices a stop pressed while the load runs.
  const ticker = setInterval(() => {
    void loads.saveProgress(db, loadId, progress).catch(() => {});
    void loads
      .currentStatus(db, sourceUuid)
      .then((status) => status === 'stopped' && controller.abort(new LoadStopped()))
      .catch(() => {});
  }, PROGRESS_EVERY_MS);

  const options = readOptions(source.fields, source.settings, controller.signal);
  const categoryNames = new Map<string, string>();
  const ruleContext = { categoryName: (id: string) => categoryNames.get(id) ?? null };
  let removedByRules = 0;
  // Over the plan's limit the first offers are indexed and the rest counted (exceedsAllowOffersMsg).
  const offersLimit =
    typeof source.fields.offersLimit === 'number' && source.fields.offersLimit > 0 ? source.fields.offersLimit : Number.POSITIVE_INFINITY;
  let kept = 0;
  const fetchOptions = { ...deps.fetchOptions, signal: controller.signal };
  try {
    const rules = compileRules(savedRules(source.fields));
    let bytesBefore = 0;
    for (const url of source.feedUrls) {
      const response = await fetchFeed(url, { ...fetchOptions, onProgress: (bytes) => (progress.bytes = bytesBefore + bytes) });
      const read = source.feedFormat === 'CSV' ? readCsv : readYml;
      let batch: FeedOffer[] = [];
      const categories: FeedCategory[] = [];
      for await (const item of read(response.body, options) as AsyncIterable<FeedItem>) {
        if (item.kind === 'offer') {
          progress.offers += 1;
          const offer = rules.apply(withoutFieldParams(withAbsoluteLinks(item.offer, response.url), options), ruleContext);
          if (!offer) {
            removedByRules += 1;
            continue;
          }
          if (kept >= offersLimit) continue;
          kept += 1;
          batch.push(offer);
          if (batch.length >= BATCH_SIZE) {
            await insertOffers(db, sourceUuid, version, batch);
            batch = [];
          }
        } else if (item.kind === 'category') {
          categories.push(item.category);
          categoryNames.set(item.category.id, item.category.name);
        } else if (item.kind === 'skipped') {
          progress.skipped += 1;
          firstSkip ??= item.error;
        }
      }
      await insertOffers(db, sourceUuid, version, batch);
      await insertCategories(db, sourceUuid, version, categories);
      bytesBefore = progress.bytes;
    }
    await applySecondaryFeeds(deps, source, version, fetchOptions, options);
    if (controller.signal.aborted) throw controller.signal.reason;

    const count = await countOffers(db, sourceUuid, version);
    const final = { ...progress, offers: count, feedOffers: progress.offers };
    const skipFailure = firstSkip ? failureOf(firstSkip) : null;
    if (source.catalogVersion > 0 && source.offersCount >= HOLD_MIN_OFFERS && count < source.offersCount / 2) {
      await db.transaction(async (tx) => {
        await loads.holdCatalog(tx, sourceUuid, version);
        await loads.finishLoadRecord(tx, loadId, 'held', final, skipFailure);
      });
      await dropVersionsExcept(db, sourceUuid, [source.catalogVersion, version]);
      log.warn({ sourceUuid, before: source.offersCount, after: count }, 'feed update held: it would remove more than half of the offers');
      return;
    }
    await db.transaction(async (tx) => {
      await loads.swapCatalog(tx, sourceUuid, version, count);
      await startTrial(tx, sourceUuid);
      await loads.finishLoadRecord(tx, loadId, 'success', final, skipFailure);
    });
    await dropVersionsExcept(db, sourceUuid, [version]);
    deps.onCatalogChanged?.(sourceUuid);
    log.info({ sourceUuid, offers: count, skipped: progress.skipped, removedByRules, bytes: progress.bytes }, 'feed loaded');
  } catch (error) {
    const reason = controller.signal.aborted ? controller.signal.reason : error;
    const keep = [source.catalogVersion, ...(source.heldVersion ? [source.heldVersion] : [])];
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
    clearInterval(ticker);
    outerSignal.removeEventListener('abort', onOuterAbort);
  }
}

/** The override CSV and the completions and top-queries lists. */
async function applySecondaryFeeds(
  deps: LoadDeps,
  source: loads.LoadSource,
  version: number,
  fetchOptions: FetchFeedOptions,
  options: ReadOptions,
) {
  const { db } = deps;
  const overrideUrl = source.fields.overrideOffersUrl;
  if (typeof overrideUrl === 'string' && overrideUrl) {
    const response = await fetchFeed(overrideUrl, fetchOptions);
    let patches: Array<{ id: string; fields: Partial<FeedOffer> }> = [];
    for await (const item of readCsv(response.body, { ...options, ignoreXmlErrors: true })) {
      if (item.kind !== 'offer') continue;
      patches.push({ id: item.offer.id, fields: presentFields(item.offer) });
      if (patches.length >= BATCH_SIZE) {
        await overrideOffers(db, source.uuid, version, patches);
        patches = [];
      }
    }
    await overrideOffers(db, source.uuid, version, patches);
  }
  for (const [kind, key] of [
    ['completions', 'customCompletionsUrl'],
    ['topQueries', 'customTopQueriesUrl'],
  ] as const) {
    const url = source.fields[key];
    if (typeof url !== 'string' || !url) continue;
    const response = await fetchFeed(url, fetchOptions);
    await replaceCustomList(db, source.uuid, kind, await readCustomList(response.body));
  }
}

function absolute(link: string, base: string): string {
  try {
    return new URL(link, base).toString();
  } catch {
    return link;
  }
}

/** Links in a feed may be relative ('/p/1.jpg'); the widget on the shop's site needs them whole. */
function withAbsoluteLinks(offer: FeedOffer, feedUrl: string): FeedOffer {
  if (!offer.url?.startsWith('/') && !offer.pictures.some((p) => p.startsWith('/'))) return offer;
  return { ...offer, url: offer.url ? absolute(offer.url, feedUrl) : null, pictures: offer.pictures.map((p) => absolute(p, feedUrl)) };
}

/** The params that ratingField and reviewCountField name became rating and reviewCount: they are not facets. */
function withoutFieldParams(offer: FeedOffer, options: ReadOptions): FeedOffer {
  const names = [options.ratingField, options.reviewCountField].filter((n): n is string => Boolean(n)).map((n) => n.toLowerCase());
  if (!names.length || !offer.params.some((p) => names.includes(p.name.toLowerCase()))) return offer;
  return { ...offer, params: offer.params.filter((p) => !names.includes(p.name.toLowerCase())) };
}

/** An override row carries only what it sets: empty cells and empty lists change nothing. */
function presentFields(offer: FeedOffer): Partial<FeedOffer> {
  const fields: Record<string, unknown> = {};
  for (const [key, value] of Object.entries(offer)) {
    if (key === 'id' || value === null || value === '' || (Array.isArray(value) && value.length === 0)) continue;
    fields[key] = value;
  }
  return fields as Partial<FeedOffer>;
}
