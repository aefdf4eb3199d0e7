import type { Queryable } from '../../db/database';
import { MODEL } from './evidence-sql';
import { normalizeQuery } from './query-key';

/** Tracker events read per look for new evidence at most; more wait for the next look or the next full computation. */
const EVENTS_PER_LOOK = 5000;

/** The newest tracker event id of a project: new evidence is what comes after it. */
export async function newestEventId(db: Queryable, uuid: string, now: Date): Promise<string> {
  const [row] = await db.query<{ id: string | null }>(
    `select max(id)::text as id from tracker_events where source_uuid = $1 and created_at > $2::timestamptz - interval '2 days'`,
    [uuid, now],
  );
  return row?.id ?? '0';
}

/**
 * The query keys that clicks, carts and purchases stored after tracker event `after` may teach
 * something: keys of the impressions they can be attributed to, and the normalised queries they
 * name (the caller maps those through its aliases). Events are stored with the client's time, up
 * to a day off, so the last two days are read by id.
 */
export async function keysWithNewEvidence(
  db: Queryable,
  uuid: string,
  after: string,
  now: Date,
): Promise<{ keys: Set<string>; queries: Set<string>; newest: string }> {
  const rows = await db.query<{ id: string; query: string | null; keys: string[] | null }>(
    `select e.id::text as id, e.query,
       (select array_agg(distinct i.query_key) from search_impressions i
        where i.source_uuid = e.source_uuid and i.user_id = e.user_id and e.offer_id = any(i.offer_ids)
          and i.created_at > e.created_at - interval '${MODEL.orderWindow}' and i.created_at <= e.created_at + interval '${MODEL.clockGrace}') as keys
     from tracker_events e
     where e.source_uuid = $1 and e.id > $2::bigint and e.created_at > $3::timestamptz - interval '2 days'
       and e.type in ('click', 'cart', 'purchase') and e.offer_id is not null
     order by e.id limit ${EVENTS_PER_LOOK}`,
    [uuid, after, now],
  );
  const keys = new Set<string>();
  const queries = new Set<string>();
  for (const row of rows) {
    for (const key of row.keys ?? []) keys.add(key);
    const query = row.query ? normalizeQuery(row.query) : '';
    if (query) queries.add(query);
  }
  return { keys, queries, newest: rows.at(-1)?.id ?? after };
}
