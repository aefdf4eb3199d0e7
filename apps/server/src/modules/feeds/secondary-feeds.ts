import { type FeedOffer, type ReadOptions, readCsv } from '@vitrina/feeds';
import { replaceCustomList } from '../../catalog';
import type { Queryable } from '../../db/database';
import { type FetchFeedOptions, fetchFeed } from '../../lib';
import { readCustomList } from './custom-list';
import type { LoadSource } from './load-store';
import { presentFields } from './offer-fixes';

/**
 * The override CSV's rows by offer id (its non-empty fields). Read before the main feeds, so each
 * offer is stored and indexed once, already overridden, instead of being updated afterwards.
 */
export async function readOverrides(
  source: LoadSource,
  fetchOptions: FetchFeedOptions,
  options: ReadOptions,
): Promise<Map<string, Partial<FeedOffer>>> {
  const patches = new Map<string, Partial<FeedOffer>>();
  const overrideUrl = source.fields.overrideOffersUrl;
  if (typeof overrideUrl !== 'string' || !overrideUrl) return patches;
  const response = await fetchFeed(overrideUrl, fetchOptions);
  for await (const item of readCsv(response.body, { ...options, ignoreXmlErrors: true })) {
    if (item.kind !== 'offer') continue;
    // Two rows for one offer add up, as two updates would.
    patches.set(item.offer.id, { ...patches.get(item.offer.id), ...presentFields(item.offer) });
  }
  return patches;
}

/** The completions and top-queries lists. */
export async function loadCustomLists(db: Queryable, source: LoadSource, fetchOptions: FetchFeedOptions): Promise<void> {
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
