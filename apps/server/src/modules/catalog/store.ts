import type { Queryable } from '../../db/database';
import { categoryCounts } from './category-counts';

export interface CategoryRow {
  id: string;
  name: string;
  parentId: string | null;
  hasChildren: boolean;
  /** Offers placed in the category itself. */
  offersCount: number;
  /** Offers in the category or anywhere below it, each once. */
  subtreeOffersCount: number;
}

const LIVE = 'c.source_uuid = $1 and c.version = (select catalog_version from sources where uuid = $1)';

type Listed = Omit<CategoryRow, 'offersCount' | 'subtreeOffersCount'>;

/** The rows with their offer counts, taken from the counts of the live version (computed once per version). */
async function withCounts(db: Queryable, uuid: string, rows: Listed[]): Promise<CategoryRow[]> {
  if (!rows.length) return [];
  const [source] = await db.query<{ version: number }>('select catalog_version as version from sources where uuid = $1', [uuid]);
  const counts = await categoryCounts(db, uuid, source?.version ?? 0);
  return rows.map((row) => {
    const count = counts.get(row.id);
    return { ...row, offersCount: count?.own ?? 0, subtreeOffersCount: count?.subtree ?? 0 };
  });
}

/** A found category with the names of its parents, the root first: two same-named ones told apart. */
export type PlacedCategoryRow = CategoryRow & { path: string[] };

/**
 * Each category with its parents, nearest first (itself first): up to 50 levels, each once, so a
 * broken feed's parent loop ends where it repeats. Ids not in the live catalog have no chain.
 */
async function chains(db: Queryable, uuid: string, ids: readonly string[]): Promise<Map<string, Array<{ id: string; name: string }>>> {
  const steps = await db.query<{ start: string; id: string; name: string }>(
    `with recursive up(start, id, name, parent_id, depth) as (
       select c.id, c.id, c.name, c.parent_id, 0 from categories c where ${LIVE} and c.id = any($2::text[])
       union all
       select up.start, c.id, c.name, c.parent_id, up.depth + 1 from up join categories c on c.id = up.parent_id
       where c.source_uuid = $1 and c.version = (select catalog_version from sources where uuid = $1) and up.depth < 50
     )
     select start, id, name from up order by start, depth`,
    [uuid, [...ids]],
  );
  const byStart = new Map<string, Array<{ id: string; name: string }>>();
  for (const step of steps) {
    const chain = byStart.get(step.start) ?? [];
    byStart.set(step.start, chain);
    if (!chain.some((link) => link.id === step.id)) chain.push({ id: step.id, name: step.name });
  }
  return byStart;
}

/** Adds each row's parent names, the root first. */
async function withPaths(db: Queryable, uuid: string, rows: CategoryRow[]): Promise<PlacedCategoryRow[]> {
  if (!rows.length) return [];
  const found = await chains(
    db,
    uuid,
    rows.map((row) => row.id),
  );
  return rows.map((row) => ({
    ...row,
    path: (found.get(row.id) ?? [])
      .slice(1)
      .map((parent) => parent.name)
      .reverse(),
  }));
}

/** Categories under one parent (null for the roots), sorted by name, a page at a time. */
export async function categoriesByParent(db: Queryable, uuid: string, parentId: string | null, offset: number, limit: number) {
  const parentClause = parentId === null ? 'c.parent_id is null' : 'c.parent_id = $2';
  const params = parentId === null ? [uuid] : [uuid, parentId];
  const rows = await db.query<Listed>(
    `select c.id, c.name, c.parent_id as "parentId",
       exists (select 1 from categories k where k.source_uuid = c.source_uuid and k.version = c.version and k.parent_id = c.id) as "hasChildren"
     from categories c where ${LIVE} and ${parentClause} order by c.name, c.id limit ${limit} offset ${offset}`,
    params,
  );
  const [count] = await db.query<{ n: number }>(`select count(*)::int as n from categories c where ${LIVE} and ${parentClause}`, params);
  return { rows: await withCounts(db, uuid, rows), totalCount: count?.n ?? 0 };
}

/** Categories whose name contains the text (any level), sorted by name, a page at a time, each with its parents' names. */
export async function categoriesByName(db: Queryable, uuid: string, text: string, offset: number, limit: number) {
  const pattern = `%${text.replace(/[\\%_]/g, (c) => `\\${c}`)}%`;
  const rows = await db.query<Listed>(
    `select c.id, c.name, c.parent_id as "parentId",
       exists (select 1 from categories k where k.source_uuid = c.source_uuid and k.version = c.version and k.parent_id = c.id) as "hasChildren"
     from categories c where ${LIVE} and c.name ilike $2 order by c.name, c.id limit ${limit} offset ${offset}`,
    [uuid, pattern],
  );
  const [count] = await db.query<{ n: number }>(`select count(*)::int as n from categories c where ${LIVE} and c.name ilike $2`, [
    uuid,
    pattern,
  ]);
  return { rows: await withPaths(db, uuid, await withCounts(db, uuid, rows)), totalCount: count?.n ?? 0 };
}

/** The named categories of the live catalog, with their counts (a saved setting's ids shown by name); ids it lacks are left out. */
export async function categoriesByIds(db: Queryable, uuid: string, ids: readonly string[]) {
  const rows = await db.query<Listed>(
    `select c.id, c.name, c.parent_id as "parentId",
       exists (select 1 from categories k where k.source_uuid = c.source_uuid and k.version = c.version and k.parent_id = c.id) as "hasChildren"
     from categories c where ${LIVE} and c.id = any($2::text[]) order by c.name, c.id`,
    [uuid, [...ids]],
  );
  return { rows: await withPaths(db, uuid, await withCounts(db, uuid, rows)), totalCount: rows.length };
}

/** The category and its parents' ids, nearest first (bounded: a broken feed may loop its parents). */
export async function categoryChain(db: Queryable, uuid: string, categoryId: string): Promise<string[]> {
  return ((await chains(db, uuid, [categoryId])).get(categoryId) ?? []).map((link) => link.id);
}

export async function allCategories(db: Queryable, uuid: string) {
  return db.query<{ id: string; name: string; parentId: string | null; url: string | null }>(
    `select c.id, c.name, c.parent_id as "parentId", c.url from categories c where ${LIVE} order by c.name, c.id`,
    [uuid],
  );
}

export async function categoryExists(db: Queryable, uuid: string, categoryId: string): Promise<boolean> {
  const rows = await db.query(`select 1 from categories c where ${LIVE} and c.id = $2`, [uuid, categoryId]);
  return rows.length > 0;
}

/** The params offers of a category carry, most common first, with a few sample values. */
export async function categoryParams(db: Queryable, uuid: string, categoryId: string) {
  return db.query<{ name: string; offers: number; values: string[] }>(
    `select p->>'name' as name, count(distinct o.id)::int as offers,
       (array_agg(distinct p->>'value'))[1:20] as values
     from offers o, jsonb_array_elements(o.data->'params') p
     where o.source_uuid = $1 and o.version = (select catalog_version from sources where uuid = $1)
       and o.data->'categoryIds' @> jsonb_build_array($2::text)
     group by 1 order by 2 desc, 1 limit 500`,
    [uuid, categoryId],
  );
}
