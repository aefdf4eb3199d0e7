export type { ExceedsAllowOffers, FeedLoad, FeedLoadError, FeedLoadStatus, ProjectDetail } from '@vitrina/contracts';

/** Error codes of a feed that was fetched but could not be read (spec §8 YML problems). */
export function isFeedContentError(code: string): boolean {
  if (!code.startsWith('feeds.')) return false;
  return !code.startsWith('feeds.fetch.') && !['feeds.unexpected', 'feeds.aborted', 'feeds.interrupted'].includes(code);
}
