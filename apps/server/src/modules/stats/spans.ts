import { INTENT_WINDOW_MS, type Span } from './intents';

export const DAY_MS = 24 * 3600 * 1000;

/** UTC days (YYYY-MM-DD) that lie wholly in [from, to), with room for the typing window after each. */
export function wholeDays(from: Date, to: Date): string[] {
  const days: string[] = [];
  let day = Math.ceil(from.getTime() / DAY_MS) * DAY_MS;
  // The window after a day must fit before `to`: the raw answer never looks past `to`, so a day
  // whose last keystroke's continuation falls after it is read raw to give the same answer.
  while (day + DAY_MS + INTENT_WINDOW_MS <= to.getTime()) {
    days.push(new Date(day).toISOString().slice(0, 10));
    day += DAY_MS;
  }
  return days;
}

/** [from, to) minus the rolled-up days: the stretches read from raw events, merged where they touch. */
export function rawSpans(from: Date, to: Date, rolledDays: readonly string[]): Span[] {
  const spans: Span[] = [];
  let cursor = from.getTime();
  for (const day of [...rolledDays].sort()) {
    const start = Date.parse(`${day}T00:00:00Z`);
    if (start > cursor) spans.push({ from: new Date(cursor), to: new Date(start) });
    cursor = Math.max(cursor, start + DAY_MS);
  }
  if (cursor < to.getTime()) spans.push({ from: new Date(cursor), to });
  return spans;
}

/** UTC months (their first day) that lie wholly in [from, to), with room for the typing window after each. */
export function wholeMonths(from: Date, to: Date): string[] {
  const months: string[] = [];
  const f = new Date(from.getTime());
  let start = Date.UTC(f.getUTCFullYear(), f.getUTCMonth() + (f.getTime() > Date.UTC(f.getUTCFullYear(), f.getUTCMonth(), 1) ? 1 : 0), 1);
  for (;;) {
    const s = new Date(start);
    const end = Date.UTC(s.getUTCFullYear(), s.getUTCMonth() + 1, 1);
    if (end + INTENT_WINDOW_MS > to.getTime()) return months;
    months.push(s.toISOString().slice(0, 10));
    start = end;
  }
}

/** The UTC days (YYYY-MM-DD) of the month starting on `month`. */
export function daysOfMonth(month: string): string[] {
  const start = Date.parse(`${month}T00:00:00Z`);
  const days: string[] = [];
  for (let day = start; new Date(day).getUTCMonth() === new Date(start).getUTCMonth(); day += DAY_MS) {
    days.push(new Date(day).toISOString().slice(0, 10));
  }
  return days;
}
