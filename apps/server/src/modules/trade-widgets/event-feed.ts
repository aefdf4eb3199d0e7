import type { TrackerEvent } from '@vitrina/contracts';
import type { RecEvent } from '@vitrina/engine';
import type { Queryable } from '../../db/database';

/** Tracker event types the recommender learns from, and what each means to it. */
const KINDS: Record<string, RecEvent['type']> = {
  view: 'view',
  click: 'view',
  widgetClick: 'view',
  cart: 'cart',
  wishlist: 'wishlist',
  purchase: 'purchase',
};
/** How far back behaviour is read at start (older events weigh little after decay anyway). */
const HISTORY_DAYS = 180;
/** At most this many events are read per project at start; the newest ones win. */
const MAX_EVENTS = 5_000_000;
const PAGE = 20_000;
/** As in the events route: client clocks further off than this are replaced by the server's. */
const MAX_CLOCK_SKEW_MS = 24 * 3600 * 1000;

/** A tracker event as the ingest path stored it, for the recommender; null when it teaches nothing. */
export function recEventOf(event: TrackerEvent, now: number): RecEvent | null {
  const type = KINDS[event.type];
  if (!type || !event.offerId) return null;
  const ts = event.ts !== undefined && Math.abs(event.ts - now) < MAX_CLOCK_SKEW_MS ? event.ts : now;
  return { type, userId: event.userId, offerId: event.offerId, ts, query: event.query ?? null, quantity: event.quantity ?? null };
}

interface Row {
  at: Date | string;
  src: number;
  id: string;
  type: string;
  user_id: string;
  offer_id: string | null;
  query: string | null;
  quantity: number | null;
}

/** The newest event ids now: the start-up read stops there, later events come through the ingest hook. */
export async function eventHorizon(db: Queryable, uuid: string) {
  const [row] = await db.query<{ tracker: string | null; search: string | null }>(
    `select (select max(id) from tracker_events where source_uuid = $1)::text as tracker,
            (select max(id) from search_events where source_uuid = $1)::text as search`,
    [uuid],
  );
  return { tracker: row?.tracker ?? '0', search: row?.search ?? '0' };
}

/**
 * A project's stored behaviour in time order, page by page: tracker events (views, clicks, carts,
 * purchases) merged with the visitors' searches, so a view right after a search counts as found
 * through search.
 */
export async function* readStoredEvents(
  db: Queryable,
  uuid: string,
  horizon: { tracker: string; search: string },
): AsyncIterable<RecEvent[]> {
  const [{ total } = { total: 0 }] = await db.query<{ total: number }>(
    `select count(*)::int as total from tracker_events where source_uuid = $1 and id <= $2 and type = any($3) and created_at > now() - make_interval(days => $4)`,
    [uuid, horizon.tracker, Object.keys(KINDS), HISTORY_DAYS],
  );
  // Past the cap, only the newest events are read.
  const [{ since } = { since: null }] =
    total > MAX_EVENTS
      ? await db.query<{ since: Date }>(
          `select created_at as since from tracker_events where source_uuid = $1 and type = any($2) order by created_at desc offset $3 limit 1`,
          [uuid, Object.keys(KINDS), MAX_EVENTS],
        )
      : [{ since: null }];
  let after: [string, number, string] = [new Date(since ?? Date.now() - HISTORY_DAYS * 86_400_000).toISOString(), -1, '0'];
  for (;;) {
    const rows = await db.query<Row>(
      `select at, src, id::text as id, type, user_id, offer_id, query, quantity from (
         select created_at as at, 0 as src, id, type, user_id, offer_id, query, quantity from tracker_events
           where source_uuid = $1 and id <= $2 and type = any($3) and offer_id is not null
         union all
         select created_at, 1, id, 'search', user_id, null, query, null from search_events
           where source_uuid = $1 and id <= $4 and kind = 'search' and user_id is not null
       ) e
       where (at, src, id) > ($5::timestamptz, $6::int, $7::bigint)
       order by at, src, id limit ${PAGE}`,
      [uuid, horizon.tracker, Object.keys(KINDS), horizon.search, after[0], after[1], after[2]],
    );
    yield rows.map((row) => ({
      type: row.src === 1 ? 'search' : (KINDS[row.type] as RecEvent['type']),
      userId: row.user_id,
      offerId: row.offer_id,
      ts: new Date(row.at).getTime(),
      query: row.query,
      quantity: row.quantity,
    }));
    const last = rows.at(-1);
    if (!last || rows.length < PAGE) return;
    after = [new Date(last.at).toISOString(), last.src, last.id];
  }
}
