import { describe, expect, it } from 'vitest';
import { bestKeys } from './facets';

/** The reference: every key sorted by count (most first, ties by the lower key), then cut. */
function sortedBest(counts: Int32Array, keys: number[], limit: number): number[] {
  return [...keys].sort((a, b) => (counts[b] as number) - (counts[a] as number) || a - b).slice(0, Math.max(0, limit));
}

describe('bestKeys', () => {
  it('keeps the same keys in the same order as a full sort, for any counts and limit', () => {
    let seed = 7;
    const random = (n: number) => {
      seed = (seed * 1103515245 + 12345) % 2 ** 31;
      return seed % n;
    };
    for (let round = 0; round < 500; round++) {
      const size = 1 + random(300);
      const counts = new Int32Array(size);
      const keys: number[] = [];
      for (let key = 0; key < size; key++) {
        if (random(3) === 0) continue;
        counts[key] = 1 + random(round % 2 ? 4 : 1000);
        keys.push(key);
      }
      // Keys arrive in the order offers were counted, not sorted.
      for (let i = keys.length - 1; i > 0; i--) {
        const j = random(i + 1);
        [keys[i], keys[j]] = [keys[j] as number, keys[i] as number];
      }
      for (const limit of [0, 1, 2, 20, 64, 65, 1000]) expect(bestKeys(counts, keys, limit)).toEqual(sortedBest(counts, keys, limit));
    }
  });

  it('keeps nothing for a negative or missing limit and everything for an unbounded one', () => {
    const counts = Int32Array.from([3, 1, 2]);
    expect(bestKeys(counts, [0, 1, 2], -5)).toEqual([]);
    expect(bestKeys(counts, [0, 1, 2], Number.NaN)).toEqual([]);
    expect(bestKeys(counts, [0, 1, 2], Number.POSITIVE_INFINITY)).toEqual([0, 2, 1]);
  });
});
