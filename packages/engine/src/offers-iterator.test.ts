import { describe, expect, it } from 'vitest';
import { buildIndex, createIndexBuilder, deserializeIndex, serializeIndex } from './index';
import { makeOffer } from './testing';

const offer = (i: number) => makeOffer({ id: `o${i}`, name: `Offer ${i}`, price: i, available: i % 3 !== 0 });

describe('SearchIndex.offers()', () => {
  it('yields every offer once, available or not, past any search page size', () => {
    const offers = Array.from({ length: 25_001 }, (_, i) => offer(i));
    const ids = [...buildIndex({ offers }).offers()].map((o) => o.id);
    expect(ids).toHaveLength(25_001);
    expect(new Set(ids)).toEqual(new Set(offers.map((o) => o.id)));
  });

  it('yields the same offers from a streamed build and from a loaded snapshot', () => {
    const builder = createIndexBuilder({});
    for (let i = 0; i < 50; i++) builder.add(offer(i));
    const index = builder.finish();
    const loaded = deserializeIndex(serializeIndex(index));
    expect([...loaded.offers()].map((o) => o.id)).toEqual([...index.offers()].map((o) => o.id));
    expect([...loaded.offers()][7]).toEqual(index.findById('o7'));
  });
});
