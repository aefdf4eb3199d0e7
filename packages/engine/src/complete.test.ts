import { describe, expect, it } from 'vitest';
import { buildIndex } from './search-index';
import { CATEGORIES, OFFERS } from './testing';

const index = buildIndex({ offers: OFFERS, categories: CATEGORIES });

describe('complete', () => {
  it('ranks offers with the popularity and popularity boost it is given', () => {
    const scoreOf = (request: Partial<Parameters<typeof index.complete>[0]>) =>
      index.complete({ query: 'смар', offers: 10, ...request }).offers.find((entry) => entry.offer.id === '3')?.score as number;
    const plain = scoreOf({});
    const popularity = { '3': 50 };
    expect(scoreOf({ popularity })).toBeGreaterThan(plain);
    expect(scoreOf({ popularity, popularityBoost: 3 })).toBeGreaterThan(scoreOf({ popularity }));
    expect(scoreOf({ popularity, popularityBoost: 0 })).toBeCloseTo(plain);
  });

  it('suggests dictionary completions of the typed prefix, most frequent first', () => {
    const result = index.complete({ query: 'смар' });
    expect(result.suggestions[0]).toEqual({ text: 'смартфон', hits: 3, ranges: [[0, 4]] });
  });

  it('keeps the words typed before the last one in suggestions', () => {
    const result = index.complete({ query: 'чайник элек' });
    expect(result.suggestions[0]?.text).toBe('чайник электрический');
    expect(result.suggestions[0]?.ranges).toEqual([
      [0, 6],
      [7, 11],
    ]);
  });

  it('returns matching offers with the matched part of the name highlightable', () => {
    const result = index.complete({ query: 'samsung тел', offers: 2 });
    const tv = result.offers.find((hit) => hit.offer.id === '4');
    expect(tv?.ranges).toEqual([
      [0, 3],
      [10, 17],
    ]);
    expect(tv?.offer.name.slice(0, 3)).toBe('Тел');
  });

  it('returns categories and brands matching the prefix, with ranges', () => {
    expect(index.complete({ query: 'теле' }).categories).toEqual([
      { id: 'ph', name: 'Телефоны', hits: 4, ranges: [[0, 4]] },
      { id: 'tv', name: 'Телевизоры', hits: 1, ranges: [[0, 4]] },
    ]);
    expect(index.complete({ query: 'sam' }).brands).toEqual([{ name: 'Samsung', hits: 3, ranges: [[0, 3]] }]);
  });

  it('completes a prefix typed in the wrong layout', () => {
    expect(index.complete({ query: 'cvfh' }).suggestions[0]?.text).toBe('смартфон');
  });

  it('finds offers for a prefix typed in the other alphabet', () => {
    expect(index.complete({ query: 'самс' }).offers.map((hit) => hit.offer.vendor)).toContain('Samsung');
  });

  it('answers an empty query with nothing', () => {
    expect(index.complete({ query: '  ' })).toEqual({ suggestions: [], offers: [], categories: [], brands: [] });
  });
});
