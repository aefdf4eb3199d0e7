import type { Queryable } from '../../db/database';

const TTL_MS = 60_000;
const DAYS = 30;
const KEEP = 300;

export interface PopularQuery {
  text: string;
  count: number;
}

/**
 * The 'popular' completions group: the shop's own top-queries list first (customTopQueriesUrl),
 * then what shoppers searched and found in the last 30 days. Kept per project for a minute, so
 * a keystroke never waits for the database.
 */
export function createPopularQueries(db: Queryable) {
  const cache = new Map<string, { at: number; list: Promise<PopularQuery[]> }>();

  async function load(uuid: string): Promise<PopularQuery[]> {
    const custom = await db.query<{ text: string; weight: number | null }>(
      `select text, weight from custom_lists where source_uuid = $1 and kind = 'topQueries' order by position limit ${KEEP}`,
      [uuid],
    );
    const searched = await db.query<{ text: string; count: number }>(
      `select (array_agg(query order by created_at desc))[1] as text, count(*)::int as count from search_events
       where source_uuid = $1 and kind = 'search' and hits > 0 and skip = 0 and created_at > now() - interval '${DAYS} days'
       group by lower(query) order by count(*) desc limit ${KEEP}`,
      [uuid],
    );
    const seen = new Set<string>();
    const list: PopularQuery[] = [];
    for (const item of [...custom.map((c) => ({ text: c.text, count: c.weight ?? 0 })), ...searched]) {
      const key = item.text.toLowerCase();
      if (seen.has(key)) continue;
      seen.add(key);
      list.push(item);
    }
    return list;
  }

  return {
    /** Popular queries that start with the typed text (any word of them), most popular first. */
    async matching(uuid: string, typed: string, limit: number): Promise<PopularQuery[]> {
      if (limit <= 0) return [];
      let entry = cache.get(uuid);
      if (!entry || Date.now() - entry.at > TTL_MS) {
        entry = { at: Date.now(), list: load(uuid) };
        cache.set(uuid, entry);
        entry.list.catch(() => cache.delete(uuid));
      }
      const prefix = typed.trim().toLowerCase().replace(/ё/g, 'е');
      const list = await entry.list;
      return list
        .filter((item) => {
          const text = item.text.toLowerCase().replace(/ё/g, 'е');
          return !prefix || text.startsWith(prefix) || text.includes(` ${prefix}`);
        })
        .slice(0, limit);
    },
  };
}

export type PopularQueries = ReturnType<typeof createPopularQueries>;
