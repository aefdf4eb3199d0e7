import type { Logger } from 'pino';
import type { Db } from '../../db/database';
import { createAddressHasher } from './address-hash';
import { createImpressionBuffer, MAX_SHOWN } from './impression-buffer';
import { normalizeQuery } from './query-key';

/** One shopper search as answered: what it asked, how search read it, and the page it showed. */
export interface AnsweredSearch {
  sourceUuid: string;
  userId: string;
  /** The client's address (the request's, behind trusted proxies). */
  address: string;
  query: string;
  correctedQuery?: string | null | undefined;
  skip: number;
  offerIds: readonly string[];
}

/**
 * Records impressions of shopper searches (the caller leaves out the owner's own, completions and
 * searches without a user id) for learned ranking; written in batches, never waited for.
 */
export function createImpressionRecorder(db: Db, log: Logger, secret: string) {
  const buffer = createImpressionBuffer(db, log);
  const hash = createAddressHasher(secret);
  return {
    record(search: AnsweredSearch): void {
      const queryNorm = normalizeQuery(search.query);
      if (!queryNorm || !search.offerIds.length || !search.userId) return;
      const corrected = search.correctedQuery ? normalizeQuery(search.correctedQuery) : '';
      buffer.record({
        sourceUuid: search.sourceUuid,
        userId: search.userId,
        addressHash: hash(search.address),
        queryNorm,
        queryKey: corrected || queryNorm,
        firstRank: search.skip + 1,
        offerIds: search.offerIds.slice(0, MAX_SHOWN),
        at: new Date(),
      });
    },
    flush: buffer.flush,
    size: buffer.size,
    close: buffer.close,
  };
}

export type ImpressionRecorder = ReturnType<typeof createImpressionRecorder>;
