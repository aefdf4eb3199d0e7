import type { StatsSelect, TrackerEvent } from '@vitrina/contracts';
import type { Db } from '../../db/database';
import type { SearchEvent } from '../search/event-buffer';
import { maintainEventsStore } from './maintenance';
import { runStats, type StatsOptions } from './store';

/** A tracker event as stored: its time already settled against the server's clock. */
export type StoredTrackerEvent = TrackerEvent & { at: Date };

/**
 * Where search and tracker events are written and reports read. The one implementation is
 * PostgreSQL (PGlite by default): raw events partitioned by month, search intents rolled up by day.
 */
export interface EventsStore {
  writeSearchEvents(events: readonly SearchEvent[]): Promise<void>;
  writeTrackerEvents(projectId: string, events: readonly StoredTrackerEvent[], device: string): Promise<void>;
  report(projectId: string, select: StatsSelect, options: StatsOptions): Promise<Record<string, unknown>[]>;
  /** Partitions ahead, rollups of ended days, retention; `now` is the clock's reading. */
  maintain(now: Date, defaultRetentionMonths: number): ReturnType<typeof maintainEventsStore>;
}

/** `($1, $2, …), (…)` for `rows` rows of `columns` parameters. */
const placeholders = (rows: number, columns: number) =>
  Array.from({ length: rows }, (_, r) => `(${Array.from({ length: columns }, (_c, c) => `$${r * columns + c + 1}`).join(', ')})`).join(
    ', ',
  );

export function createSqlEventsStore(db: Db): EventsStore {
  return {
    async writeSearchEvents(events) {
      const params = events.flatMap((e) => [
        e.sourceUuid,
        e.at ?? new Date(),
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
      await db.query(
        `insert into search_events (source_uuid, created_at, query, normalized, hits, skip, user_id, client, locale, region_id, segment_id,
          device, first_in_session, latency_ms, kind) values ${placeholders(events.length, 15)}`,
        params,
      );
    },
    async writeTrackerEvents(projectId, events, device) {
      const params = events.flatMap((e) => [
        projectId,
        e.at,
        e.type,
        e.name ?? null,
        e.userId,
        e.offerId ?? null,
        e.query ?? null,
        e.orderId ?? null,
        e.price ?? null,
        e.quantity ?? null,
        e.url ?? null,
        device,
      ]);
      await db.query(
        `insert into tracker_events (source_uuid, created_at, type, name, user_id, offer_id, query, order_id, price, quantity, url, device)
         values ${placeholders(events.length, 12)}`,
        params,
      );
    },
    report: (projectId, select, options) => runStats(db, projectId, select, options),
    maintain: (now, months) => maintainEventsStore(db, now, months),
  };
}
