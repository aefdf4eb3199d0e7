import { describe, expect, it } from 'vitest';
import { AB_STORAGE_KEY, assignSegment, type KeyValueStore, segmentGoal } from './ab';

function memoryStore(): KeyValueStore & { data: Map<string, string> } {
  const data = new Map<string, string>();
  return { data, getItem: (k) => data.get(k) ?? null, setItem: (k, v) => void data.set(k, v) };
}

describe('assignSegment', () => {
  it('draws A below the A share and B above it', () => {
    expect(assignSegment(memoryStore(), 30, () => 0.29)).toBe('A');
    expect(assignSegment(memoryStore(), 30, () => 0.31)).toBe('B');
  });

  it('stores the segment under the §9 key and keeps it on later visits', () => {
    const store = memoryStore();
    expect(assignSegment(store, 50, () => 0.9)).toBe('B');
    expect(store.data.get(AB_STORAGE_KEY)).toBe('VITRINA_V2_AB_TEST_SEGMENT_B');
    expect(assignSegment(store, 50, () => 0.1)).toBe('B');
    expect(assignSegment(store, 100, () => 0)).toBe('B');
  });

  it('still answers when storage throws', () => {
    const broken: KeyValueStore = {
      getItem: () => {
        throw new Error('denied');
      },
      setItem: () => {
        throw new Error('denied');
      },
    };
    expect(assignSegment(broken, 100, () => 0.5)).toBe('A');
    expect(assignSegment(null, 0, () => 0.5)).toBe('B');
  });

  it('names the goal after the segment', () => {
    expect(segmentGoal('A')).toBe('VITRINA_V2_AB_TEST_SEGMENT_A');
  });
});
