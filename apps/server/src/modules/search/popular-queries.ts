import type { Queryable } from '../../db/database';
import { staleOnError } from '../../lib';
import { DAY_MS, popularSearches } from '../stats';

const TTL_MS = 60_000;
const DAYS = 30;
const KEEP = 300;

export interface PopularQuery {
  text: string;
  count: number;
}

/**
 * The 'popular' completions group: the shop's own top-queries list first (customTopQueriesUrl),
 * then what the most shoppers searched, found and clicked in the last 30 days (search statistics:
 * daily rollups plus today's events). Kept per project for a minute, so a keystroke never waits
 * for the database.
 */
export function createPopularQueries(db: Queryable) {
  const cache = new Map<string, { at: number; list: Promise<PopularQuery[]> }>();

  async function load(uuid: string): Promise<PopularQuery[]> {
    const custom = await db.query<{ text: string; weight: number | null }>(
      `select text, weight from custom_lists where source_uuid = $1 and kind = 'topQueries' order by position limit ${KEEP}`,
      [uuid],
    );
    const now = new Date();
    const searched = await popularSearches(db, uuid, new Date(now.getTime() - DAYS * DAY_MS), now, KEEP);
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
        entry = { at: Date.now(), list: staleOnError(load(uuid), entry?.list) };
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
