/** The device condition of the reports' queries ($4: 'all' or one device). */
export const DEVICE = `($4 = 'all' or device = $4)`;

/** Users' intents per query from the rollups and the raw stretches, for `q in (${only})` when given. */
export function userRows(days: string, only: string | null): string {
  const among = only ? `and q = any(array(${only}))` : '';
  return `urows as (
    select q, user_id, intents, zero_intents from search_rollup_users where source_uuid = $1 and day = any(${days}::date[]) and ${DEVICE} ${among}
    union all
    select q, user_id, count(*)::int, (count(*) filter (where hits = 0))::int from intents where user_id is not null ${among} group by q, user_id
  )`;
}
