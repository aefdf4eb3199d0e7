import { describe, expect, it } from 'vitest';
import { SettingsError } from '../formula/errors';
import { buildIndex } from '../search-index';
import { CATEGORIES, OFFERS } from '../testing';
import type { SearchRequest } from '../types';
import { applyMerchandising } from './apply';
import { compileMerchandising } from './plan';
import { type MerchandisingRule, validateMerchandising } from './rules';

const index = buildIndex({ offers: OFFERS, categories: CATEGORIES });
/** Plans the query with the rules, applies the plan, searches: the ids found. */
const search = (rules: MerchandisingRule[], query: string, extra: Partial<SearchRequest> = {}) => {
  const plan = compileMerchandising(rules).plan(query);
  const result = index.search(applyMerchandising({ query, limit: 50, ...extra }, plan));
  return result.offers.map((hit) => hit.offer.id);
};
const keys = (rules: unknown[]) => validateMerchandising(rules as MerchandisingRule[]).map((issue) => `${issue.key}@${issue.path}`);

describe('merchandising rules', () => {
  it('redirect: the plan carries the URL and leaves the request alone', () => {
    const rules: MerchandisingRule[] = [{ query: 'Доставка', action: 'redirect', params: { url: '/delivery' } }];
    const plan = compileMerchandising(rules).plan('  доставка ');
    expect(plan.redirect).toBe('/delivery');
    expect(applyMerchandising({ query: 'доставка' }, plan)).toEqual({ query: 'доставка' });
  });

  it('replace: searches another query with the rule paging, category and sort', () => {
    const rules: MerchandisingRule[] = [
      {
        query: 'телефоны',
        action: 'replace',
        params: { query: 'смартфон', categoryId: 'ph', sortKey: 'price', sortDest: 'desc', limit: 2, regionId: '77' },
      },
    ];
    expect(search(rules, 'Телефоны')).toEqual(['2', '1']);
    expect(compileMerchandising(rules).plan('телефоны').regionId).toBe('77');
  });

  it('supplement: adds a param, vendor or category filter', () => {
    const byColor: MerchandisingRule[] = [{ query: 'смартфон', action: 'supplement', params: { field: 'Цвет', value: 'белый' } }];
    expect(search(byColor, 'смартфон')).toEqual(['2']);
    const byVendor: MerchandisingRule[] = [{ query: 'samsung', action: 'supplement', params: { field: 'vendor', value: 'Samsung' } }];
    expect(search(byVendor, 'samsung').sort()).toEqual(['1', '4', '7']);
    const byCategory: MerchandisingRule[] = [{ query: 'samsung', action: 'supplement', params: { field: 'categoryId', value: 'tv' } }];
    expect(search(byCategory, 'samsung')).toEqual(['4']);
  });

  it('reorder: puts orderIds then includeIds first, drops excludeIds and offers of excluded categories', () => {
    const rules: MerchandisingRule[] = [
      { query: 'samsung', action: 'reorder', params: { orderIds: '4', includeIds: ['5'], excludeIds: ['1'], excludeCategoryIds: 'ph' } },
    ];
    expect(search(rules, 'samsung')).toEqual(['4', '5']);
  });

  it('add: forces offers into the results at the top even without a text match, but never past the filters', () => {
    const rules: MerchandisingRule[] = [{ query: 'xiaomi', action: 'add', params: { includeIds: ['6', '5'] } }];
    expect(search(rules, 'xiaomi')).toEqual(['6', '5', '3']);
    expect(search(rules, 'xiaomi', { filters: { available: true } })).toEqual(['6', '3']);
    expect(index.search(applyMerchandising({ query: 'xiaomi' }, compileMerchandising(rules).plan('xiaomi'))).hits).toBe(3);
  });

  it('empty: returns only the included offers, no text results', () => {
    const rules: MerchandisingRule[] = [{ query: 'смартфон', action: 'empty', params: { includeIds: '7,8' } }];
    expect(search(rules, 'смартфон')).toEqual(['7', '8']);
    expect(index.search({ query: 'смартфон', onlyPinned: true }).hits).toBe(0);
  });

  it('disableTypo: a misspelled query finds nothing', () => {
    expect(search([], 'смратфон')).toContain('1');
    expect(search([{ query: 'смратфон', action: 'disableTypo' }], 'смратфон')).toEqual([]);
  });

  it('matches plain queries case-, ё- and whitespace-insensitively, regex rules with the iu flags', () => {
    const rules: MerchandisingRule[] = [
      { query: 'чёрный  смартфон', action: 'redirect', params: { url: '/black' } },
      { query: '^IPHONE\\s*1[0-5]$', regex: true, action: 'redirect', params: { url: '/iphone' } },
    ];
    const compiled = compileMerchandising(rules);
    expect(compiled.plan('Черный Смартфон').redirect).toBe('/black');
    expect(compiled.plan('iPhone 15').redirect).toBe('/iphone');
    expect(compiled.plan('iphone 16').redirect).toBeUndefined();
    expect(compiled.plan('черный смартфон samsung').rules).toEqual([]);
  });

  it('combines every matching rule in order: lists add up, later values replace earlier ones', () => {
    const rules: MerchandisingRule[] = [
      { query: 'samsung', action: 'reorder', params: { orderIds: ['7'] } },
      { query: 'sams', regex: true, action: 'add', params: { ids: ['5'] } },
      { query: 'samsung', regex: true, action: 'reorder', params: { excludeIds: ['4'] } },
      { query: 'sam', regex: true, action: 'replace', params: { limit: 1 } },
      { query: 'samsung$', regex: true, action: 'replace', params: { limit: 2 } },
    ];
    const plan = compileMerchandising(rules).plan('samsung');
    expect(plan.rules).toEqual([0, 1, 2, 3, 4]);
    expect(plan.pinnedIds).toEqual(['7', '5']);
    expect(plan.limit).toBe(2);
    expect(search(rules, 'samsung')).toEqual(['7', '5']);
  });
});

