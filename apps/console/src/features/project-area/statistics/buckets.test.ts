import { describe, expect, it } from 'vitest';
import { bucketStarts, fillBuckets } from './buckets';

const iso = (text: string) => new Date(`${text}T00:00:00.000Z`).getTime();

describe('chart buckets', () => {
  it('lists every UTC day of the range', () => {
    expect(bucketStarts({ from: '2025-03-13T00:00:00.000Z', to: '2025-03-16T00:00:00.000Z' }, 'day')).toEqual([
      iso('2025-03-13'),
      iso('2025-03-14'),
      iso('2025-03-15'),
    ]);
  });

  it('starts weeks on Monday and months on the first, like the server', () => {
    const range = { from: '2025-03-13T00:00:00.000Z', to: '2025-04-02T00:00:00.000Z' };
    expect(bucketStarts(range, 'week')).toEqual([iso('2025-03-10'), iso('2025-03-17'), iso('2025-03-24'), iso('2025-03-31')]);
    expect(bucketStarts(range, 'month')).toEqual([iso('2025-03-01'), iso('2025-04-01')]);
  });

  it('fills the days without data with empty rows and keeps the rest', () => {
    const rows = [{ day: '2025-03-14T00:00:00.000Z', searches: 5 }];
    const filled = fillBuckets(rows, 'day', { from: '2025-03-13T00:00:00.000Z', to: '2025-03-16T00:00:00.000Z' }, 'day', (time) => ({
      day: new Date(time).toISOString(),
      searches: 0,
    }));
    expect(filled.map((row) => row.searches)).toEqual([0, 5, 0]);
  });

  it('leaves very long ranges as they are', () => {
    expect(bucketStarts({ from: '2000-01-01T00:00:00.000Z', to: '2025-01-01T00:00:00.000Z' }, 'day')).toBeNull();
  });
});
