import { describe, expect, it } from 'vitest';
import { RECENT_MAX, readRecent, recentKey, rememberViewed } from './carousel-recent';

const memory = () => {
  const data = new Map<string, string>();
  return { getItem: (k: string) => data.get(k) ?? null, setItem: (k: string, v: string) => void data.set(k, v), data };
};

describe('recently viewed products', () => {
  it('keeps the newest first and moves a product seen again to the front', () => {
    const store = memory();
    rememberViewed(store, 'p', 'a');
    rememberViewed(store, 'p', 'b');
    expect(rememberViewed(store, 'p', 'a')).toEqual(['a', 'b']);
    expect(readRecent(store, 'p')).toEqual(['a', 'b']);
  });

  it('forgets the oldest beyond the limit', () => {
    const store = memory();
    for (let i = 0; i < RECENT_MAX + 5; i++) rememberViewed(store, 'p', `o${i}`);
    const list = readRecent(store, 'p');
    expect(list).toHaveLength(RECENT_MAX);
    expect(list[0]).toBe(`o${RECENT_MAX + 4}`);
  });

  it('reads a damaged or foreign value as an empty list, and works without storage', () => {
    const store = memory();
    store.data.set(recentKey('p'), '{"not":"a list"}');
    expect(readRecent(store, 'p')).toEqual([]);
    store.data.set(recentKey('p'), 'not json');
    expect(readRecent(store, 'p')).toEqual([]);
    expect(rememberViewed(null, 'p', 'x')).toEqual(['x']);
  });
});
