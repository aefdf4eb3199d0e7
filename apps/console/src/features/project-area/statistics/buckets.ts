import type { StatsRange } from './date-range';
import { type Detail, type StatsDate, toTime } from './stats-types';

/** Longer ranges are charted as the server sends them: a point per bucket with data. */
export const MAX_FILLED_BUCKETS = 400;

const DAY = 86_400_000;

/**
 * Starts of the server's buckets (UTC date_trunc: days, ISO weeks from Monday, months) that
 * overlap the range, or null when there would be more than MAX_FILLED_BUCKETS.
 */
export function bucketStarts(range: StatsRange, detail: Detail): number[] | null {
  const from = new Date(range.from);
  const to = new Date(range.to).getTime();
  let start = Date.UTC(from.getUTCFullYear(), from.getUTCMonth(), detail === 'month' ? 1 : from.getUTCDate());
  if (detail === 'week') start -= ((new Date(start).getUTCDay() + 6) % 7) * DAY;
  const starts: number[] = [];
  for (let time = start; time < to; ) {
    if (starts.length >= MAX_FILLED_BUCKETS) return null;
    starts.push(time);
    const date = new Date(time);
    time = detail === 'month' ? Date.UTC(date.getUTCFullYear(), date.getUTCMonth() + 1, 1) : time + (detail === 'week' ? 7 : 1) * DAY;
  }
  return starts;
}

/** Rows with an empty row for every bucket without data, so charts show the whole period; sorted by time. */
export function fillBuckets<Row extends Record<K, StatsDate>, K extends string>(
  rows: readonly Row[],
  key: K,
  range: StatsRange,
  detail: Detail,
  empty: (time: number) => Row,
): Row[] {
  const starts = bucketStarts(range, detail);
  if (!starts) return [...rows];
  const byTime = new Map<number, Row>();
  for (const row of rows) {
    const time = toTime(row[key]);
    if (time !== null) byTime.set(time, row);
  }
  const filled = starts.map((time) => byTime.get(time) ?? empty(time));
  const known = new Set(starts);
  // Buckets the server cut differently (another time zone) are kept, not lost.
  const others = rows.filter((row) => {
    const time = toTime(row[key]);
    return time === null || !known.has(time);
  });
  return [...filled, ...others].sort((a, b) => (toTime(a[key]) ?? 0) - (toTime(b[key]) ?? 0));
}
