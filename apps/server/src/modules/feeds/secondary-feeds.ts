import { type FeedOffer, type ReadOptions, readCsv } from '@vitrina/feeds';
import type { Queryable } from '../../db/database';
import { BATCH_SIZE, overrideOffers, replaceCustomList } from './catalog-store';
import { readCustomList } from './custom-list';
import { type FetchFeedOptions, fetchFeed } from './fetch-feed';
import type { LoadSource } from './load-store';
import type { LoadedCatalog } from './loaded-catalog';
import { presentFields } from './offer-fixes';

/** The override CSV (stored and in the loaded catalog alike) and the completions and top-queries lists. */
export async function applySecondaryFeeds(
  db: Queryable,
  source: LoadSource,
  version: number,
  catalog: LoadedCatalog,
  fetchOptions: FetchFeedOptions,
  options: ReadOptions,
): Promise<void> {
  const overrideUrl = source.fields.overrideOffersUrl;
  if (typeof overrideUrl === 'string' && overrideUrl) {
    const response = await fetchFeed(overrideUrl, fetchOptions);
    let patches = new Map<string, Partial<FeedOffer>>();
    for await (const item of readCsv(response.body, { ...options, ignoreXmlErrors: true })) {
      if (item.kind !== 'offer') continue;
      const fields = presentFields(item.offer);
      // Two rows for one offer add up, as two updates would.
      patches.set(item.offer.id, { ...patches.get(item.offer.id), ...fields });
      catalog.patch(item.offer.id, fields);
      if (patches.size >= BATCH_SIZE) {
        await overrideOffers(db, source.uuid, version, patches);
        patches = new Map();
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
