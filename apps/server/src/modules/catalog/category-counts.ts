import type { Queryable } from '../../db/database';

/** Offers of one category: those placed in it, and those in it or anywhere below it (each offer once). */
export interface CategoryCount {
  own: number;
  subtree: number;
}

/** Deepest parent chain followed: a broken feed may loop its parents. */
const MAX_DEPTH = 50;

/** Counts per project for one catalog version: a feed load makes a new version, so the counts are computed once per load. */
const cache = new Map<string, { version: number; counts: Promise<Map<string, CategoryCount>> }>();

/**
 * Every category's offer counts in a catalog version, in one query: each category is joined to itself
 * and its ancestors, each offer to the categories it is placed in, and distinct offers are counted per
 * ancestor (an offer in two categories of one branch counts once there).
 */
export function categoryCounts(db: Queryable, uuid: string, version: number): Promise<Map<string, CategoryCount>> {
  const cached = cache.get(uuid);
  if (cached?.version === version) return cached.counts;
  const counts = db
    .query<{ id: string; own: number; subtree: number }>(
      `with recursive up(id, ancestor, depth) as (
         select c.id, c.id, 0 from categories c where c.source_uuid = $1 and c.version = $2
         union all
         select up.id, c.parent_id, up.depth + 1 from up
         join categories c on c.source_uuid = $1 and c.version = $2 and c.id = up.ancestor
         where c.parent_id is not null and up.depth < ${MAX_DEPTH}
       ),
       placed as (
         select o.id as offer, cid from offers o,
           jsonb_array_elements_text(case when jsonb_typeof(o.data->'categoryIds') = 'array' then o.data->'categoryIds' else '[]'::jsonb end) cid
         where o.source_uuid = $1 and o.version = $2
       )
       select up.ancestor as id, count(distinct placed.offer) filter (where up.depth = 0)::int as own,
         count(distinct placed.offer)::int as subtree
       from placed join up on up.id = placed.cid group by up.ancestor`,
      [uuid, version],
    )
    .then((rows) => new Map(rows.map((row) => [row.id, { own: row.own, subtree: row.subtree }])));
  cache.set(uuid, { version, counts });
  counts.catch(() => cache.delete(uuid));
  return counts;
}
