import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';

const calls: Array<[string, number?]> = [];
vi.mock('@mantine/nprogress', () => ({
  nprogress: {
    set: (value: number) => calls.push(['set', value]),
    complete: () => calls.push(['complete']),
  },
}));

const { beginRequest, endRequest, estimatedProgress, pendingRequests } = await import('./progress');
const shown = () => calls.some(([name]) => name === 'set');
const completed = () => calls.filter(([name]) => name === 'complete').length;

beforeEach(() => {
  vi.useFakeTimers();
  calls.length = 0;
});
afterEach(() => {
  // Leave no request behind for the next test.
  while (pendingRequests() > 0) endRequest();
  vi.runOnlyPendingTimers();
  vi.useRealTimers();
});

describe('the page progress bar (spec §9)', () => {
  it('never shows for a request shorter than 200 ms', () => {
    beginRequest();
    vi.advanceTimersByTime(199);
    endRequest();
    vi.advanceTimersByTime(1000);
    expect(calls).toEqual([]);
  });

  it('shows for a longer request, stays at least 200 ms, then completes once', () => {
    beginRequest();
    vi.advanceTimersByTime(200);
    expect(shown()).toBe(true);
    vi.advanceTimersByTime(10);
    endRequest();
    vi.advanceTimersByTime(189);
    expect(completed()).toBe(0);
    vi.advanceTimersByTime(1);
    expect(completed()).toBe(1);
  });

  it('runs on a 5000 ms scale: about 70% at five seconds, climbing but never full while loading', () => {
    beginRequest();
    vi.advanceTimersByTime(200 + 5000);
    const values = calls.filter(([name]) => name === 'set').map(([, value]) => value as number);
    const last = values.at(-1) ?? 0;
    expect(last).toBeGreaterThan(65);
    expect(last).toBeLessThan(75);
    expect(values.every((value, i) => i === 0 || value >= (values[i - 1] ?? 0))).toBe(true);
    vi.advanceTimersByTime(60_000);
    expect(calls.filter(([name]) => name === 'set').at(-1)?.[1]).toBeLessThan(100);
    endRequest();
    vi.advanceTimersByTime(0);
    expect(completed()).toBe(1);
  });

  it('keeps one bar across overlapping and back-to-back requests', () => {
    beginRequest();
    vi.advanceTimersByTime(250);
    beginRequest();
    endRequest();
    vi.advanceTimersByTime(100);
    expect(completed()).toBe(0);
    endRequest();
    // The next request starts inside the minimum time: the bar goes on instead of blinking.
    vi.advanceTimersByTime(40);
    beginRequest();
    vi.advanceTimersByTime(500);
    expect(completed()).toBe(0);
    endRequest();
    vi.advanceTimersByTime(0);
    expect(completed()).toBe(1);
  });

  it('estimates from 0 upwards, 50% at a quarter of the scale', () => {
    expect(estimatedProgress(0)).toBe(0);
    expect(estimatedProgress(1250)).toBeCloseTo(29.5, 0);
    expect(estimatedProgress(2500)).toBeCloseTo(50, 5);
  });
});
