import type { Logger } from 'pino';
import type { Db } from '../../db/database';

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

/**
 * Collects impressions and writes them in inserts of a thousand, once a second or as soon as a
 * thousand wait, so a search never waits for the database (as the search event buffer does). A
 * failed write puts its batch back for the next flush; memory is bounded by MAX_BUFFERED;
 * close() writes what is left, giving up after three failures in a row.
 */
export function createImpressionBuffer(db: Db, log: Logger, everyMs = 1000) {
  let buffer: Impression[] = [];
  let dropped = 0;
  let failures = 0;
  let flushing: Promise<void> | null = null;

  function drop(count: number) {
    dropped += count;
    if (dropped % 1000 < count) log.warn({ dropped }, 'search impressions dropped: the database is not keeping up');
  }

  async function flush(): Promise<void> {
    if (flushing) return flushing;
    if (!buffer.length) return;
    const batch = buffer.slice(0, BATCH);
    buffer = buffer.slice(batch.length);
    let failed = false;
    flushing = writeImpressions(db, batch)
      .then(() => {
        failures = 0;
      })
      .catch((error: unknown) => {
        failed = true;
        failures += 1;
        log.error({ err: error, impressions: batch.length }, 'search impressions not written; retrying with the next flush');
        const room = Math.max(0, MAX_BUFFERED - buffer.length);
        if (batch.length > room) drop(batch.length - room);
        buffer = [...batch.slice(0, room), ...buffer];
      })
      .finally(() => {
        flushing = null;
      });
    await flushing;
    if (!failed && buffer.length >= BATCH) await flush();
  }

  const timer = setInterval(() => void flush(), everyMs);
  timer.unref();
  return {
    record(impression: Impression): void {
      if (buffer.length >= MAX_BUFFERED) {
        drop(1);
        return;
      }
      buffer.push(impression);
      if (buffer.length >= BATCH && !flushing) void flush();
    },
    flush,
    /** Impressions waiting for their write (metrics). */
    size: () => buffer.length,
    async close(): Promise<void> {
      clearInterval(timer);
      failures = 0;
      while (buffer.length && failures < 3) await flush();
    },
  };
}

export type ImpressionBuffer = ReturnType<typeof createImpressionBuffer>;
