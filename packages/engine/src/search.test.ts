import { describe, expect, it } from 'vitest';
import { buildIndex } from './search-index';
import { CATEGORIES, OFFERS } from './testing';

const index = buildIndex({ offers: OFFERS, categories: CATEGORIES });
const ids = (query: string, extra: Parameters<typeof index.search>[0] extends infer R ? Partial<R> : never = {}) =>
  index.search({ query, limit: 50, ...extra }).offers.map((hit) => hit.offer.id);

describe('search', () => {
  it('finds other forms of a word through its stem', () => {
    expect(ids('смартфоны')).toEqual(expect.arrayContaining(['1', '2', '3']));
  });

  it('ranks exact matches above typo matches', () => {
    const result = index.search({ query: 'смартфон', limit: 10, searchTypes: [{ type: 'all' }] });
    expect(
      result.offers
        .slice(0, 3)
        .map((hit) => hit.offer.id)
        .sort(),
    ).toEqual(['1', '2', '3']);
  });

  it('tolerates one typo in a word of 3-5 letters and two from 6 letters (AUTO:3,6)', () => {
    expect(ids('смратфон')).toContain('1');
    expect(ids('смртфн')).toContain('1');
    expect(ids('tefl')).toContain('6');
    expect(ids('tf', { searchTypes: [{ type: 'all' }] })).toEqual([]);
  });

  it('never allows typos on numbers and codes', () => {
    expect(ids('101235')).toEqual([]);
    expect(ids('101234')).toEqual(['1']);
  });

  it('completes the last word as a prefix (search as you type)', () => {
    expect(ids('самсунг тел')).toContain('4');
    expect(ids('xiao')).toEqual(['3']);
  });

  it('puts an exact vendorCode hit first', () => {
    expect(ids('VC-101234')[0]).toBe('1');
    expect(ids('vc101234')[0]).toBe('1');
    expect(ids('MTP03')[0]).toBe('2');
  });

  it('fixes the keyboard layout and reports the corrected query', () => {
    const result = index.search({ query: 'cvfhnajy' });
    expect(result.offers.map((hit) => hit.offer.id)).toContain('1');
    expect(result.correctedQuery).toBe('смартфон');
    expect(ids('ыфьыгтп')).toContain('1');
  });

  it('matches transliterated brand names both ways', () => {
    expect(ids('самсунг')).toEqual(expect.arrayContaining(['1', '4', '7']));
    expect(ids('samsung')).toEqual(expect.arrayContaining(['1', '4', '7']));
  });

  it('ranks name matches above description-only matches', () => {
    expect(ids('кабель смартфон', { searchTypes: [{ type: 'any' }] })[0]).toBe('8');
    const phones = ids('смартфон');
    expect(phones.indexOf('8')).toBeGreaterThan(phones.indexOf('3'));
  });

  it('applies one-way and two-way synonyms, multi-word included', () => {
    expect(ids('мобильник')).toEqual([]);
    expect(ids('мобильник', { synonyms: 'мобильник=>смартфон' })).toEqual(expect.arrayContaining(['1', '2', '3']));
    expect(ids('смартфон', { synonyms: 'мобильник=>смартфон' })).not.toContain('4');
    expect(ids('телик', { synonyms: 'телевизор,телик' })).toEqual(['4']);
    expect(ids('умный телефон', { synonyms: 'умный телефон=>смартфон' })).toEqual(expect.arrayContaining(['1', '2', '3']));
    const parsed = index.parseSynonyms(['мобильник => iphone, redmi note']);
    expect(ids('мобильник', { synonyms: parsed }).sort()).toEqual(['2', '3']);
  });

  it('filters by params (any of the values), price, availability, vendor and category subtree', () => {
    expect(ids('', { filters: { params: { Цвет: ['белый', 'черный'], Память: ['128'] } } }).sort()).toEqual(['1', '2']);
    expect(ids('', { filters: { price: { from: 1000, to: 30000 } } }).sort()).toEqual(['1', '3', '5']);
    expect(ids('чайник', { filters: { available: true } })).toEqual(['6']);
    expect(ids('', { filters: { categoryId: 'el' } }).sort()).toEqual(['1', '2', '3', '4', '7', '8']);
    expect(ids('', { filters: { vendors: ['samsung'] } }).sort()).toEqual(['1', '4', '7']);
    expect(ids('', { filters: { categoryId: 'nope' } })).toEqual([]);
  });

  it('sorts by price both ways with missing prices last, by rating, popularity and novelty', () => {
    expect(ids('', { sort: 'price_asc' }).slice(0, 3)).toEqual(['8', '7', '5']);
    expect(ids('', { sort: 'price_asc' }).at(-1)).toBe('6');
    expect(ids('', { sort: 'price_desc' })[0]).toBe('2');
    expect(ids('смартфон', { sort: 'rating' })).toEqual(['2', '1', '3', '8']);
    expect(ids('смартфон', { sort: 'popularity', popularity: { '3': 10, '1': 5 } }).slice(0, 2)).toEqual(['3', '1']);
    expect(ids('', { sort: 'novelty' })[0]).toBe('8');
  });

  it('applies the default boosts: no price ×0.0001, unavailable ×0.1', () => {
    const result = index.search({ query: 'чайник', explain: true });
    const bosch = result.offers.find((hit) => hit.offer.id === '5');
    const tefal = result.offers.find((hit) => hit.offer.id === '6');
    expect(bosch?.explain?.boosts.availability).toBe(0.1);
    expect(tefal?.explain?.boosts.price).toBe(0.0001);
  });

  it('counts facets disjunctively: a chosen vendor still shows the other vendors', () => {
    const result = index.search({ query: 'смартфон', facets: true, filters: { vendors: ['Apple'] } });
    expect(result.hits).toBe(1);
    const vendor = result.facets.find((facet) => facet.id === 'vendor');
    expect(vendor?.type === 'multiple' && vendor.options.map((option) => [option.id, option.hits]).sort()).toEqual([
      ['Apple', 1],
      ['Samsung', 1],
      ['Xiaomi', 1],
    ]);
    const color = result.facets.find((facet) => facet.id === 'Цвет');
    expect(color?.type === 'multiple' && color.options).toEqual([{ id: 'белый', name: 'белый', hits: 1 }]);
    const price = result.facets.find((facet) => facet.id === 'price');
    expect(price?.options).toEqual({ min: 90000, max: 90000 });
  });

  it('turns a param facet named in facetRanges into the min and max of its numbers', () => {
    const result = index.search({ query: 'смартфон', facets: true, facetRanges: ['Память', 'Цвет'] });
    expect(result.facets.find((facet) => facet.id === 'Память')).toEqual({
      id: 'Память',
      name: 'Память',
      type: 'range',
      options: { min: 128, max: 256 },
    });
    // A param without numbers has no range to show.
    expect(result.facets.find((facet) => facet.id === 'Цвет')).toBeUndefined();
  });

  it('filters by a numeric range of a param, its own range facet still showing every value', () => {
    const result = index.search({
      query: 'смартфон',
      facets: true,
      facetRanges: ['Память'],
      filters: { paramRanges: { Память: { from: 200, to: null } } },
    });
    expect(result.offers.map((hit) => hit.offer.id)).toEqual(['3']);
    expect(result.facets.find((facet) => facet.id === 'Память')?.options).toEqual({ min: 128, max: 256 });
    const none = index.search({ query: 'смартфон', filters: { paramRanges: { Цвет: { from: 1 } } } });
    expect(none.hits).toBe(0);
  });

  it('keeps facetsMaxCount options per facet', () => {
    const result = index.search({ query: '', facets: ['vendor'], facetsMaxCount: 2 });
    expect(result.facets).toHaveLength(1);
    expect(result.facets[0]?.type === 'multiple' && result.facets[0].options).toHaveLength(2);
  });

  it('groups the result by categories in each range mode', () => {
    const byCount = index.search({ query: 'samsung', groupByCategories: { size: 5, rangeType: 'offer_count' } }).categories;
    expect(byCount[0]).toMatchObject({ id: 'ph', name: 'Телефоны', hits: 2 });
    const byOrder = index.search({ query: 'samsung', groupByCategories: { size: 5, rangeType: 'ordering' } }).categories;
    expect(byOrder.map((c) => c.id)).toEqual(['ph', 'tv']);
    const byScore = index.search({ query: 'samsung', groupByCategories: { size: 1, skip: 0, rangeType: 'score' } }).categories;
    expect(byScore).toHaveLength(1);
    expect(byScore[0]?.score).toBeGreaterThan(0);
  });

  it('orders category groups by shoppers’ clicks in category_click mode, offer count breaking ties', () => {
    const groups = (categoryClicks?: Record<string, number>) =>
      index
        .search({ query: 'samsung', categoryClicks, groupByCategories: { size: 5, rangeType: 'category_click' } })
        .categories.map((c) => c.id);
    expect(groups()).toEqual(['ph', 'tv']);
    expect(groups({ tv: 3, ph: 1 })).toEqual(['tv', 'ph']);
    expect(groups({ ph: 1 })).toEqual(['ph', 'tv']);
    const byMap = index.search({
      query: 'samsung',
      categoryClicks: new Map([['tv', 7]]),
      groupByCategories: { size: 5, rangeType: 'category_click' },
    });
    expect(byMap.categories.map((c) => c.id)).toEqual(['tv', 'ph']);
  });

  it('weighs popularity in relevance by popularityBoost, 0 leaving relevance alone', () => {
    const scoreOf = (request: Partial<Parameters<typeof index.search>[0]>) =>
      index.search({ query: 'смартфон', limit: 50, explain: true, ...request }).offers.find((hit) => hit.offer.id === '3');
    const plain = scoreOf({})?.score as number;
    const popular = { '3': 100 };
    const mild = scoreOf({ popularity: popular })?.score as number;
    const strong = scoreOf({ popularity: popular, popularityBoost: 2 });
    expect(mild).toBeGreaterThan(plain);
    expect(strong?.score).toBeGreaterThan(mild);
    expect(strong?.explain?.boosts.popularity).toBeCloseTo(1 + 2 * Math.log1p(100));
    expect(scoreOf({ popularity: popular, popularityBoost: 0 })?.score).toBeCloseTo(plain);
    expect(ids('смартфон', { sort: 'popularity', popularity: popular, popularityBoost: 0 })[0]).toBe('3');
  });

  it('moves on to the next search step only when too few offers were found', () => {
    expect(index.search({ query: 'смартфон apple', searchTypes: [{ type: 'exact', quantityGoods: 1 }, { type: 'any' }] }).step).toBe(
      'exact',
    );
    const loose = index.search({ query: 'смартфон дракон', searchTypes: [{ type: 'exact' }, { type: 'all' }, { type: 'any' }] });
    expect(loose.step).toBe('any');
    expect(loose.hits).toBeGreaterThanOrEqual(3);
    const filled = index.search({ query: 'смартфон apple', searchTypes: [{ type: 'exact', quantityGoods: 3 }, { type: 'any' }] });
    expect(filled.offers[0]?.offer.id).toBe('2');
    expect(filled.hits).toBeGreaterThan(1);
  });

  it('pins, excludes, adjusts scores and drops offers under minScore', () => {
    expect(ids('смартфон', { pinnedIds: ['5', '3'] }).slice(0, 2)).toEqual(['5', '3']);
    expect(ids('смартфон', { excludeIds: ['1'] })).not.toContain('1');
    expect(ids('смартфон', { scoreAdjust: (d, score) => (d === 2 ? score * 100 : score) })[0]).toBe('3');
    expect(ids('смартфон', { minScore: 1e9 })).toEqual([]);
  });

  it('explains which term matched each word with its edits and fields', () => {
    const [hit] = index.search({ query: 'смратфон', explain: true }).offers;
    expect(hit?.explain?.terms[0]).toMatchObject({
      word: 'смратфон',
      term: 'смартфон',
      kind: 'fuzzy',
      edits: 1,
      fields: ['name', 'head', 'headWord'],
    });
  });

  it('finds an offer by id', () => {
    expect(index.findById('3')?.name).toContain('Xiaomi');
    expect(index.findById('nope')).toBeUndefined();
  });
});
