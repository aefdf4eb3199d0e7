import type { TrackerLogEntry } from '@vitrina/contracts';
import type { Queryable } from '../../db/database';

/**
 * How far back the live log looks. A live log is for checking a setup that is being clicked now;
 * the bound lets PostgreSQL skip every older monthly partition, and the (source_uuid, created_at)
 * index of each remaining one is read newest first, so the call stays a few index pages deep
 * however many events a project has. Events may be stamped with a shop visitor's clock up to a
 * day off, so the window is wider than that.
 */
export const TRACKER_LOG_WINDOW = '3 days';

interface Row {
  id: string;
  type: string;
  name: string | null;
  user_id: string;
  offer_id: string | null;
  query: string | null;
  order_id: string | null;
  price: number | null;
  quantity: number | null;
  url: string | null;
  device: string;
  created_at: Date;
}

/** The project's newest tracker and widget events, newest first; never another project's. */
export async function readTrackerLog(db: Queryable, projectId: string, limit: number): Promise<TrackerLogEntry[]> {
  const rows = await db.query<Row>(
    `select id::text as id, type, name, user_id, offer_id, query, order_id, price, quantity, url, device, created_at
     from tracker_events
     where source_uuid = $1 and created_at > now() - interval '${TRACKER_LOG_WINDOW}'
     order by created_at desc, tracker_events.id desc
     limit $2`,
    [projectId, limit],
  );
  return rows.map((row) => ({
    id: row.id,
    type: row.type,
    name: row.name,
    userId: row.user_id,
    offerId: row.offer_id,
    query: row.query,
    orderId: row.order_id,
    price: row.price,
    quantity: row.quantity,
    url: row.url,
    device: row.device,
    at: row.created_at.getTime(),
  }));
}
