import type { KeyValueStore } from './ab';

/** localStorage key of the products a visitor viewed on pages with carousels (offer ids, newest first). */
export const recentKey = (projectId: string) => `vitrina_recent_${projectId}`;
/** The list keeps this many products; the API reads at most 50. */
export const RECENT_MAX = 30;

/** The remembered products, newest first; anything unreadable is an empty list. */
export function readRecent(store: KeyValueStore | null | undefined, projectId: string): string[] {
  try {
    const ids: unknown = JSON.parse(store?.getItem(recentKey(projectId)) ?? '[]');
    return Array.isArray(ids) ? ids.filter((id): id is string => typeof id === 'string' && id !== '').slice(0, RECENT_MAX) : [];
  } catch {
    return [];
  }
}

/**
 * Puts the page's product first (moving it if it was there) and keeps the list; returns the new list. It is sent as
 * `recentId`, so recently viewed works even where the shop's tracker sends no view events.
 */
export function rememberViewed(store: KeyValueStore | null | undefined, projectId: string, productId: string): string[] {
  const list = [productId, ...readRecent(store, projectId).filter((id) => id !== productId)].slice(0, RECENT_MAX);
  try {
    store?.setItem(recentKey(projectId), JSON.stringify(list));
  } catch {
    // A full or blocked storage remembers this page only.
  }
  return list;
}
