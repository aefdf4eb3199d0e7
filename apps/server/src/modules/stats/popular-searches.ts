import type { Queryable } from '../../db/database';
import { paramList } from './intents';
import { queryRows, rolledDays } from './search-reports';
import { userRows } from './user-rows';

export interface PopularSearch {
  text: string;
  /** Shoppers who searched it and found something, plus shoppers who clicked an offer from its results. */
  count: number;
}

/**
 * What shoppers searched and found in [from, to), by how many different shoppers did (a query one
 * shopper repeats a hundred times is not popular), with those who then clicked a result counted
 * again. Search intents only: the keystrokes of a typed query are not queries of their own.
 */
export async function popularSearches(db: Queryable, uuid: string, from: Date, to: Date, limit: number): Promise<PopularSearch[]> {
  const params: unknown[] = [uuid, from, to, 'all'];
  const rows = queryRows(paramList(params), { from, to }, await rolledDays(db, from, to));
  return db.query<PopularSearch>(
    `${rows.sql}, ${userRows(rows.days(), null)},
    found as (select q, count(distinct user_id) as users from urows where intents > zero_intents group by q),
    texts as (select q, (array_agg(last_hit_query order by last_hit_at desc))[1] as text from qrows where intents > zero_intents group by q),
    clicked as (
      select lower(query) as q, count(distinct user_id) as users from tracker_events
      where source_uuid = $1 and type = 'click' and query is not null and created_at >= $2 and created_at < $3 group by 1)
    select t.text, (f.users + coalesce(c.users, 0))::int as count
    from texts t join found f using (q) left join clicked c using (q)
    order by count desc, t.q limit ${Math.max(0, Math.floor(limit))}`,
    params,
  );
}
