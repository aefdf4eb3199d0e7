import { useMemo } from 'react';
import { useSearchParams } from 'react-router';
import { isRangePreset, type RangeChoice, rangeOf, type StatsRange } from './date-range';
import { DETAILS, DEVICES, type Detail, type Device } from './stats-types';

export interface StatsFilters {
  choice: RangeChoice;
  range: StatsRange;
  device: Device;
  detail: Detail;
  tab: string | null;
  update: (patch: Partial<{ range: string; from: string; to: string; device: Device; detail: Detail; tab: string }>) => void;
}

/** The range an address asks for: `range` a preset (30 days when none), `from` and `to` days. */
export function rangeChoiceOf(preset: string | null, from?: string, to?: string): RangeChoice {
  return isRangePreset(preset) ? { preset, from, to } : { preset: '30d', from, to };
}

export function deviceOf(value: string | null): Device {
  return (DEVICES as readonly string[]).includes(value ?? '') ? (value as Device) : 'all';
}

/** Range, device, e-commerce detail and sub-tab live in the address, so a reload or a shared link keeps them. */
export function useStatsFilters(): StatsFilters {
  const [params, setParams] = useSearchParams();
  const preset = params.get('range');
  const from = params.get('from') ?? undefined;
  const to = params.get('to') ?? undefined;
  const choice: RangeChoice = useMemo(() => rangeChoiceOf(preset, from, to), [preset, from, to]);
  const day = new Date().toDateString();
  // biome-ignore lint/correctness/useExhaustiveDependencies: `day` moves the presets on after midnight
  const range = useMemo(() => rangeOf(choice), [choice, day]);
  const device = deviceOf(params.get('device'));
  const detail = (DETAILS as readonly string[]).includes(params.get('detail') ?? '') ? (params.get('detail') as Detail) : 'day';
  const update: StatsFilters['update'] = (patch) =>
    setParams(
      (current) => {
        const next = new URLSearchParams(current);
        for (const [key, value] of Object.entries(patch)) {
          if (value) next.set(key, value);
          else next.delete(key);
        }
        return next;
      },
      { replace: true },
    );
  return { choice, range, device, detail, tab: params.get('tab'), update };
}
