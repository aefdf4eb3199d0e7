/** Kinds of change search nodes act on (decision 0009). */
export type ChangeKind = 'catalog' | 'settings';

export interface Change {
  project: string;
  what: ChangeKind;
}

/**
 * In-process fan-out of project changes: caches on the search side subscribe, and a change made
 * in this process or heard through LISTEN reaches each of them.
 */
export function createChangeBus() {
  const listeners = new Set<(project: string) => void>();
  return {
    /** Subscribes; returns the unsubscribe function. */
    on(listener: (project: string) => void): () => void {
      listeners.add(listener);
      return () => listeners.delete(listener);
    },
    emit(project: string): void {
      for (const listener of listeners) listener(project);
    },
  };
}

export type ChangeBus = ReturnType<typeof createChangeBus>;
