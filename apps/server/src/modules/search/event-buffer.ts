import type { Logger } from 'pino';
import type { Db } from '../../db/database';
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
 * thousand, once a second or as soon as a thousand wait, so recording a search never waits for
 * the database. A failed write (the database restarting) puts its batch back to be retried.
 * A kill -9 loses what was recorded since the last write: at most one second of searches (and
 * at most 1000 past a write already under way); SIGTERM writes everything first (decision 0009).
 */
export function createSearchEventBuffer(db: Db, log: Logger, everyMs = 1000) {
  let buffer: SearchEvent[] = [];
  let dropped = 0;
  let flushing: Promise<void> | null = null;
  /** Failed writes in a row (reset by a good one). */
  let failures = 0;
  const store = createSqlEventsStore(db);

  /** Keeps events past the memory bound out, counting them. */
  function admit(events: SearchEvent[]): SearchEvent[] {
    const room = Math.max(0, MAX_BUFFERED - buffer.length);
    if (events.length > room) {
      dropped += events.length - room;
      log.warn({ dropped }, 'search events dropped: the database is not keeping up');
    }
    return events.slice(0, room);
  }

  async function flush(): Promise<void> {
    if (flushing) return flushing;
    if (!buffer.length) return;
    const batch = buffer.slice(0, BATCH);
    buffer = buffer.slice(batch.length);
    let failed = false;
    flushing = store
      .writeSearchEvents(batch)
      .then(() => {
        failures = 0;
      })
      .catch((error: unknown) => {
        failed = true;
        failures += 1;
        log.error({ err: error, events: batch.length }, 'search events not written; retrying with the next flush');
        buffer = [...admit(batch), ...buffer];
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
    record(event: SearchEvent) {
      if (buffer.length >= MAX_BUFFERED) {
        dropped += 1;
        if (dropped % 1000 === 1) log.warn({ dropped }, 'search events dropped: the database is not keeping up');
        return;
      }
      buffer.push(event.at ? event : { ...event, at: new Date() });
      if (buffer.length >= BATCH && !flushing) void flush();
    },
    flush,
    /** Events waiting for their write (metrics). */
    size: () => buffer.length,
    async close() {
      clearInterval(timer);
      // Bounded: a database that stays down must not hold the shutdown forever (the 15 s exit timer also applies).
      failures = 0;
      while (buffer.length && failures < 3) await flush();
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
