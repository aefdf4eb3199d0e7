import type { Queryable } from '../../db/database';

/** Behavioural windows of spec §9 (rankingBehavioralFactorsTime), in days. */
const WINDOWS: Record<string, number> = { week: 7, '2weeks': 14, month: 30, '3months': 90, '6months': 180 };
const TTL_MS = 5 * 60_000;
/** A purchase says more about an offer than a click. */
const PURCHASE_WEIGHT = 5;

/**
 * Popularity per offer from shoppers' clicks and purchases within the project's behavioural
 * window, for ranking and the 'popularity' sort. Recomputed at most every five minutes.
 */
export function createPopularity(db: Queryable) {
  const cache = new Map<string, { at: number; days: number; counts: Promise<Map<string, number>> }>();

  async function load(uuid: string, days: number): Promise<Map<string, number>> {
    const rows = await db.query<{ offer_id: string; score: number }>(
      `select offer_id, (count(*) filter (where type = 'click') + ${PURCHASE_WEIGHT} * coalesce(sum(quantity) filter (where type = 'purchase'), count(*) filter (where type = 'purchase')))::float as score
       from tracker_events where source_uuid = $1 and offer_id is not null and type in ('click', 'purchase') and created_at > now() - make_interval(days => $2)
       group by offer_id`,
      [uuid, days],
    );
    return new Map(rows.map((row) => [row.offer_id, row.score]));
  }

  return {
    async of(uuid: string, window: unknown): Promise<ReadonlyMap<string, number>> {
      const days = WINDOWS[typeof window === 'string' ? window : ''] ?? WINDOWS.month ?? 30;
      let entry = cache.get(uuid);
      if (!entry || entry.days !== days || Date.now() - entry.at > TTL_MS) {
        entry = { at: Date.now(), days, counts: load(uuid, days) };
        cache.set(uuid, entry);
        entry.counts.catch(() => cache.delete(uuid));
      }
      return entry.counts;
    },
  };
}
