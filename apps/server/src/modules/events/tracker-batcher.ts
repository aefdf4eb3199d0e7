import type { EventsStore, StoredTrackerEvent } from '../stats';

/** A batch holds this many events at most (one insert per project and device within it). */
export const TRACKER_BATCH_EVENTS = 1000;

interface Waiting {
  projectId: string;
  device: string;
  events: readonly StoredTrackerEvent[];
  done: (error?: unknown) => void;
}

/**
 * Group commit for tracker events: one batch is written at a time; requests that arrive while it
 * is written wait and go together into the next one (one insert per project and device), so a
 * quiet node writes at once and a busy one writes fewer, larger inserts. Each request is answered
 * only once its events are stored: a node killed mid-write loses only events it had not
 * acknowledged (the shop's request fails and can be sent again), and a failed insert answers its
 * requests with the error rather than a false 202.
 */
export function createTrackerBatcher(store: Pick<EventsStore, 'writeTrackerEvents'>) {
  let waiting: Waiting[] = [];
  let count = 0;
  let draining: Promise<void> | null = null;

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

  /** Takes requests up to a batch's worth of events (at least one request). */
  function take(): Waiting[] {
    let events = 0;
    let n = 0;
    while (n < waiting.length && (n === 0 || events + (waiting[n]?.events.length ?? 0) <= TRACKER_BATCH_EVENTS)) {
      events += waiting[n]?.events.length ?? 0;
      n += 1;
    }
    const batch = waiting.slice(0, n);
    waiting = waiting.slice(n);
    count -= events;
    return batch;
  }

  function drain(): Promise<void> {
    draining ??= (async () => {
      // Requests of the same event-loop turn join the first batch.
      await new Promise((resolve) => setImmediate(resolve));
      while (waiting.length) await write(take());
    })().finally(() => {
      draining = null;
    });
    return draining;
  }

  return {
    /** Resolves once the events are stored; rejects when their insert failed. */
    add(projectId: string, events: readonly StoredTrackerEvent[], device: string): Promise<void> {
      return new Promise<void>((resolve, reject) => {
        waiting.push({ projectId, device, events, done: (error) => (error === undefined ? resolve() : reject(error)) });
        count += events.length;
        void drain();
      });
    },
    /** Events waiting for their batch (metrics). */
    size: () => count,
    /** Writes everything waiting (shutdown). */
    async flush(): Promise<void> {
      while (draining || waiting.length) await drain();
    },
  };
}

export type TrackerBatcher = ReturnType<typeof createTrackerBatcher>;
