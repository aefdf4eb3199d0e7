/** Kinds of change nodes act on (decision 0009): a new live catalog, or anything else about a project. */
export type ChangeKind = 'catalog' | 'settings';

export interface Change {
  project: string;
  what: ChangeKind;
}

/**
 * In-process fan-out of project changes: the profile cache and the index registry subscribe, and
 * a change made in this process or heard through LISTEN reaches each of them.
 */
export function createChangeBus() {
  const listeners = new Set<(change: Change) => void>();
  return {
    /** Subscribes; returns the unsubscribe function. */
    on(listener: (change: Change) => void): () => void {
      listeners.add(listener);
      return () => listeners.delete(listener);
    },
    emit(change: Change): void {
      for (const listener of listeners) listener(change);
    },
  };
}

export type ChangeBus = ReturnType<typeof createChangeBus>;

/** A wake-up call: jobs were queued in this process, and the in-process worker takes them at once. */
export function createJobSignal() {
  const listeners = new Set<() => void>();
  return {
    on(listener: () => void): () => void {
      listeners.add(listener);
      return () => listeners.delete(listener);
    },
    queued(): void {
      for (const listener of listeners) listener();
    },
  };
}

export type JobSignal = ReturnType<typeof createJobSignal>;
