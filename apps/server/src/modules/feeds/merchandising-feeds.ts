import type { StoredFields } from '@vitrina/contracts';
import type { Queryable } from '../../db/database';
import { FeedFetchError, type FetchFeedOptions, fetchFeed } from '../../lib';
import { keepFeedRules, type RejectedLine, RulesFeedFormatError, readRulesFeed, saveFeedRules } from '../merchandising';

/** A rules list is small; a bigger answer is not one. */
const MAX_RULES_FEED_BYTES = 5 * 1024 * 1024;

/** What one merchandising feed gave a load, for the load history. */
export interface MerchandisingFeedReport {
  url: string;
  /** Rules in force from this feed (those kept from the live catalog when the feed failed). */
  rules: number;
  rejectedCount: number;
  rejected: RejectedLine[];
  error: { code: string; params: ReadonlyArray<string | number> } | null;
}

async function textOf(body: AsyncIterable<Uint8Array>): Promise<string> {
  const chunks: Buffer[] = [];
  for await (const chunk of body) chunks.push(Buffer.from(chunk));
  return Buffer.concat(chunks).toString('utf8');
}

function failureOf(error: unknown): MerchandisingFeedReport['error'] {
  if (error instanceof FeedFetchError) return { code: `feeds.fetch.${error.code}`, params: error.params };
  if (error instanceof RulesFeedFormatError) return { code: 'feeds.merchandisingFormat', params: [] };
  throw error;
}

/**
 * Fetches the project's merchandisingUrls (with the feed's own guard and limits) and stores their
 * valid rules with the new catalog version. A feed that fails keeps the rules it gave the live
 * catalog, and the load goes on: merchandising is no reason to hold back new offers.
 */
export async function loadMerchandisingFeeds(
  db: Queryable,
  source: { uuid: string; catalogVersion: number; fields: Pick<StoredFields, 'merchandisingUrls'> },
  version: number,
  fetchOptions: FetchFeedOptions,
): Promise<MerchandisingFeedReport[]> {
  const urls = source.fields.merchandisingUrls.filter((url) => url !== '');
  const reports: MerchandisingFeedReport[] = [];
  for (const [position, url] of urls.entries()) {
    try {
      const maxBytes = Math.min(fetchOptions.maxBytes ?? MAX_RULES_FEED_BYTES, MAX_RULES_FEED_BYTES);
      const response = await fetchFeed(url, { ...fetchOptions, maxBytes });
      const feed = readRulesFeed(await textOf(response.body));
      await saveFeedRules(db, source.uuid, version, position, url, feed.rules);
      reports.push({ url, rules: feed.rules.length, rejectedCount: feed.rejectedCount, rejected: feed.rejected, error: null });
    } catch (error) {
      if (fetchOptions.signal?.aborted) throw error;
      const failure = failureOf(error);
      const kept = source.catalogVersion > 0 ? await keepFeedRules(db, source.uuid, source.catalogVersion, version, position, url) : 0;
      reports.push({ url, rules: kept, rejectedCount: 0, rejected: [], error: failure });
    }
  }
  return reports;
}
