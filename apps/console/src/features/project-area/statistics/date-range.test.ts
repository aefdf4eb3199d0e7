import { describe, expect, it } from 'vitest';
import { rangeOf } from './date-range';

// A local afternoon: presets must not depend on the hour they are chosen at.
const NOW = new Date(2025, 2, 15, 14, 30);
const local = (year: number, month: number, day: number) => new Date(year, month - 1, day).toISOString();

describe('statistics date presets', () => {
  it('covers today from its midnight to the next one', () => {
    expect(rangeOf({ preset: 'today' }, NOW)).toEqual({ from: local(2025, 3, 15), to: local(2025, 3, 16) });
  });

  it('covers the last 7, 30 and 90 days including today', () => {
    expect(rangeOf({ preset: '7d' }, NOW)).toEqual({ from: local(2025, 3, 9), to: local(2025, 3, 16) });
    expect(rangeOf({ preset: '30d' }, NOW)).toEqual({ from: local(2025, 2, 14), to: local(2025, 3, 16) });
    expect(rangeOf({ preset: '90d' }, NOW)).toEqual({ from: local(2024, 12, 16), to: local(2025, 3, 16) });
  });

  it('gives the same range all day long, so cached reports are reused', () => {
    expect(rangeOf({ preset: '7d' }, new Date(2025, 2, 15, 0, 1))).toEqual(rangeOf({ preset: '7d' }, new Date(2025, 2, 15, 23, 59)));
  });

  it('covers both days of a custom range whole, in either order', () => {
    const expected = { from: local(2025, 1, 1), to: local(2025, 2, 1) };
    expect(rangeOf({ preset: 'custom', from: '2025-01-01', to: '2025-01-31' }, NOW)).toEqual(expected);
    expect(rangeOf({ preset: 'custom', from: '2025-01-31', to: '2025-01-01' }, NOW)).toEqual(expected);
  });

  it('falls back to 30 days when a custom day is missing or malformed', () => {
    expect(rangeOf({ preset: 'custom', from: '2025-01-01', to: 'soon' }, NOW)).toEqual(rangeOf({ preset: '30d' }, NOW));
  });
});
