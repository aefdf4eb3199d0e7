import type { Runtime } from '../runtime';
import { readMeasure } from './measure';

/** What the catalog holds for one param: the facts the default filters and the ranges are decided on. */
export interface ParamStats {
  name: string;
  /** Offers carrying the param. */
  offers: number;
  /** Distinct values. */
  values: number;
  /** The one unit every value is a number of ('' for bare numbers), or null: some value is not a number, or units differ. */
  unit: string | null;
}

const cache = new WeakMap<Runtime, ParamStats[]>();

/** Every param's stats, computed once per index (one pass over the offers' values), in param order. */
export function paramStatsOf(rt: Runtime): readonly ParamStats[] {
  let stats = cache.get(rt);
  if (!stats) {
    stats = computeStats(rt);
    cache.set(rt, stats);
  }
  return stats;
}

function computeStats(rt: Runtime): ParamStats[] {
  const { paramNames, paramValues, valueParam, docParamStart, docParams } = rt.data;
  const offers = new Int32Array(paramNames.length);
  const values = new Int32Array(paramNames.length);
  const units: Array<string | null | undefined> = new Array(paramNames.length);
  for (let v = 0; v < valueParam.length; v++) {
    const p = valueParam[v] as number;
    values[p] = (values[p] as number) + 1;
    if (units[p] === null) continue;
    const unit = readMeasure(paramValues[v] as string)?.unit ?? null;
    units[p] = units[p] === undefined || units[p] === unit ? unit : null;
  }
  // An offer with the param twice counts once: remember the last offer counted per param.
  const last = new Int32Array(paramNames.length).fill(-1);
  for (let d = 0; d < rt.n; d++) {
    for (let k = docParamStart[d] as number, end = docParamStart[d + 1] as number; k < end; k++) {
      const p = valueParam[docParams[k] as number] as number;
      if (last[p] === d) continue;
      last[p] = d;
      offers[p] = (offers[p] as number) + 1;
    }
  }
  return paramNames.map((name, p) => ({ name, offers: offers[p] as number, values: values[p] as number, unit: units[p] ?? null }));
}

/**
 * How a range reads param `p`'s values: as measures when they share one unit ('55 см' is 55), else
 * only the bare numbers count (a '1 kg' beside a '500 g' cannot be compared).
 */
export function rangeNumberOf(rt: Runtime, p: number): (value: string) => number | null {
  const unit = paramStatsOf(rt)[p]?.unit;
  if (unit) return (value) => readMeasure(value)?.value ?? null;
  return (value) => {
    const measure = readMeasure(value);
    return measure && measure.unit === '' ? measure.value : null;
  };
}
