/** Why a feed could not be fetched; the code names a message key 'feeds.<code>' in the catalogue. */
export type FeedFetchCode =
  | 'urlPrivate'
  | 'httpStatus'
  | 'tooManyRedirects'
  | 'timeout'
  | 'tooLarge'
  | 'unreachable'
  | 'badUrl'
  | 'tooSlow';

export class FeedFetchError extends Error {
  constructor(
    readonly code: FeedFetchCode,
    readonly params: ReadonlyArray<string | number> = [],
    options?: { cause?: unknown },
  ) {
    super(`feed fetch failed: ${code}${params.length ? ` (${params.join(', ')})` : ''}`, options);
  }
}