describe('validateMerchandising', () => {
  it('rejects a rule with the same query (§5), compared normalized, per mode', () => {
    expect(
      keys([
        { query: 'Смартфон', action: 'disableTypo' },
        { query: ' смартфон ', action: 'redirect', params: { url: '/x' } },
        { query: 'смартфон', regex: true, action: 'disableTypo' },
      ]),
    ).toEqual(['MERCH_DUPLICATE_QUERY@[1].query']);
  });

  it('rejects an empty query in regex mode, rules without params and unknown actions (§5)', () => {
    expect(
      keys([
        { query: '  ', regex: true, action: 'disableTypo' },
        { query: 'a', action: 'redirect', params: {} },
        { query: 'b', action: 'supplement', params: { field: 'Цвет' } },
        { query: 'c', action: 'reorder' },
        { query: 'd', action: 'boost', params: {} },
      ]),
    ).toEqual([
      'MERCH_EMPTY_REGEX_QUERY@[0].query',
      'MERCH_PARAMS_REQUIRED@[1].params',
      'MERCH_PARAMS_REQUIRED@[2].params.value',
      'MERCH_PARAMS_REQUIRED@[3].params',
      'MERCH_UNKNOWN_ACTION@[4].action',
    ]);
  });

  it('refuses invalid and catastrophic patterns: nested quantifiers, repeated alternations, back-references', () => {
    const regex = (query: string) => ({ query, regex: true, action: 'disableTypo' });
    expect(keys([regex('(a+)+$'), regex('(a|aa)*'), regex('(x)\\1'), regex('('), regex('^smart(phone)?s?$')])).toEqual([
      'MERCH_BAD_REGEX@[0].query',
      'MERCH_BAD_REGEX@[1].query',
      'MERCH_BAD_REGEX@[2].query',
      'MERCH_BAD_REGEX@[3].query',
    ]);
  });

  it('compileMerchandising throws SettingsError on invalid rules, or leaves them out with skipInvalid', () => {
    const rules = [
      { query: '', action: 'disableTypo' },
      { query: 'ok', action: 'disableTypo' },
    ] as MerchandisingRule[];
    expect(() => compileMerchandising(rules)).toThrow(SettingsError);
    const compiled = compileMerchandising(rules, { skipInvalid: true });
    expect(compiled.size).toBe(1);
    expect(compiled.plan('ok').disableTypo).toBe(true);
  });

  it('applies a rule only between its start and end dates, a bare end date through that whole day', () => {
    const compiled = compileMerchandising([
      { query: 'sale', action: 'disableTypo', startsAt: '2026-11-01T00:00:00Z', endsAt: '2026-11-30' },
    ]);
    expect(compiled.plan('sale', Date.parse('2026-10-31T23:59:59Z')).rules).toEqual([]);
    expect(compiled.plan('sale', Date.parse('2026-11-01T00:00:00Z')).rules).toEqual([0]);
    expect(compiled.plan('sale', Date.parse('2026-11-30T23:59:00Z')).rules).toEqual([0]);
    expect(compiled.plan('sale', Date.parse('2026-12-01T00:00:00Z')).rules).toEqual([]);
    const open = compileMerchandising([{ query: 'sale', action: 'disableTypo', startsAt: null, endsAt: '' }]);
    expect(open.plan('sale', 0).rules).toEqual([0]);
  });

  it('tests a regex against at most 200 characters of the query', () => {
    const compiled = compileMerchandising([{ query: 'x$', regex: true, action: 'disableTypo' }]);
    expect(compiled.plan(`${'a'.repeat(300)}x`).rules).toEqual([]);
    expect(compiled.plan(`${'a'.repeat(100)}x`).rules).toEqual([0]);
  });
});
