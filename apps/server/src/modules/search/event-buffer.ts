import type { Logger } from 'pino';
import type { Db } from '../../db/database';
import { createBatchWriter } from '../../lib';
import { rowsRejected } from '../metrics';
import { createSqlEventsStore } from '../stats';

export interface SearchEvent {
  sourceUuid: string;
  query: string;
  normalized: string;
  hits: number;
  skip: number;
  userId: string | null;
  client: string | null;
  locale: string | null;
  regionId: string | null;
  segmentId: string | null;
  device: 'mobile' | 'desktop' | 'unknown';
  firstInSession: boolean | null;
  latencyMs: number;
  kind: 'search' | 'completions';
  /** When the search was answered; stamped by record() when not given. */
  at?: Date;
}

/** Events written in one insert at most. */
const BATCH = 1000;
/** Events kept in memory at most; past this, new ones are dropped (and counted) rather than grow without bound. */
const MAX_BUFFERED = 50_000;

/**
 * Collects search events (stamped with the time they happened) and writes them in inserts of a
 * thousand, once a second or as soon as a thousand wait (lib/batch-writer.ts), so recording a search
 * never waits for the database. A failed write (the database restarting) puts its batch back to be
 * retried. A kill -9 loses what was recorded since the last write: at most one second of searches
 * (and at most 1000 past a write already under way); SIGTERM writes everything first (decision 0009).
 */
export function createSearchEventBuffer(
  db: Db,
  log: Logger,
  everyMs = 1000,
  onRejected = (rows: number) => rowsRejected.inc({ kind: 'search' }, rows),
) {
  const store = createSqlEventsStore(db);
  const writer = createBatchWriter<SearchEvent>({
    write: (batch) => store.writeSearchEvents(batch),
    log,
    name: 'search events',
    batch: BATCH,
    maxBuffered: MAX_BUFFERED,
    everyMs,
    onRejected,
  });
  return {
    ...writer,
    record(event: SearchEvent): void {
      writer.record(event.at ? event : { ...event, at: new Date() });
    },
  };
}

export type SearchEventBuffer = ReturnType<typeof createSearchEventBuffer>;

/** mobile, desktop or unknown from a User-Agent (spec §2 device types). */
export function deviceOf(userAgent: string | undefined): SearchEvent['device'] {
  if (!userAgent) return 'unknown';
  if (/mobile|android|iphone|ipad|ipod|windows phone|opera mini|iemobile/i.test(userAgent)) return 'mobile';
  if (/windows|macintosh|linux|x11|cros/i.test(userAgent)) return 'desktop';
  return 'unknown';
}
