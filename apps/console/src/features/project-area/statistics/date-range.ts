/** Date ranges of the statistics screens: presets in the user's time zone, or a custom pair of days. */

export const RANGE_PRESETS = ['today', '7d', '30d', '90d', 'custom'] as const;
export type RangePreset = (typeof RANGE_PRESETS)[number];

export interface RangeChoice {
  preset: RangePreset;
  /** Custom range days, 'YYYY-MM-DD', both included. */
  from?: string;
  to?: string;
}

export interface StatsRange {
  /** ISO instants: from is included, to is not (the server's half-open range). */
  from: string;
  to: string;
}

const PRESET_DAYS: Record<Exclude<RangePreset, 'custom'>, number> = { today: 1, '7d': 7, '30d': 30, '90d': 90 };

export function isRangePreset(value: string | null): value is RangePreset {
  return RANGE_PRESETS.includes(value as RangePreset);
}

function startOfDay(date: Date): Date {
  return new Date(date.getFullYear(), date.getMonth(), date.getDate());
}

function addDays(date: Date, days: number): Date {
  return new Date(date.getFullYear(), date.getMonth(), date.getDate() + days);
}

/** 'YYYY-MM-DD' of a local day. */
export function dayString(date: Date): string {
  const pad = (n: number) => String(n).padStart(2, '0');
  return `${date.getFullYear()}-${pad(date.getMonth() + 1)}-${pad(date.getDate())}`;
}

export function parseDay(value: string | undefined): Date | null {
  const match = value ? /^(\d{4})-(\d{2})-(\d{2})$/.exec(value) : null;
  if (!match) return null;
  const date = new Date(Number(match[1]), Number(match[2]) - 1, Number(match[3]));
  return Number.isNaN(date.getTime()) ? null : date;
}

/**
 * The instants a choice covers. Presets end at the end of today (so the range, and the query key,
 * stay the same all day) and start N-1 days before today's midnight; a custom range covers its
 * days whole, in either order. A custom choice with a missing day falls back to 30 days.
 */
export function rangeOf(choice: RangeChoice, now: Date = new Date()): StatsRange {
  const tomorrow = addDays(startOfDay(now), 1);
  if (choice.preset === 'custom') {
    const a = parseDay(choice.from);
    const b = parseDay(choice.to);
    if (a && b) {
      const [first, last] = a <= b ? [a, b] : [b, a];
      return { from: first.toISOString(), to: addDays(last, 1).toISOString() };
    }
    return rangeOf({ preset: '30d' }, now);
  }
  return { from: addDays(tomorrow, -PRESET_DAYS[choice.preset]).toISOString(), to: tomorrow.toISOString() };
}
