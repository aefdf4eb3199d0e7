import type { Queryable } from '../../db/database';
import { INTENT_AGGREGATES, intentsSql, type Param, paramList } from './intents';
import { userCounts } from './reach';
import { daysOfMonth, rawSpans, wholeDays, wholeMonths } from './spans';
import type { StatsOptions } from './store';
import { DEVICE } from './user-rows';

export const SEARCH_REPORTS = [
  'lastQueries',
  'zeroResultQueries',
  'popularQueries',
  'popularByUsers',
  'noClickQueries',
  'errors',
  'searchesPerDay',
] as const;
export type SearchReport = (typeof SEARCH_REPORTS)[number];

const page = (o: StatsOptions) => `limit ${o.limit} offset ${o.skip}`;

/**
 * The latest text of each query on the page (`top`): one pass over the rows of those queries only,
 * instead of sorting the texts of every query of the period.
 */
const texts = (column: string, at: string) => `texts as (
    select distinct on (q) q, ${column} as query from qrows where q in (select q from top) and ${at} is not null order by q, ${at} desc
  )`;

/** CTE `ucounts` (q, users): distinct shoppers per query, of any intent or of zero-result ones, for `q in (${only})` when given. */
type Users = (only: string | null, zero: boolean, keep: number) => string;

const REPORTS: Record<SearchReport, (o: StatsOptions, users: Users) => string> = {
  lastQueries: (o) => `, top as (
      select q, sum(intents)::int as count, max(max_hits)::int as hits, max(last_at) as "lastAt" from qrows
      group by q order by max(last_at) desc, q ${page(o)}
    ), ${texts('last_query', 'last_at')}
    select x.query, t.count, t.hits, t."lastAt" from top t join texts x using (q) order by t."lastAt" desc, t.q`,
  zeroResultQueries: (o, users) => `, top as (
      select q, sum(zero_intents)::int as count, max(last_zero_at) as "lastAt"
      from qrows where zero_intents > 0 group by q order by count desc, q ${page(o)}
    ), ${texts('last_zero_query', 'last_zero_at')}, ${users('select q from top', true, 0)}
    select x.query, t.count, coalesce(u.users, 0)::int as users, t."lastAt" from top t join texts x using (q)
    left join ucounts u using (q) order by t.count desc, t.q`,
  popularQueries: (o, users) => `, top as (
      select q, sum(intents)::int as count, max(max_hits)::int as hits from qrows group by q order by count desc, q ${page(o)}
    ), ${texts('last_query', 'last_at')}, ${users('select q from top', false, 0)}
    select x.query, t.count, coalesce(u.users, 0)::int as users, t.hits from top t join texts x using (q)
    left join ucounts u using (q) order by t.count desc, t.q`,
  popularByUsers: (o, users) => `, ${users(null, false, o.skip + o.limit)}, top as (
      select s.q, coalesce(u.users, 0)::int as count, s.searches
      from (select q, sum(intents)::int as searches from qrows group by q) s
      left join ucounts u using (q)
      order by count desc, s.q ${page(o)}
    ), ${texts('last_query', 'last_at')}
    select x.query, t.count, t.searches from top t join texts x using (q) order by t.count desc, t.q`,
  noClickQueries: (o) => `, clicked as (
      select distinct lower(query) as q from tracker_events
      where source_uuid = $1 and type = 'click' and query is not null and created_at >= $2 and created_at < $3 + interval '1 hour'
    ), top as (
      select q, sum(intents - zero_intents)::int as count, max(max_hits)::int as hits
      from qrows g where intents > zero_intents and not exists (select 1 from clicked c where c.q = g.q)
      group by q order by count desc, q ${page(o)}
    ), ${texts('last_hit_query', 'last_hit_at')}
    select x.query, t.count, t.hits from top t join texts x using (q) order by t.count desc, t.q`,
  errors: (o) => `select error as query, sum(intents)::int as count, max(last_at) as "lastAt"
    from qrows where error is not null group by error order by count desc, error ${page(o)}`,
  searchesPerDay: () => `, clicks as (
      select date_trunc('day', created_at, 'UTC') as day, count(*)::int as clicks from tracker_events
      where source_uuid = $1 and type = 'click' and created_at >= $2 and created_at < $3 and ${DEVICE} group by 1)
    select d.day, d.searches, d."zeroResults", coalesce(c.clicks, 0) as clicks
    from (select day, sum(intents)::int as searches, sum(zero_intents)::int as "zeroResults" from qrows group by day) d
    left join clicks c on c.day = d.day order by d.day`,
};

