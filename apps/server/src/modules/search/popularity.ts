import type { Queryable } from '../../db/database';
import { staleOnError } from '../../lib';
import type { BehaviourSettings } from '../profile';

/** Shoppers' event counts (data, not settings) are re-read at most this often. */
const TTL_MS = 5 * 60_000;

interface EventCounts {
  clicks: number;
  carts: number;
  /** Units bought (a purchase without a quantity counts one). */
  units: number;
}

/** A loaded value kept for TTL_MS per project and key, dropped when its load fails. */
function ttlCache<T>() {
  const cache = new Map<string, { at: number; key: string; value: Promise<T> }>();
  return (uuid: string, key: string, load: () => Promise<T>): Promise<T> => {
    let entry = cache.get(uuid);
    if (!entry || entry.key !== key || Date.now() - entry.at > TTL_MS) {
      // Expired counts of the same key stand in while the database cannot answer.
      entry = { at: Date.now(), key, value: staleOnError(load(), entry?.key === key ? entry.value : undefined) };
      cache.set(uuid, entry);
      const failed = entry;
      entry.value.catch(() => cache.get(uuid) === failed && cache.delete(uuid));
    }
    return entry.value;
  };
}

/**
 * Popularity per offer from shoppers' clicks, cart additions and purchases within the project's
 * behavioural window, weighed by its popularitySettings, for ranking and the 'popularity' sort; and
 * clicks per category (on the category's offers, as the stats' category report counts them) for
 * groups ordered by 'category_click'. Counts are re-read at most every five minutes.
 */
export function createPopularity(db: Queryable) {
  const counts = ttlCache<Map<string, EventCounts>>();
  const categories = ttlCache<Map<string, number>>();
  const scored = new WeakMap<Map<string, EventCounts>, { key: string; scores: Map<string, number> }>();

  async function loadCounts(uuid: string, days: number): Promise<Map<string, EventCounts>> {
    const rows = await db.query<{ offer_id: string; clicks: number; carts: number; units: number }>(
      `select offer_id, count(*) filter (where type = 'click')::float as clicks, count(*) filter (where type = 'cart')::float as carts,
         coalesce(sum(coalesce(quantity, 1)) filter (where type = 'purchase'), 0)::float as units
       from tracker_events where source_uuid = $1 and offer_id is not null and type in ('click', 'cart', 'purchase')
         and created_at > now() - make_interval(days => $2)
       group by offer_id`,
      [uuid, days],
    );
    return new Map(rows.map((row) => [row.offer_id, { clicks: row.clicks, carts: row.carts, units: row.units }]));
  }

  async function loadCategoryClicks(uuid: string, days: number, version: number): Promise<Map<string, number>> {
    const rows = await db.query<{ category_id: string; clicks: number }>(
      `select o.data->>'categoryId' as category_id, count(*)::float as clicks
       from tracker_events t
       join offers o on o.source_uuid = t.source_uuid and o.version = $3 and o.id = t.offer_id
       where t.source_uuid = $1 and t.type = 'click' and t.created_at > now() - make_interval(days => $2)
         and o.data->>'categoryId' is not null
       group by 1`,
      [uuid, days, version],
    );
    return new Map(rows.map((row) => [row.category_id, row.clicks]));
  }

  return {
    /** Offer id → popularity, for the engine's `popularity`; one map object per load and weights, so the engine caches its array. */
    async of(uuid: string, behaviour: BehaviourSettings): Promise<ReadonlyMap<string, number>> {
      const { days, clickWeight, cartWeight, purchaseWeight } = behaviour;
      const events = await counts(uuid, String(days), () => loadCounts(uuid, days));
      const key = `${clickWeight}/${cartWeight}/${purchaseWeight}`;
      const known = scored.get(events);
      if (known?.key === key) return known.scores;
      const scores = new Map<string, number>();
      for (const [id, c] of events) {
        const score = clickWeight * c.clicks + cartWeight * c.carts + purchaseWeight * c.units;
        if (score > 0) scores.set(id, score);
      }
      scored.set(events, { key, scores });
      return scores;
    },
    /** Category id → clicks on its offers of the live catalog version, for the engine's `categoryClicks`. */
    categoryClicks(uuid: string, days: number, version: number): Promise<ReadonlyMap<string, number>> {
      return categories(uuid, `${days}/${version}`, () => loadCategoryClicks(uuid, days, version));
    },
  };
}
