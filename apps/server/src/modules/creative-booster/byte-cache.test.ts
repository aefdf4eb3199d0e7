import { describe, expect, it } from 'vitest';
import { ByteCache } from './byte-cache';

describe('image byte cache', () => {
  it('answers only for the hash it holds, evicts the least recently used past its budget and skips huge images', () => {
    const cache = new ByteCache(800);
    const bytes = (n: number) => Buffer.alloc(n, 1);
    cache.set('a', 'h1', bytes(100));
    expect(cache.get('a', 'h1')).toHaveLength(100);
    expect(cache.get('a', 'h2')).toBeNull();
    for (const key of ['b', 'c', 'd', 'e', 'f', 'g', 'h']) cache.set(key, 'h', bytes(100));
    // Reading 'a' makes it the newest, so 'b' is the oldest when the ninth image comes.
    expect(cache.get('a', 'h1')).not.toBeNull();
    cache.set('i', 'h', bytes(100));
    expect(cache.get('b', 'h')).toBeNull();
    expect(cache.get('a', 'h1')).not.toBeNull();
    cache.set('big', 'h', bytes(101));
    expect(cache.get('big', 'h')).toBeNull();
    cache.deletePrefix('');
    expect(cache.get('a', 'h1')).toBeNull();
  });
});
