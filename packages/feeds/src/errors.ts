/**
 * The one error catalogue of @vitrina/feeds: a stable code, the HTTP status the server should
 * answer with when a feed fails for this reason, and the i18n message key it translates.
 */
export const FEED_ERRORS = {
  FEED_PARSE_FAILED: { status: 422, messageKey: 'feeds.parseFailed' },
  FEED_NOT_YML: { status: 422, messageKey: 'feeds.notYml' },
  FEED_ENTITY_FORBIDDEN: { status: 422, messageKey: 'feeds.entityForbidden' },
  FEED_ENCODING_UNSUPPORTED: { status: 422, messageKey: 'feeds.encodingUnsupported' },
  FEED_ENCODING_INVALID: { status: 422, messageKey: 'feeds.encodingInvalid' },
  FEED_LINE_TOO_LONG: { status: 422, messageKey: 'feeds.lineTooLong' },
  FEED_TOO_DEEP: { status: 422, messageKey: 'feeds.tooDeep' },
  FEED_TOO_MANY_ERRORS: { status: 422, messageKey: 'feeds.tooManyErrors' },
  FEED_EMPTY: { status: 422, messageKey: 'feeds.empty' },
  FEED_CSV_NO_HEADER: { status: 422, messageKey: 'feeds.csvNoHeader' },
  FEED_OFFER_INVALID: { status: 422, messageKey: 'feeds.offerInvalid' },
  FEED_ABORTED: { status: 408, messageKey: 'feeds.aborted' },
} as const satisfies Record<string, { status: number; messageKey: string }>;

export type FeedErrorCode = keyof typeof FEED_ERRORS;

export interface FeedErrorDetails {
  /** 1-based line in the decoded feed text. */
  line?: number;
  /** 1-based column (characters, not bytes) on that line. */
  column?: number;
  /** The offer the error belongs to, when known. */
  offerId?: string;
  /** A short technical detail (parser message) for logs; never shown to shop owners as is. */
  detail?: string;
  cause?: unknown;
}

/** Every failure of a reader is a FeedError with a code from FEED_ERRORS. */
export class FeedError extends Error {
  readonly code: FeedErrorCode;
  readonly messageKey: string;
  readonly status: number;
  readonly line?: number;
  readonly column?: number;
  readonly offerId?: string;
  readonly detail?: string;

  constructor(code: FeedErrorCode, details: FeedErrorDetails = {}) {
    const where = details.line === undefined ? '' : ` at ${details.line}:${details.column ?? 0}`;
    super(
      `${code}${where}${details.detail ? `: ${details.detail}` : ''}`,
      details.cause === undefined ? undefined : { cause: details.cause },
    );
    this.name = 'FeedError';
    this.code = code;
    this.messageKey = FEED_ERRORS[code].messageKey;
    this.status = FEED_ERRORS[code].status;
    if (details.line !== undefined) this.line = details.line;
    if (details.column !== undefined) this.column = details.column;
    if (details.offerId !== undefined) this.offerId = details.offerId;
    if (details.detail !== undefined) this.detail = details.detail;
  }
}

/** Builds a FeedError; the one way code in this package fails (CONVENTIONS.md habit 6). */
export function feedError(code: FeedErrorCode, details?: FeedErrorDetails): FeedError {
  return new FeedError(code, details);
}
