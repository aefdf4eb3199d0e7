import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { SettingsError } from '../formula/errors';
import { compileFormula } from '../formula/formula';
import { buildIndex } from '../search-index';
import { CATEGORIES, makeOffer, OFFERS } from '../testing';
import type { SearchRequest } from '../types';
import { compileRankingConstructor, type RankingConstruction } from './ranking-constructor';
import { compileScriptScore } from './script-score';

const offers = OFFERS.map((offer) => (offer.id === '3' ? { ...offer, oldPrice: 40000, reviewCount: 12 } : offer));
const index = buildIndex({ offers, categories: CATEGORIES });
const ids = (request: Partial<SearchRequest> & { query: string }) =>
  index.search({ limit: 50, ...request }).offers.map((hit) => hit.offer.id);
const issueKeys = (run: () => unknown) => {
  try {
    run();
  } catch (error) {
    return error instanceof SettingsError ? error.issues.map((issue) => `${issue.key}@${issue.path}`) : error;
  }
  return [];
};

describe('scoreFormula', () => {
  it('rescores every candidate, so a price formula puts the dearest match first', () => {
    expect(ids({ query: 'смартфон', scoreFormula: compileFormula('price') })).toEqual(['2', '1', '3', '8']);
  });

  it('reads the text score, discount, review count and params of each offer', () => {
    expect(ids({ query: 'смартфон', scoreFormula: compileFormula('score + discount') })[0]).toBe('3');
    expect(ids({ query: 'смартфон', scoreFormula: compileFormula('reviewCount') })[0]).toBe('3');
    expect(ids({ query: 'смартфон', scoreFormula: compileFormula('score * (params["Память"] > 200 ? 10 : 1)') })[0]).toBe('3');
    expect(
      ids({ query: 'samsung', scoreFormula: compileFormula('params["Цвет"] == "ЧЁРНЫЙ" ? 2 : 1') })
        .slice(0, 2)
        .sort(),
    ).toEqual(['1', '4']);
  });

  it('applies several formulas in order, each reading the previous result as score', () => {
    const hits = index.search({ query: 'xiaomi', scoreFormula: [compileFormula('10'), compileFormula('score * 3')] }).offers;
    expect(hits[0]?.score).toBe(30);
  });

  it('still drops offers the formula scores below minScore', () => {
    expect(ids({ query: 'смартфон', scoreFormula: compileFormula('price > 25000 ? 1 : -1') }).sort()).toEqual(['1', '2']);
  });
});

describe('compileScriptScore', () => {
  const settings = {
    segments: [
      { name: 'A', formula: 'score * 2' },
      { name: 'B', formula: 'price' },
    ],
    default: 'score + 1',
  };

  it('picks the formula of a segment, the default for any other, none without a default', () => {
    const script = compileScriptScore(settings);
    expect(script.forSegment('B')?.text).toBe('price');
    expect(script.forSegment(' a ')?.text).toBe('score * 2');
    expect(script.forSegment('C')?.text).toBe('score + 1');
    expect(script.forSegment(null)?.text).toBe('score + 1');
    expect(compileScriptScore({ segments: settings.segments }).forSegment('C')).toBeNull();
  });

  it('rejects a duplicate segment name, an unnamed segment and a formula that does not compile (§5)', () => {
    expect(
      issueKeys(() =>
        compileScriptScore({
          segments: [
            { name: 'A', formula: 'score' },
            { name: 'a ', formula: 'price' },
            { name: '', formula: 'score' },
            { name: 'C', formula: 'score +' },
          ],
        }),
      ),
    ).toEqual([
      'SCRIPT_SCORE_DUPLICATE_SEGMENT@segments[1].name',
      'SCRIPT_SCORE_SEGMENT_REQUIRED@segments[2].name',
      'FORMULA_UNEXPECTED_END@segments[3].formula',
    ]);
  });
});

describe('customSort', () => {
  it('orders matches by the keys, with missing values last and relevance breaking ties', () => {
    expect(ids({ query: 'смартфон', customSort: [{ field: 'price', direction: 'asc' }] })).toEqual(['8', '3', '1', '2']);
    expect(ids({ query: 'смартфон', customSort: [{ field: 'price', direction: 'desc' }] })).toEqual(['2', '1', '3', '8']);
    expect(ids({ query: 'чайник', customSort: [{ field: 'price', direction: 'desc' }] })).toEqual(['5', '6']);
    // 4 and 7 have no memory: relevance decides between them.
    const byRelevance = ids({ query: 'samsung' }).filter((id) => id === '4' || id === '7');
    expect(ids({ query: 'samsung', customSort: [{ field: 'Память', direction: 'desc' }] })).toEqual(['1', ...byRelevance]);
  });

  it('sorts by name, discount and a second key', () => {
    expect(ids({ query: 'смартфон', customSort: [{ field: 'name', direction: 'asc' }] })).toEqual(['8', '2', '1', '3']);
    expect(ids({ query: 'смартфон', customSort: [{ field: 'discount', direction: 'desc' }] })[0]).toBe('3');
    const byMemory = [
      { field: 'Память', direction: 'asc' as const },
      { field: 'rating', direction: 'desc' as const },
    ];
    expect(ids({ query: 'смартфон', customSort: byMemory })).toEqual(['2', '1', '3', '8']);
  });

  it('keeps every sorted page consistent with the full sorted list', () => {
    const catalog = Array.from({ length: 60 }, (_, i) => makeOffer({ id: `p${i}`, name: `лампа ${i % 7}`, price: (i * 37) % 50 }));
    const lamps = buildIndex({ offers: catalog });
    fc.assert(
      fc.property(fc.integer({ min: 0, max: 59 }), fc.integer({ min: 1, max: 20 }), fc.boolean(), (skip, limit, asc) => {
        const customSort = [{ field: 'price', direction: asc ? ('asc' as const) : ('desc' as const) }];
        const all = lamps.search({ query: 'лампа', limit: 100, customSort }).offers.map((hit) => hit.offer.id);
        const page = lamps.search({ query: 'лампа', skip, limit, customSort }).offers.map((hit) => hit.offer.id);
        expect(page).toEqual(all.slice(skip, skip + limit));
      }),
      { numRuns: 50 },
    );
  });
});

