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

/** The newest event ids now: the start-up read stops there, later events come through the ingest hook. */
export async function eventHorizon(db: Queryable, uuid: string) {
  const [row] = await db.query<{ tracker: string | null; search: string | null }>(
    `select (select max(id) from tracker_events where source_uuid = $1)::text as tracker,
            (select max(id) from search_events where source_uuid = $1)::text as search`,
    [uuid],
  );
  return { tracker: row?.tracker ?? '0', search: row?.search ?? '0' };
}

interface Row {
  at: Date | string;
  /** created_at as the database writes it, for the next page's keyset. */
  cursor: string;
  id: string;
  type: string;
  user_id: string;
  offer_id: string | null;
  query: string | null;
  quantity: number | null;
}

/** One table's rows in (created_at, id) order, a page at a time (keyset, served by the source/time index). */
async function* keysetPages(db: Queryable, select: string, params: unknown[], since: Date): AsyncIterable<Row[]> {
  let after: [string, string] = [since.toISOString(), '0'];
  for (;;) {
    const at = params.length + 1;
    const rows = await db.query<Row>(
      `${select} and (created_at, id) > ($${at}::timestamptz, $${at + 1}::bigint) order by created_at, id limit ${PAGE}`,
      [...params, ...after],
    );
    if (rows.length) yield rows;
    const last = rows.at(-1);
    if (!last || rows.length < PAGE) return;
    // The database's own text of the time: microseconds survive (a JS Date would drop them and re-read rows).
    after = [last.cursor, last.id];
  }
}

/** Rows of two time-ordered streams as one time-ordered stream (searches first on a tie). */
async function* mergeByTime(first: AsyncIterable<Row[]>, second: AsyncIterable<Row[]>): AsyncIterable<Row[]> {
  const a = first[Symbol.asyncIterator]();
  const b = second[Symbol.asyncIterator]();
  let left: Row[] = [];
  let right: Row[] = [];
  let leftDone = false;
  let rightDone = false;
  const time = (row: Row) => new Date(row.at).getTime();
  for (;;) {
    if (!left.length && !leftDone) {
      const next = await a.next();
      if (next.done) leftDone = true;
      else left = next.value;
    }
    if (!right.length && !rightDone) {
      const next = await b.next();
      if (next.done) rightDone = true;
      else right = next.value;
    }
    if (!left.length && !right.length) return;
    // Emit everything up to the earlier of the two pages' last times; the rest waits for the next page.
    const until = Math.min(left.length ? time(left.at(-1) as Row) : Infinity, right.length ? time(right.at(-1) as Row) : Infinity);
    const out: Row[] = [];
    let i = 0;
    let j = 0;
    while ((i < left.length && time(left[i] as Row) <= until) || (j < right.length && time(right[j] as Row) <= until)) {
      const takeRight =
        j < right.length && time(right[j] as Row) <= until && (i >= left.length || time(right[j] as Row) <= time(left[i] as Row));
      out.push((takeRight ? right[j++] : left[i++]) as Row);
    }
    left = left.slice(i);
    right = right.slice(j);
    yield out;
  }
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
  const types = Object.keys(KINDS);
  const [{ total } = { total: 0 }] = await db.query<{ total: number }>(
    `select count(*)::int as total from tracker_events where source_uuid = $1 and id <= $2 and type = any($3) and created_at > now() - make_interval(days => $4)`,
    [uuid, horizon.tracker, types, HISTORY_DAYS],
  );
  // Past the cap, only the newest events are read.
  const [{ since } = { since: new Date(Date.now() - HISTORY_DAYS * 86_400_000) }] =
    total > MAX_EVENTS
      ? await db.query<{ since: Date }>(
          'select created_at as since from tracker_events where source_uuid = $1 and type = any($2) order by created_at desc offset $3 limit 1',
          [uuid, types, MAX_EVENTS],
        )
      : [];
  const tracker = keysetPages(
    db,
    `select created_at as at, created_at::text as cursor, id::text as id, type, user_id, offer_id, query, quantity from tracker_events
     where source_uuid = $1 and id <= $2 and type = any($3) and offer_id is not null`,
    [uuid, horizon.tracker, types],
    new Date(since),
  );
  const searches = keysetPages(
    db,
    `select created_at as at, created_at::text as cursor, id::text as id, 'search' as type, user_id, null as offer_id, query, null as quantity from search_events
     where source_uuid = $1 and id <= $2 and kind = 'search' and user_id is not null`,
    [uuid, horizon.search],
    new Date(since),
  );
  for await (const rows of mergeByTime(searches, tracker)) {
    yield rows.map((row) => ({
      type: row.type === 'search' ? 'search' : (KINDS[row.type] as RecEvent['type']),
      userId: row.user_id,
      offerId: row.offer_id,
      ts: new Date(row.at).getTime(),
      query: row.query,
      quantity: row.quantity,
    }));
  }
}
