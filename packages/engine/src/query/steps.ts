import type { CompiledFilters } from '../facets/filters';
import type { Runtime } from '../runtime';
import { accumulate } from '../scoring/accumulate';
import { accumulateAll } from '../scoring/conjunctive';
import type { SearchStep } from '../types';
import { addFuzzy, type Group } from './plan';

/** Offers a query reached, with the tier (higher = earlier step) and failed filters of each. */
export interface StepResult {
  touched: Int32Array;
  tier: Uint8Array;
  fails: Int32Array;
  withFuzzy: boolean;
  step: SearchStep['type'] | 'none';
}

const DEFAULT_QUANTITY = 1;

/**
 * Runs the search steps in order (spec searchTypes): each adds the offers it finds below those
 * of the steps before it; the next step runs only while fewer than its quantityGoods passed the filters.
 * Typo matching is computed only when a step that allows typos is reached. While the steps need every
 * word (exact, all), only the offers holding every word are scored (`accumulateAll`); the offers
 * holding some of them are gathered only when an 'any' step is reached.
 */
export function runSteps(
  rt: Runtime,
  groups: Group[],
  steps: readonly SearchStep[],
  filters: CompiledFilters,
  fuzziness: string | number,
  previous: Int32Array | null,
): StepResult {
  const full = groups.length >= 32 ? 0xffffffff : (1 << groups.length) - 1;
  const s = rt.scratch;
  let withFuzzy = steps.length > 0 && steps[0]?.type !== 'exact';
  if (withFuzzy) addFuzzy(rt, groups, fuzziness);
  // One word: its offers are the same either way.
  let everyWord = groups.length > 1 && steps.length > 0 && steps[0]?.type !== 'any';
  const gather = () => (everyWord ? accumulateAll : accumulate)(rt, groups, withFuzzy, touched.length > 0 ? touched : null);
  let touched: Int32Array = previous ?? s.touched.subarray(0, 0);
  touched = gather();
  for (;;) {
    const tier = s.tier.subarray(0, touched.length);
    const fails = s.fails.subarray(0, touched.length);
    tier.fill(0);
    fails.fill(0);
    if (filters.active) for (let i = 0; i < touched.length; i++) fails[i] = filters.fails(touched[i] as number);
    let passing = 0;
    let used: StepResult['step'] = 'none';
    let restart = false;
    for (let si = 0; si < steps.length; si++) {
      const step = steps[si] as SearchStep;
      let again = false;
      if (step.type !== 'exact' && !withFuzzy) {
        withFuzzy = true;
        addFuzzy(rt, groups, fuzziness);
        again = groups.some((group) => (group.fuzzy?.length ?? 0) > 0);
      }
      if (step.type === 'any' && everyWord) {
        everyWord = false;
        again = true;
      }
      if (again) {
        touched = gather();
        restart = true;
        break;
      }
      const rank = steps.length - si;
      for (let i = 0; i < touched.length; i++) {
        if (tier[i] !== 0) continue;
        const d = touched[i] as number;
        const ok =
          step.type === 'exact'
            ? (s.exactMask[d] as number) >>> 0 === full >>> 0
            : step.type === 'all'
              ? (s.mask[d] as number) >>> 0 === full >>> 0
              : s.mask[d] !== 0;
        if (!ok) continue;
        tier[i] = rank;
        if (fails[i] === 0) passing++;
      }
      used = step.type;
      if (passing >= (step.quantityGoods ?? DEFAULT_QUANTITY)) break;
    }
    if (!restart) return { touched, tier, fails, withFuzzy, step: used };
  }
}
