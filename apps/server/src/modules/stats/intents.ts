/** Keystrokes of one typed query within this time count as one search intent. */
export const INTENT_WINDOW_MS = 15_000;

/** A half-open stretch of time [from, to) whose search events are read raw. */
export interface Span {
  from: Date;
  to: Date;
}

/** Appends a value to the parameter list and answers its placeholder. */
export type Param = (value: unknown) => string;

export function paramList(params: unknown[]): Param {
  return (value) => {
    params.push(value);
    return `$${params.length}`;
  };
}

/**
 * CTEs `typed` and `intents`: the first pages of searches in `spans`, minus those a shopper kept
 * typing past (a query the same visitor's next query on the same device extends within the
 * window is a keystroke, not a search). Each span is read a window further, never past `readTo`,
 * so a keystroke at a span's end still sees its continuation; only events inside a span count.
 * `where` narrows the events read (project, device).
 */
export function intentsSql(p: Param, where: string, spans: readonly Span[], readTo: Date): string {
  const read = spans.map(
    (s) =>
      `(e.created_at >= ${p(s.from)} and e.created_at < ${p(new Date(Math.min(s.to.getTime() + INTENT_WINDOW_MS, readTo.getTime())))})`,
  );
  const inside = spans.map((s) => `(e.created_at >= ${p(s.from)} and e.created_at < ${p(s.to)})`);
  return `typed as (
  select e.source_uuid, e.query, lower(e.query) as q, e.hits, e.user_id, e.created_at, e.error, e.device,
    (${inside.join(' or ') || 'false'}) as inside,
    lead(lower(e.query)) over w as next_q, lead(e.created_at) over w as next_at
  from search_events e
  where ${where} and e.kind = 'search' and e.skip = 0 and e.query <> '' and (${read.join(' or ') || 'false'})
  window w as (partition by e.source_uuid, coalesce(e.user_id, e.id::text), e.device order by e.created_at, e.id)
), intents as (
  select * from typed
  where inside and not (next_q is not null and next_q <> q and left(next_q, length(q)) = q and next_at - created_at < interval '${INTENT_WINDOW_MS / 1000} seconds')
)`;
}

/** Aggregates of intents that rollups keep per day and reports combine (latest text of each kind). */
export const INTENT_AGGREGATES = `count(*)::int as intents, (count(*) filter (where hits = 0))::int as zero_intents, max(hits)::int as max_hits,
  max(created_at) as last_at, (array_agg(query order by created_at desc))[1] as last_query,
  max(created_at) filter (where hits = 0) as last_zero_at, (array_agg(query order by created_at desc) filter (where hits = 0))[1] as last_zero_query,
  max(created_at) filter (where hits > 0) as last_hit_at, (array_agg(query order by created_at desc) filter (where hits > 0))[1] as last_hit_query`;
