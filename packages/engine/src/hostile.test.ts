import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { buildIndex } from './search-index';
import { CATEGORIES, OFFERS } from './testing';

const index = buildIndex({ offers: OFFERS, categories: CATEGORIES });

describe('hostile queries', () => {
  const queries = [
    'a'.repeat(10_000),
    'смартфон '.repeat(2_000),
    '\u0000\u0001\u0007\u001b[31m\r\n\t',
    '.*(a+)+$ [^] \\ (?<x>',
    "' OR 1=1; DROP TABLE offers; --",
    '😀 👍🏽 🇷🇺 смартфон 😀',
    '\ud800 lone surrogate \udfff',
    '-/-/-/ ... ,,, +++ ___',
    '1'.repeat(500),
    'vc-'.repeat(300),
  ];

  it.each(queries.map((query) => [query.slice(0, 30), query]))('never throws on %j', (_label, query) => {
    expect(() => index.search({ query, facets: true, explain: true, groupByCategories: { size: 3 } })).not.toThrow();
    expect(() => index.complete({ query })).not.toThrow();
  });

  it('answers a long query fast', () => {
    const start = performance.now();
    index.search({ query: 'смартфон самсунг '.repeat(600) });
    expect(performance.now() - start).toBeLessThan(500);
  });

  it('never throws on any string, odd paging or odd filters', () => {
    fc.assert(
      fc.property(fc.string({ maxLength: 200 }), fc.integer(), fc.integer(), fc.string(), (query, skip, limit, value) => {
        const result = index.search({
          query,
          skip,
          limit,
          filters: { params: { [value]: [value] }, price: { from: skip, to: limit }, categoryId: value },
        });
        expect(result.offers.length).toBeLessThanOrEqual(Math.max(0, limit));
        index.complete({ query });
      }),
      { numRuns: 300 },
    );
  });

  it('treats NaN and negative paging as defaults', () => {
    const result = index.search({ query: '', skip: Number.NaN, limit: -5 });
    expect(result.offers).toEqual([]);
    expect(index.search({ query: '', skip: -3, limit: Number.NaN }).offers.length).toBe(OFFERS.length);
  });

  it('ignores malformed scoreFormula, customSort and excludeCategoryIds values instead of throwing', () => {
    const odd = [null, {}, 'price', [null, 1, { evaluate: 'x' }], [{ field: 42, direction: 'sideways' }, null]];
    for (const value of odd) {
      const request = {
        query: 'смартфон',
        scoreFormula: value,
        customSort: value,
        filters: { excludeCategoryIds: [value, 'nope'] },
      } as unknown as Parameters<typeof index.search>[0];
      expect(() => index.search(request)).not.toThrow();
    }
  });
});
