import { nprogress } from '@mantine/nprogress';

/** A request shorter than this never shows the bar (spec §9 throttle). */
export const PROGRESS_THROTTLE_MS = 200;
/** Once shown, the bar stays at least this long: no flash of a bar that came and went (spec §9 minimum fetch display delay). */
export const PROGRESS_MIN_VISIBLE_MS = 200;
/** The bar's time scale (spec §9 loading bar 5000 ms): about 70% at 5 s, then slower and slower, never full while loading. */
export const PROGRESS_DURATION_MS = 5000;
const STEP_MS = 100;

/** How far the bar stands after `elapsed` ms of loading, 0–100 (the estimate Nuxt's loading indicator uses). */
export function estimatedProgress(elapsed: number, duration = PROGRESS_DURATION_MS): number {
  return (200 / Math.PI) * Math.atan((2 * Math.max(0, elapsed)) / duration);
}

let pending = 0;
let showTimer: ReturnType<typeof setTimeout> | null = null;
let hideTimer: ReturnType<typeof setTimeout> | null = null;
let ticker: ReturnType<typeof setInterval> | null = null;
let shownAt: number | null = null;

function show(): void {
  showTimer = null;
  if (pending === 0) return;
  const start = Date.now();
  shownAt = start;
  nprogress.set(estimatedProgress(STEP_MS));
  ticker = setInterval(() => nprogress.set(estimatedProgress(Date.now() - start + STEP_MS)), STEP_MS);
}

function hide(): void {
  hideTimer = null;
  if (ticker !== null) clearInterval(ticker);
  ticker = null;
  shownAt = null;
  nprogress.complete();
}

/** Server rendering (src/ssr) asks for data too, with no bar to show. */
const inBrowser = typeof window !== 'undefined';

export function beginRequest(): void {
  if (!inBrowser) return;
  pending += 1;
  if (hideTimer !== null) {
    // A new request while the bar finished its minimum time: it keeps going instead of blinking.
    clearTimeout(hideTimer);
    hideTimer = null;
  }
  if (shownAt === null && showTimer === null) showTimer = setTimeout(show, PROGRESS_THROTTLE_MS);
}

export function endRequest(): void {
  if (!inBrowser) return;
  pending = Math.max(0, pending - 1);
  if (pending > 0) return;
  if (showTimer !== null) {
    clearTimeout(showTimer);
    showTimer = null;
  }
  if (shownAt !== null && hideTimer === null) {
    hideTimer = setTimeout(hide, Math.max(0, shownAt + PROGRESS_MIN_VISIBLE_MS - Date.now()));
  }
}

export function pendingRequests(): number {
  return pending;
}
