import type { EventsStore, StoredTrackerEvent } from '../stats/events-store';

/** A batch is written once this many events wait… */
export const TRACKER_BATCH_EVENTS = 1000;
/** …or this long after the first of them arrived. */
export const TRACKER_BATCH_WINDOW_MS = 100;

interface Waiting {
  projectId: string;
  device: string;
  events: readonly StoredTrackerEvent[];
  done: (error?: unknown) => void;
}

/**
 * Group commit for tracker events: concurrent requests are written together, one insert per
 * project and device, and each request is answered only once its events are stored. A node
 * killed mid-window loses only events it had not acknowledged (the shop's request fails and can
 * be retried); a failed write answers every request of the batch with the error.
 */
export function createTrackerBatcher(store: Pick<EventsStore, 'writeTrackerEvents'>, windowMs = TRACKER_BATCH_WINDOW_MS) {
  let waiting: Waiting[] = [];
  let count = 0;
  let timer: NodeJS.Timeout | null = null;

  async function write(batch: Waiting[]) {
    const groups = new Map<string, Waiting[]>();
    for (const item of batch) {
      const key = `${item.projectId} ${item.device}`;
      groups.set(key, [...(groups.get(key) ?? []), item]);
    }
    await Promise.all(
      [...groups.values()].map(async (items) => {
        const first = items[0] as Waiting;
        try {
          await store.writeTrackerEvents(
            first.projectId,
            items.flatMap((item) => item.events),
            first.device,
          );
          for (const item of items) item.done();
        } catch (error) {
          for (const item of items) item.done(error);
        }
      }),
    );
  }

  function flush(): Promise<void> {
    if (timer) clearTimeout(timer);
    timer = null;
    const batch = waiting;
    waiting = [];
    count = 0;
    return batch.length ? write(batch) : Promise.resolve();
  }

  return {
    /** Resolves once the events are stored; rejects when their batch could not be written. */
    add(projectId: string, events: readonly StoredTrackerEvent[], device: string): Promise<void> {
      return new Promise<void>((resolve, reject) => {
        waiting.push({ projectId, device, events, done: (error) => (error === undefined ? resolve() : reject(error)) });
        count += events.length;
        if (count >= TRACKER_BATCH_EVENTS) void flush();
        else timer ??= setTimeout(() => void flush(), windowMs);
      });
    },
    /** Events waiting for their batch (metrics). */
    size: () => count,
    flush,
  };
}

export type TrackerBatcher = ReturnType<typeof createTrackerBatcher>;
