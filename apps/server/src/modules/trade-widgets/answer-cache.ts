/** Answers kept this long: a visitor paging around sees fresh history within seconds. */
export const ANSWER_TTL_MS = 3000;
const MAX_ENTRIES = 50_000;

/** Short-lived answers per widget, visitor and product; bounded, oldest dropped first. */
export function createAnswerCache<T>(ttlMs = ANSWER_TTL_MS, max = MAX_ENTRIES) {
  const entries = new Map<string, { at: number; value: T }>();
  return {
    get(key: string, now = Date.now()): T | undefined {
      const hit = entries.get(key);
      if (!hit) return undefined;
      if (now - hit.at >= ttlMs) {
        entries.delete(key);
        return undefined;
      }
      return hit.value;
    },
    set(key: string, value: T, now = Date.now()): void {
      entries.delete(key);
      entries.set(key, { at: now, value });
      if (entries.size > max) {
        const oldest = entries.keys().next().value;
        if (oldest !== undefined) entries.delete(oldest);
      }
    },
  };
}