describe('compileRankingConstructor', () => {
  const score = (constructions: RankingConstruction[], vars: Parameters<ReturnType<typeof compileFormula>['evaluate']>[0]) =>
    compileRankingConstructor(constructions).evaluate({ score: 10, ...vars });

  it('a) multiplies the score by one plus the weighted parameter', () => {
    expect(score([{ type: 'a', field: 'rating', weight: 0.5 }], { rating: 4 })).toBe(30);
    expect(score([{ type: 'a', field: 'Вес', weight: 1 }], { params: { Вес: '2' } })).toBe(30);
    expect(score([{ type: 'a', field: 'Вес', weight: 1 }], { params: {} })).toBe(10);
  });

  it('b) adds the weighted parameter to the score', () => {
    expect(score([{ type: 'b', field: 'popularity', weight: 2 }], { popularity: 7 })).toBe(24);
    expect(score([{ type: 'b', field: 'Маржа', weight: 0.5 }], { params: { Маржа: '3,5' } })).toBe(11.75);
  });

  it('c) boosts by the weight only offers that have the parameter', () => {
    const hit: RankingConstruction = { type: 'c', field: 'Хит', weight: 3 };
    expect(score([hit], { params: { Хит: 'да' } })).toBe(30);
    expect(score([hit], { params: { Цвет: 'синий' } })).toBe(10);
    expect(score([{ type: 'c', field: 'discount', weight: 2 }], { discount: 15 })).toBe(20);
    expect(score([{ type: 'c', field: 'discount', weight: 2 }], { discount: 0 })).toBe(10);
    expect(score([{ type: 'c', field: 'vendor', weight: 2 }], { vendor: 'Bosch' })).toBe(20);
    expect(score([{ type: 'c', field: 'vendor', weight: 2 }], { vendor: null })).toBe(10);
  });

  it('d) boosts by the logarithm of the parameter, so large values gain ever less', () => {
    expect(score([{ type: 'd', field: 'reviewCount', weight: 1 }], { reviewCount: Math.E - 1 })).toBeCloseTo(20);
    const many = score([{ type: 'd', field: 'reviewCount', weight: 1 }], { reviewCount: 1000 });
    const more = score([{ type: 'd', field: 'reviewCount', weight: 1 }], { reviewCount: 2000 });
    expect(more - many).toBeLessThan(10);
    expect(score([{ type: 'd', field: 'reviewCount', weight: 1 }], { reviewCount: -5 })).toBe(10);
  });

  it('applies constructions in order, each on the result of the one before', () => {
    const constructions: RankingConstruction[] = [
      { type: 'b', field: 'rating', weight: 1 },
      { type: 'a', field: 'available', weight: 1 },
    ];
    expect(score(constructions, { rating: 5, available: 1 })).toBe(30);
    expect(score(constructions, { rating: 5, available: 0 })).toBe(15);
  });

  it('requires every parameter of a construction (§5) and reports each missing one', () => {
    const bad = [
      { type: 'a', field: 'rating' },
      { type: 'b', field: '', weight: 1 },
      { type: 'd', field: 'vendor', weight: 1 },
      { type: 'e', field: 'price', weight: 1 },
    ] as unknown as RankingConstruction[];
    expect(issueKeys(() => compileRankingConstructor(bad))).toEqual([
      'RANKING_PARAM_REQUIRED@[0].weight',
      'RANKING_PARAM_REQUIRED@[1].field',
      'RANKING_FIELD_NOT_NUMERIC@[2].field',
      'RANKING_UNKNOWN_TYPE@[3].type',
    ]);
  });

  it('ranks a search when passed as scoreFormula', () => {
    const boostXiaomi = compileRankingConstructor([{ type: 'd', field: 'Память', weight: 50 }]);
    expect(ids({ query: 'смартфон', scoreFormula: boostXiaomi })[0]).toBe('3');
  });
});
