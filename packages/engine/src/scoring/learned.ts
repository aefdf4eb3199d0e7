import type { Runtime } from '../runtime';
import type { LearnedSignals } from '../types';

/** Learned multipliers are kept within these bounds, whatever the caller sends. */
const MIN_FACTOR = 1 / 8;
const MAX_FACTOR = 8;

const cache = new WeakMap<ReadonlyMap<string, number>, { rt: Runtime; factors: Map<number, number> }>();

/**
 * Learned score multiplier by offer index (only the offers something was learned about: a few dozen
 * per query, never an array over the catalog), cached per map object and index.
 */
export function learnedFactors(rt: Runtime, learned: LearnedSignals | null | undefined): Map<number, number> | null {
  const offers = learned?.offers;
  if (!offers || offers.size === 0) return null;
  const cached = cache.get(offers);
  if (cached && cached.rt === rt) return cached.factors;
  const factors = new Map<number, number>();
  for (const [id, value] of offers) {
    const d = rt.idIndex.get(id);
    if (d !== undefined && typeof value === 'number' && Number.isFinite(value) && value > 0 && value !== 1)
      factors.set(d, Math.min(MAX_FACTOR, Math.max(MIN_FACTOR, value)));
  }
  cache.set(offers, { rt, factors });
  return factors;
}
