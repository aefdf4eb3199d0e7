import type { Logger } from 'pino';
import type { Db } from '../../db/database';

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
}

const COLUMNS = 14;
/** Events kept in memory at most; past this, new ones are dropped (and counted) rather than grow without bound. */
const MAX_BUFFERED = 50_000;

/**
 * Collects search events and writes them in one insert a second, so recording a search never
 * waits for the database. A crash loses at most the last second of events.
 */
export function createSearchEventBuffer(db: Db, log: Logger, everyMs = 1000) {
  let buffer: SearchEvent[] = [];
  let dropped = 0;
  let flushing: Promise<void> | null = null;

  async function flush(): Promise<void> {
    if (flushing) return flushing;
    if (!buffer.length) return;
    const batch = buffer.slice(0, 1000);
    buffer = buffer.slice(batch.length);
    const values = batch.map((_, r) => `(${Array.from({ length: COLUMNS }, (_c, c) => `$${r * COLUMNS + c + 1}`).join(', ')})`).join(', ');
    const params = batch.flatMap((e) => [
      e.sourceUuid,
      e.query.slice(0, 500),
      e.normalized.slice(0, 500),
      e.hits,
      e.skip,
      e.userId?.slice(0, 100) ?? null,
      e.client?.slice(0, 100) ?? null,
      e.locale?.slice(0, 10) ?? null,
      e.regionId?.slice(0, 100) ?? null,
      e.segmentId?.slice(0, 100) ?? null,
      e.device,
      e.firstInSession,
      e.latencyMs,
      e.kind,
    ]);
    flushing = db
      .query(
        `insert into search_events (source_uuid, query, normalized, hits, skip, user_id, client, locale, region_id, segment_id, device, first_in_session, latency_ms, kind) values ${values}`,
        params,
      )
      .then(() => undefined)
      .catch((error: unknown) => log.error({ err: error, events: batch.length }, 'search events not written'))
      .finally(() => {
        flushing = null;
      });
    await flushing;
    if (buffer.length >= 1000) await flush();
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
      buffer.push(event);
    },
    flush,
    async close() {
      clearInterval(timer);
      await flush();
      while (buffer.length) await flush();
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
