/** A page reload fixes a chunk that vanished after a deploy; the guard stops reload loops (spec §8, §9). */
export const CHUNK_RELOAD_KEY = 'vitrina_chunk_reload_at';
export const CHUNK_RELOAD_GUARD_MS = 60_000;

export function isChunkLoadError(error: unknown): boolean {
  if (!(error instanceof Error)) return false;
  return /Failed to fetch dynamically imported module|error loading dynamically imported module|Importing a module script failed|Loading chunk [\w-]+ failed|Unable to preload CSS/i.test(
    error.message,
  );
}

/** Reloads unless a reload already happened within the guard window; returns whether it reloaded. */
export function reloadForChunkError(now = Date.now(), reload: () => void = () => window.location.reload()): boolean {
  let last = 0;
  try {
    last = Number(sessionStorage.getItem(CHUNK_RELOAD_KEY) ?? 0) || 0;
  } catch {
    return false;
  }
  if (now - last < CHUNK_RELOAD_GUARD_MS) return false;
  sessionStorage.setItem(CHUNK_RELOAD_KEY, String(now));
  reload();
  return true;
}

/** Wraps a dynamic import: a chunk failure reloads the page once, anything else is rethrown. */
export async function importWithReload<T>(load: () => Promise<T>): Promise<T> {
  try {
    return await load();
  } catch (error) {
    if (isChunkLoadError(error) && reloadForChunkError()) {
      // Keep the route pending while the page reloads.
      return new Promise<T>(() => {});
    }
    throw error;
  }
}

export function listenForPreloadErrors(): void {
  window.addEventListener('vite:preloadError', (event) => {
    if (reloadForChunkError()) event.preventDefault();
  });
}
