import { describe, expect, it } from 'vitest';
import { makeOffer } from '../testing';
import { lazyOfferStore } from './offer-store';

describe('lazy offer store', () => {
  it('decodes an offer once while it stays recent, and keeps no more than its bound', () => {
    const ids = Array.from({ length: 100 }, (_, i) => `o${i}`);
    const decoded: number[] = [];
    const decode = (d: number) => {
      decoded.push(d);
      return makeOffer({ id: ids[d] as string, name: `Товар ${d}` });
    };
    const store = lazyOfferStore(ids, decode, undefined, 4);
    const first = store.get(7);
    expect(store.get(7)).toBe(first);
    expect(store.get(7).name).toBe('Товар 7');
    expect(decoded).toEqual([7]);
    // 7 is in the older generation now; asking for it moves it back instead of decoding it.
    store.get(1);
    expect(store.get(7)).toBe(first);
    expect(decoded).toEqual([7, 1]);
    // A crawl through every offer: what was not asked for again is dropped, and decoded anew when asked.
    for (let d = 0; d < 100; d++) store.get(d);
    decoded.length = 0;
    store.get(7);
    store.get(99);
    expect(decoded).toEqual([7]);
    // peek never keeps what it decodes.
    store.peek(50);
    store.peek(50);
    expect(decoded).toEqual([7, 50, 50]);
  });
});
