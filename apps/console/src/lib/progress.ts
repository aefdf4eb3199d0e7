import { nprogress } from '@mantine/nprogress';

/** A request shorter than this never shows the bar (spec §9 throttle). */
export const PROGRESS_THROTTLE_MS = 200;

let pending = 0;
let timer: ReturnType<typeof setTimeout> | null = null;
let shown = false;

export function beginRequest(): void {
  pending += 1;
  if (pending === 1 && !shown && timer === null) {
    timer = setTimeout(() => {
      timer = null;
      if (pending > 0) {
        shown = true;
        nprogress.start();
      }
    }, PROGRESS_THROTTLE_MS);
  }
}

export function endRequest(): void {
  pending = Math.max(0, pending - 1);
  if (pending > 0) return;
  if (timer !== null) {
    clearTimeout(timer);
    timer = null;
  }
  if (shown) {
    shown = false;
    nprogress.complete();
  }
}

export function pendingRequests(): number {
  return pending;
}
