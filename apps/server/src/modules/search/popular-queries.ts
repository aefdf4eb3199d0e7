import type { Queryable } from '../../db/database';
import { staleOnError } from '../../lib';
import { DAY_MS, popularSearches } from '../stats';

const TTL_MS = 60_000;
const DAYS = 30;
const KEEP = 300;
/** A query a single shopper asked (however often) is not offered to the others. */
const MIN_SHOPPERS = 2;
/** Shoppers' queries read again by search per clean (once a minute per project): a few ms of searches at most. */
const READ_AT_MOST = 200;

export interface PopularQuery {
  text: string;
  count: number;
}

/**
 * How search reads a query today: its corrected form (typo, wrong keyboard layout) and whether it
 * finds anything. `key` names the index and settings it answers from: the cleaned list is kept per key.
 */
export interface QueryReader {
  key: string;
  read(text: string): { text: string; hits: number };
}

/**
 * The shoppers' queries as search reads them now: each in its corrected form (a typo or a
 * wrong-layout string never shows while its corrected form exists), merged by that form, without
 * those that find nothing today or were asked by one shopper. The shop's own list stays as it is.
 */
function cleaned(shop: PopularQuery[], searched: PopularQuery[], reader: QueryReader): PopularQuery[] {
  const merged = new Map<string, PopularQuery>();
  for (const item of searched.slice(0, READ_AT_MOST)) {
    const read = reader.read(item.text);
    if (read.hits === 0) continue;
    const key = read.text.toLowerCase();
    const known = merged.get(key);
    if (known) known.count += item.count;
    else merged.set(key, { text: read.text === item.text.toLowerCase() ? item.text : read.text, count: item.count });
  }
  const taken = new Set(shop.map((item) => item.text.toLowerCase()));
  const shoppers = [...merged.values()]
    .filter((item) => item.count >= MIN_SHOPPERS && !taken.has(item.text.toLowerCase()))
    .sort((a, b) => b.count - a.count);
  return [...shop, ...shoppers];
}

/**
 * The 'popular' completions group: the shop's own top-queries list first (customTopQueriesUrl),
 * then what the most shoppers searched, found and clicked in the last 30 days (search statistics:
 * daily rollups plus today's events). Kept per project for a minute, so a keystroke never waits
 * for the database.
 */
export function createPopularQueries(db: Queryable) {
  const cache = new Map<string, { at: number; lists: Promise<Lists> }>();
  /** The cleaned list per loaded lists and reader key (a new load or a new index cleans again). */
  const clean = new WeakMap<Lists, { key: string; list: PopularQuery[] }>();

  async function load(uuid: string): Promise<Lists> {
    const custom = await db.query<{ text: string; weight: number | null }>(
      `select text, weight from custom_lists where source_uuid = $1 and kind = 'topQueries' order by position limit ${KEEP}`,
      [uuid],
    );
    const now = new Date();
    const searched = await popularSearches(db, uuid, new Date(now.getTime() - DAYS * DAY_MS), now, KEEP);
    return { shop: custom.map((c) => ({ text: c.text, count: c.weight ?? 0 })), searched };
  }

  function cleanedList(lists: Lists, reader: QueryReader): PopularQuery[] {
    const known = clean.get(lists);
    if (known?.key === reader.key) return known.list;
    const list = cleaned(lists.shop, lists.searched, reader);
    clean.set(lists, { key: reader.key, list });
    return list;
  }

  return {
    /** Popular queries that start with the typed text (any word of them), most popular first, as `reader` reads them. */
    async matching(uuid: string, typed: string, limit: number, reader: QueryReader): Promise<PopularQuery[]> {
      if (limit <= 0) return [];
      let entry = cache.get(uuid);
      if (!entry || Date.now() - entry.at > TTL_MS) {
        entry = { at: Date.now(), lists: staleOnError(load(uuid), entry?.lists) };
        cache.set(uuid, entry);
        entry.lists.catch(() => cache.delete(uuid));
      }
      const prefix = typed.trim().toLowerCase().replace(/ё/g, 'е');
      const list = cleanedList(await entry.lists, reader);
      return list
        .filter((item) => {
          const text = item.text.toLowerCase().replace(/ё/g, 'е');
          return !prefix || text.startsWith(prefix) || text.includes(` ${prefix}`);
        })
        .slice(0, limit);
    },
  };
}

interface Lists {
  /** The shop's own top-queries list (customTopQueriesUrl), as it is. */
  shop: PopularQuery[];
  /** Shoppers' found queries from the statistics, most shoppers first. */
  searched: PopularQuery[];
}

export type PopularQueries = ReturnType<typeof createPopularQueries>;
