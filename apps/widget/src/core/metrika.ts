import type { SearchWidgetSettings } from '@vitrina/contracts';

type Ym = (counter: number | string, method: string, goal: string, params?: Record<string, unknown>) => void;

/**
 * The Yandex Metrika counter goals go to: 'manual' uses counterId, 'auto' the first counter the page
 * created (Ya._metrika.counters or a yaCounterNNN global), 'disabled' none.
 */
export function findCounter(metrika: SearchWidgetSettings['metrika'], scope: Record<string, unknown>): string | null {
  if (metrika.mode === 'disabled') return null;
  if (metrika.mode === 'manual') return metrika.counterId ? String(metrika.counterId) : null;
  const ya = scope.Ya as { _metrika?: { counters?: Record<string, unknown> } } | undefined;
  const fromYa = Object.keys(ya?._metrika?.counters ?? {})[0];
  if (fromYa) return fromYa.split(':')[0] ?? null;
  const global = Object.keys(scope).find((k) => /^yaCounter\d+$/.test(k));
  if (global) return global.slice(9);
  return metrika.counterId ? String(metrika.counterId) : null;
}

/** A function that reports a goal through window.ym when there is a counter and ym exists at call time. */
export function createGoalReporter(metrika: SearchWidgetSettings['metrika'], scope: Record<string, unknown>) {
  return (goal: string, params?: Record<string, unknown>) => {
    const counter = findCounter(metrika, scope);
    const ym = scope.ym as Ym | undefined;
    if (!counter || typeof ym !== 'function') return;
    try {
      ym(counter, 'reachGoal', goal, params);
    } catch {
      // A broken counter must not break search.
    }
  };
}
