import { userRows } from './user-rows';

/** Placeholders of a report's rolled-up parts: days read from daily rollups, whole months, the first of them. */
export interface ReachParams {
  days: string;
  months: string;
  firstMonth: string;
  /** Whether the range holds whole months rolled up; without them the daily pairs are simply counted. */
  hasMonths: boolean;
}

/**
 * CTE `ucounts` (q, users): distinct shoppers per query over the report's range, exactly
 * (decision 0006, addendum). Whole months count a (query, shopper) pair in the first month of the
 * range that holds it (its month row was last seen before that month); the other days and the
 * raw edges add their pairs that no month of the range holds (one index probe a pair). `zero`
 * counts only pairs with a zero-result intent. With `only` (a subquery of queries) just those
 * are counted. Without it, every query is bounded first (months plus edges at most, the larger of
 * the two at least) and only the queries whose upper bound reaches the `keep`-th lower bound are
 * counted exactly: no other query can be on the page, and the rest keep their lower bound.
 */
export function userCounts(r: ReachParams, only: string | null, zero: boolean, keep: number): string {
  const among = only ? `and q = any(array(${only}))` : '';
  const kind = (alias: string) => (zero ? `and ${alias}zero_intents > 0` : '');
  if (!r.hasMonths) {
    return `${userRows(r.days, only)}, ucounts as (select q, count(distinct user_id)::int as users from urows where true ${kind('')} group by q)`;
  }
  const edge = (candidates: string) => `select q, count(distinct user_id)::int as users from urows e
      where true ${kind('e.')} ${candidates} and (
        select 1 from search_rollup_month_users m where m.source_uuid = $1 and m.q = e.q and m.user_id = e.user_id
          and m.month = any(${r.months}::date[]) and ($4 = 'all' or m.device = $4) ${kind('m.')} limit 1
      ) is null
      group by q`;
  const reach = `reach as (
      select q, sum(users)::int as users from search_rollup_month_reach
      where source_uuid = $1 and month = any(${r.months}::date[]) and device = $4 and zero = ${zero}
        and (prev_month is null or prev_month < ${r.firstMonth}::date) ${among}
      group by q
    )`;
  if (only) {
    return `${userRows(r.days, only)}, edge as (${edge('')}), ${reach},
    ucounts as (select q, sum(users)::int as users from (select * from edge union all select * from reach) c group by q)`;
  }
  return `${userRows(r.days, null)}, ${reach},
    bounds as (
      select q, coalesce(m.users, 0) as m, coalesce(e.users, 0) as e
      from reach m full join (select q, count(distinct user_id)::int as users from urows where true ${kind('')} group by q) e using (q)
    ), cut as (
      select case when count(*) < ${keep} then 0 else min(lb) end as lb
      from (select greatest(m, e) as lb from bounds order by 1 desc limit ${keep}) k
    ), candidates as (select q from bounds where m + e >= (select lb from cut)),
    exact as (${edge('and q = any(array(select q from candidates))')}),
    ucounts as (
      select b.q, (case when c.q is null then greatest(b.m, b.e) else b.m + coalesce(x.users, 0) end)::int as users
      from bounds b left join candidates c using (q) left join exact x using (q)
    )`;
}
