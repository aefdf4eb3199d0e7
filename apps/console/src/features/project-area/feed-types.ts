export type { ExceedsAllowOffers, FeedLoad, FeedLoadError, FeedLoadStatus, ProjectDetail } from '@vitrina/contracts';

/** Error codes of a feed that was fetched but could not be read (spec §8 YML problems). */
export function isFeedContentError(code: string): boolean {
  if (!code.startsWith('feeds.')) return false;
  return !code.startsWith('feeds.fetch.') && !['feeds.unexpected', 'feeds.aborted', 'feeds.interrupted'].includes(code);
}

/** Content errors whose own message already says to check the feed opens and is valid YML. */
const SELF_EXPLAINING = new Set(['feeds.parseFailed', 'feeds.notYml']);

/**
 * What a failed load shows, each fact once: the server's message (localized), the position only
 * when the message does not already give it, and the format hint only when the message lacks it.
 */
export function failedLoadParts(error: { code: string; message: string; line: number | null; column: number | null } | null) {
  if (!error) return { message: null, position: null, formatHint: false };
  const hasPosition = error.line !== null && error.message.includes(String(error.line));
  return {
    message: error.message,
    position: error.line !== null && !hasPosition ? { line: error.line, column: error.column } : null,
    formatHint: isFeedContentError(error.code) && !SELF_EXPLAINING.has(error.code),
  };
}
