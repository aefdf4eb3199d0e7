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
    expect(ids({ query: 'samsung', customSort: [{ field: 'Память', direction: 'desc' }] })).toEqual(['1', '7', '4']);
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

  it('a) multiplies the score by a weighted field', () => {
    expect(score([{ type: 'multiply', field: 'rating', weight: 0.5 }], { rating: 4 })).toBe(30);
    expect(score([{ type: 'a', field: 'Вес', weight: 1 }], { params: { Вес: '2' } })).toBe(30);
  });

  it('b) adds a bonus when a field equals a value', () => {
    expect(score([{ type: 'bonus', field: 'vendor', value: 'samsung', bonus: 5 }], { vendor: 'Samsung' })).toBe(15);
    expect(score([{ type: 'b', field: 'Цвет', value: 'белый', bonus: 5 }], { params: { Цвет: 'черный' } })).toBe(10);
    expect(score([{ type: 'b', field: 'available', value: 1, bonus: 1 }], { available: 1 })).toBe(11);
  });

  it('c) boosts when a numeric field is in a range, either bound optional', () => {
    const range: RankingConstruction = { type: 'range', field: 'price', from: 100, to: 200, boost: 2 };
    expect(score([range], { price: 150 })).toBe(20);
    expect(score([range], { price: 250 })).toBe(10);
    expect(score([{ type: 'c', field: 'price', to: 200, boost: 3 }], { price: 5 })).toBe(30);
  });

  it('d) penalises by a factor when a condition holds, and applies constructions in order', () => {
    const constructions: RankingConstruction[] = [
      { type: 'penalty', condition: 'available == 0', factor: 0.1 },
      { type: 'bonus', field: 'vendor', value: 'Bosch', bonus: 1 },
    ];
    expect(score(constructions, { available: 0, vendor: 'bosch' })).toBe(2);
    expect(score(constructions, { available: 1, vendor: 'tefal' })).toBe(10);
  });

  it('requires every parameter of a construction (§5) and reports each missing one', () => {
    const bad = [
      { type: 'multiply', field: 'rating' },
      { type: 'bonus', field: '', value: 'x', bonus: 1 },
      { type: 'range', field: 'price', boost: 2 },
      { type: 'penalty', condition: 'price >', factor: 0.5 },
      { type: 'e' },
    ] as unknown as RankingConstruction[];
    expect(issueKeys(() => compileRankingConstructor(bad))).toEqual([
      'RANKING_PARAM_REQUIRED@[0].weight',
      'RANKING_PARAM_REQUIRED@[1].field',
      'RANKING_PARAM_REQUIRED@[2].from',
      'FORMULA_UNEXPECTED_END@[3].condition',
      'RANKING_UNKNOWN_TYPE@[4].type',
    ]);
  });

  it('ranks a search when passed as scoreFormula', () => {
    const boostXiaomi = compileRankingConstructor([{ type: 'bonus', field: 'vendor', value: 'Xiaomi', bonus: 100 }]);
    expect(ids({ query: 'смартфон', scoreFormula: boostXiaomi })[0]).toBe('3');
  });
});
