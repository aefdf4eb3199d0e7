import type { Logger } from 'pino';
import type { Db } from '../../db/database';
import { createBatchWriter } from '../../lib';
import { rowsRejected } from '../metrics';

/** What one shopper search showed: the page's offers in order, for attributing what follows. */
export interface Impression {
  sourceUuid: string;
  userId: string;
  addressHash: string;
  /** The query as typed, normalised (normalizeQuery). */
  queryNorm: string;
  /** The normalised corrected query, or queryNorm: queries sharing their corrected form share a key. */
  queryKey: string;
  /** Rank of offerIds[0] on the whole result list (skip + 1). */
  firstRank: number;
  offerIds: string[];
  at: Date;
}

/** Offers of one page kept at most (a page of the search API is rarely longer). */
export const MAX_SHOWN = 48;
/** Impressions written in one insert at most. */
const BATCH = 1000;
/** Impressions kept in memory at most (about 2.5 KB each with 48 offer ids, 25 MB in all): past it new ones are dropped and counted. */
const MAX_BUFFERED = 10_000;

async function writeImpressions(db: Db, batch: readonly Impression[]): Promise<void> {
  const column = <T>(pick: (i: Impression) => T) => batch.map(pick);
  // One array parameter per column (as search events are written); offer lists travel as JSON.
  await db.query(
    `insert into search_impressions (source_uuid, created_at, user_id, address_hash, query_norm, query_key, first_rank, offer_ids)
     select s, c, u, a, n, k, r, array(select jsonb_array_elements_text(o))
     from unnest($1::uuid[], $2::timestamptz[], $3::text[], $4::text[], $5::text[], $6::text[], $7::int[], $8::jsonb[])
       as x(s, c, u, a, n, k, r, o)`,
    [
      column((i) => i.sourceUuid),
      column((i) => i.at),
      column((i) => i.userId),
      column((i) => i.addressHash),
      column((i) => i.queryNorm),
      column((i) => i.queryKey),
      column((i) => i.firstRank),
      column((i) => JSON.stringify(i.offerIds.slice(0, MAX_SHOWN))),
    ],
  );
}

/** Impressions written in batches off the request path, as search events are (lib/batch-writer.ts). */
export function createImpressionBuffer(db: Db, log: Logger, everyMs = 1000) {
  return createBatchWriter<Impression>({
    write: (batch) => writeImpressions(db, batch),
    log,
    name: 'search impressions',
    batch: BATCH,
    maxBuffered: MAX_BUFFERED,
    everyMs,
    onRejected: (rows) => rowsRejected.inc({ kind: 'impressions' }, rows),
  });
}

export type ImpressionBuffer = ReturnType<typeof createImpressionBuffer>;