/**
 * Intents per query, error and day: the monthly rollups of the whole months in the range that are
 * rolled up, the daily rollups of the other whole days rolled up, and the raw events of the rest
 * (the partial days at the edges, today, days not yet rolled up). A month's rows carry its first
 * day, so the report by day passes no months. `users` counts distinct shoppers exactly: pairs of
 * the whole months by their first month in the range, plus the other days' pairs no month holds.
 */
export function queryRows(
  p: Param,
  o: Pick<StatsOptions, 'from' | 'to'>,
  days: string[],
  months: string[] = [],
): { sql: string; days: () => string; users: Users } {
  const inMonths = new Set(months.flatMap(daysOfMonth));
  const dailyDays = days.filter((d) => !inMonths.has(d));
  const spans = rawSpans(o.from, o.to, [...dailyDays, ...inMonths]);
  const intents = intentsSql(
    p,
    `e.source_uuid = $1 and ($4 = 'all' or e.device = $4) and e.created_at >= $2 and e.created_at < $3`,
    spans,
    o.to,
  );
  const dailyParam = p(dailyDays);
  const monthsParam = p(months);
  const columns =
    'q, error, intents, zero_intents, max_hits, last_at, last_query, last_zero_at, last_zero_query, last_hit_at, last_hit_query';
  let daysParam = '';
  // Added only when a report counts users, so every placeholder of the statement is used.
  const daysOutsideMonths = () => {
    daysParam ||= p(dailyDays);
    return daysParam;
  };
  return {
    days: daysOutsideMonths,
    users: (only, zero, keep) =>
      userCounts(
        {
          days: daysOutsideMonths(),
          months: monthsParam,
          firstMonth: months.length ? p([...months].sort()[0]) : '',
          hasMonths: months.length > 0,
        },
        only,
        zero,
        keep,
      ),
    sql: `with ${intents}, qrows as (
      select ${columns}, month::timestamp at time zone 'UTC' as day
      from search_rollup_month_queries where source_uuid = $1 and month = any(${monthsParam}::date[]) and ${DEVICE}
      union all
      select ${columns}, day::timestamp at time zone 'UTC' as day
      from search_rollup_queries where source_uuid = $1 and day = any(${dailyParam}::date[]) and ${DEVICE}
      union all
      select q, error, ${INTENT_AGGREGATES}, date_trunc('day', created_at, 'UTC') as day
      from intents group by q, error, date_trunc('day', created_at, 'UTC')
    )`,
  };
}

/** The whole days of [from, to) whose rollups are complete (search days, or tracker days in `marks`). */
export async function rolledDays(
  db: Queryable,
  from: Date,
  to: Date,
  marks: 'search_rollup_days' | 'tracker_rollup_days' = 'search_rollup_days',
): Promise<string[]> {
  const whole = wholeDays(from, to);
  if (!whole.length) return [];
  const rows = await db.query<{ day: string }>(`select day::text as day from ${marks} where day = any($1::date[])`, [whole]);
  return rows.map((r) => r.day);
}

/** The whole months of [from, to) whose monthly rollups are complete. */
export async function rolledMonths(db: Queryable, from: Date, to: Date): Promise<string[]> {
  const whole = wholeMonths(from, to);
  if (!whole.length) return [];
  const rows = await db.query<{ month: string }>('select month::text as month from search_rollup_months where month = any($1::date[])', [
    whole,
  ]);
  return rows.map((r) => r.month);
}

export async function runSearchReport(db: Queryable, uuid: string, select: SearchReport, o: StatsOptions) {
  const rolled = await rolledDays(db, o.from, o.to);
  // Searches per day need each day's own numbers, which a month's rollup no longer has.
  const months = select === 'searchesPerDay' ? [] : await rolledMonths(db, o.from, o.to);
  const params: unknown[] = [uuid, o.from, o.to, o.device];
  const rows = queryRows(paramList(params), o, rolled, months);
  const report = REPORTS[select](o, rows.users);
  return db.query<Record<string, unknown>>(`${rows.sql} ${report}`, params);
}
