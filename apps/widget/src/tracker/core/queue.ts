import type { PublicEvent } from '@vitrina/contracts';
import type { TrackerEventType } from './config';

/** An event as POST /api/{projectId}/events takes it, of the kinds a tracker sends. */
export type TrackedEvent = PublicEvent & { type: TrackerEventType };

/** Events per request the API takes at most (contracts' MAX_EVENTS_PER_REQUEST lives beside zod, which the bundle must not take). */
export const MAX_EVENTS_PER_REQUEST = 500;

export interface QueueOptions {
  /** Sends one batch; `unloading` when the page is going away (sendBeacon then). */
  send: (events: TrackedEvent[], unloading: boolean) => void;
  /** A batch goes this long after its first event. Default 2000 ms. */
  flushMs?: number;
  /** A batch goes at once when it reaches this size. Default 20. */
  maxBatch?: number;
  setTimer?: (fn: () => void, ms: number) => unknown;
  clearTimer?: (handle: unknown) => void;
}

export interface EventQueue {
  push(...events: TrackedEvent[]): void;
  /** Sends everything queued, in requests of at most 500 events. */
  flush(unloading?: boolean): void;
  size(): number;
}

/** Batches events: flushed 2 s after the first queued one, at 20 events, or when the page hides. */
export function createEventQueue(o: QueueOptions): EventQueue {
  const flushMs = o.flushMs ?? 2000;
  const maxBatch = o.maxBatch ?? 20;
  const setTimer = o.setTimer ?? ((fn, ms) => setTimeout(fn, ms));
  const clearTimer = o.clearTimer ?? ((h) => clearTimeout(h as ReturnType<typeof setTimeout>));
  let queue: TrackedEvent[] = [];
  let timer: unknown = null;

  const flush = (unloading = false) => {
    if (timer !== null) clearTimer(timer);
    timer = null;
    while (queue.length) {
      const batch = queue.slice(0, MAX_EVENTS_PER_REQUEST);
      queue = queue.slice(MAX_EVENTS_PER_REQUEST);
      try {
        o.send(batch, unloading);
      } catch {
        // A failed send loses that batch only; tracking must never break the shop's page.
      }
    }
  };
  return {
    push(...events) {
      queue.push(...events);
      if (queue.length >= maxBatch) flush();
      else if (queue.length && timer === null) timer = setTimer(() => flush(), flushMs);
    },
    flush,
    size: () => queue.length,
  };
}
