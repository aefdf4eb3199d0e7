import type { StatsSelect, TrackerEvent } from '@vitrina/contracts';
import type { Db } from '../../db/database';
import type { SearchEvent } from '../search';
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
    // One array parameter per column: a statement of fixed shape, and far less to parse than a
    // placeholder per value (twice the events a second on PGlite).
    async writeSearchEvents(events) {
      const column = <T>(pick: (e: SearchEvent) => T) => events.map(pick);
      await db.query(
        `insert into search_events (source_uuid, created_at, query, normalized, hits, skip, user_id, client, locale, region_id, segment_id,
          device, first_in_session, latency_ms, kind)
         select * from unnest($1::uuid[], $2::timestamptz[], $3::text[], $4::text[], $5::int[], $6::int[], $7::text[], $8::text[], $9::text[],
           $10::text[], $11::text[], $12::text[], $13::boolean[], $14::real[], $15::text[])`,
        [
          column((e) => e.sourceUuid),
          column((e) => e.at ?? new Date()),
          column((e) => e.query.slice(0, 500)),
          column((e) => e.normalized.slice(0, 500)),
          column((e) => e.hits),
          column((e) => e.skip),
          column((e) => e.userId?.slice(0, 100) ?? null),
          column((e) => e.client?.slice(0, 100) ?? null),
          column((e) => e.locale?.slice(0, 10) ?? null),
          column((e) => e.regionId?.slice(0, 100) ?? null),
          column((e) => e.segmentId?.slice(0, 100) ?? null),
          column((e) => e.device),
          column((e) => e.firstInSession),
          column((e) => e.latencyMs),
          column((e) => e.kind),
        ],
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
