import { describe, expect, it } from 'vitest';
import { buildIndex } from '../search-index';
import { makeOffer } from '../testing';
import type { EngineCategory } from '../types';

const categories: EngineCategory[] = [
  { id: 'mix', name: 'Смесители', parentId: null },
  { id: 'parts', name: 'Комплектующие', parentId: null },
];
const offers = [
  makeOffer({ id: 'a', name: 'Смеситель Grohe хром', categoryId: 'mix' }),
  makeOffer({ id: 'b', name: 'Смеситель Kaiser латунь', categoryId: 'mix' }),
  makeOffer({ id: 'c', name: 'Смеситель Frap белый', categoryId: 'mix' }),
  makeOffer({ id: 'd', name: 'Смеситель Ledeme для кухни', categoryId: 'parts' }),
];
const index = buildIndex({ offers, categories, options: { locales: ['ru'] } });
const ids = (learned?: Parameters<typeof index.search>[0]['learned'], extra = {}) =>
  index.search({ query: 'смеситель', learned, ...extra }).offers.map((hit) => hit.offer.id);

describe('learned signals', () => {
  it('multiply an offer’s score: promoted offers rise, demoted ones fall, others keep their order', () => {
    const cold = ids();
    expect(ids({ offers: new Map([['c', 3]]) })[0]).toBe('c');
    expect(ids({ offers: new Map([[cold[0] as string, 0.2]]) }).at(-1)).toBe(cold[0]);
    expect(ids({ offers: new Map() })).toEqual(cold);
    expect(ids({ offers: new Map([['unknown', 5]]) })).toEqual(cold);
  });

  it('are capped: no multiplier beyond ×8 or below ×1/8, junk values ignored', () => {
    const [hit] = index.search({ query: 'смеситель', explain: true, learned: { offers: new Map([['d', 1e9]]) } }).offers;
    expect(hit?.explain?.boosts.learned).toBe(8);
    const low = index.search({ query: 'смеситель', explain: true, learned: { offers: new Map([['a', 1e-9]]) } }).offers;
    expect(low.find((h) => h.offer.id === 'a')?.explain?.boosts.learned).toBe(1 / 8);
    expect(
      ids({
        offers: new Map([
          ['a', Number.NaN],
          ['b', -2],
          ['c', Number.POSITIVE_INFINITY],
        ]),
      }),
    ).toEqual(ids());
  });

  it('give way to merchandising: a pinned offer stays first whatever was learned', () => {
    expect(ids({ offers: new Map([['a', 8]]) }, { pinnedIds: ['d'] })[0]).toBe('d');
  });

  it('join the catalog’s categorisation with shoppers’ clicked categories', () => {
    // The catalog alone: three mixers of four in 'mix', so 'mix' is favoured; shoppers clicking only 'parts' tip it.
    const explained = (learned?: Parameters<typeof index.search>[0]['learned']) =>
      new Map(index.search({ query: 'смеситель', explain: true, learned }).offers.map((h) => [h.offer.id, h.explain?.boosts.category]));
    const catalog = explained();
    expect(catalog.get('a')).toBeGreaterThan(1);
    expect(catalog.get('d')).toBe(1);
    const clicked = explained({ categories: new Map([['parts', 1]]) });
    expect(clicked.get('d')).toBeGreaterThan(clicked.get('a') as number);
  });
});

describe('query categorisation', () => {
  it('samples the best matches evenly, not the feed’s first ones: a word spread over categories favours none', () => {
    const spread = Array.from({ length: 600 }, (_, i) =>
      makeOffer({ id: `s${i}`, name: `Товар ${i} черный`, categoryId: i < 250 ? 'mix' : i < 425 ? 'parts' : 'other' }),
    );
    const all = [...categories, { id: 'other', name: 'Другое', parentId: null }];
    const wide = buildIndex({ offers: spread, categories: all, options: { locales: ['ru'] } });
    const hits = wide.search({ query: 'черный', explain: true, limit: 600 }).offers;
    // 'mix' holds 42% of the matches: it is favoured; 'parts' (29%) and 'other' (29%) are not.
    expect(hits.find((h) => h.offer.categoryId === 'mix')?.explain?.boosts.category).toBeGreaterThan(1);
    expect(hits.find((h) => h.offer.categoryId === 'parts')?.explain?.boosts.category).toBe(1);
  });
});
