import { describe, expect, it } from 'vitest';
import { buildIndex } from '../search-index';
import { makeOffer } from '../testing';
import { filterOffReason, isIdentifierName } from './filter-defaults';

describe('isIdentifierName', () => {
  it('knows identifier names in the five languages and Ukrainian', () => {
    for (const name of [
      'Артикул',
      'Артикул производителя',
      'Штрихкод',
      'Штрих-код',
      'Код товара',
      'SKU',
      'EAN-13',
      'Barcode',
      'GTIN',
      'Barkod',
      'Ürün kodu',
      'Código de barras',
      'Código do produto',
      'Referencia',
    ]) {
      expect(isIdentifierName(name), name).toBe(true);
    }
  });

  it('leaves ordinary params alone', () => {
    for (const name of ['Цвет', 'Диагональ', 'Размер', 'Material', 'Renk', 'Color', 'Cor', 'Код цвета', 'Articulation']) {
      expect(isIdentifierName(name), name).toBe(false);
    }
  });
});

describe('filterOffReason', () => {
  it('turns off identifiers by name, however few their values', () => {
    expect(filterOffReason({ name: 'Артикул', offers: 3, values: 2, unit: '' })).toBe('identifier');
  });

  it('turns off a param that is nearly unique per offer, unless it is a measure with a unit', () => {
    expect(filterOffReason({ name: 'Модель', offers: 100, values: 95, unit: null })).toBe('identifier');
    expect(filterOffReason({ name: 'Номер', offers: 100, values: 100, unit: '' })).toBe('identifier');
    expect(filterOffReason({ name: 'Вес', offers: 100, values: 97, unit: 'кг' })).toBeNull();
    // Too few offers to judge by the shape.
    expect(filterOffReason({ name: 'Цвет', offers: 5, values: 5, unit: null })).toBeNull();
    expect(filterOffReason({ name: 'Цвет', offers: 100, values: 89, unit: null })).toBeNull();
  });

  it('turns off a param with one value in the whole catalog', () => {
    expect(filterOffReason({ name: 'Страна', offers: 40, values: 1, unit: null })).toBe('singleValue');
    expect(filterOffReason({ name: 'Цвет', offers: 40, values: 2, unit: null })).toBeNull();
  });
});

describe('paramStats', () => {
  const param = (name: string, value: string) => ({ name, value, unit: null });
  const index = buildIndex({
    offers: [
      makeOffer({
        id: '1',
        name: 'a',
        params: [param('Диагональ', '55 см'), param('Вес', '1 kg'), param('Цвет', 'red'), param('Цвет', 'blue')],
      }),
      makeOffer({ id: '2', name: 'b', params: [param('Диагональ', '65 См.'), param('Вес', '500 g'), param('Цвет', 'red')] }),
      makeOffer({ id: '3', name: 'c', params: [param('Диагональ', '32,5 см'), param('Память', '128')] }),
    ],
    categories: [],
  });
  const stats = Object.fromEntries(index.paramStats().map((s) => [s.name, s]));

  it('counts offers once however often they carry the param, and distinct values', () => {
    expect(stats.Цвет).toEqual({ name: 'Цвет', offers: 2, values: 2, unit: null });
  });

  it('gives the one unit of a param whose values are all numbers of it', () => {
    expect(stats.Диагональ?.unit).toBe('см');
    expect(stats.Память?.unit).toBe('');
    expect(stats.Вес?.unit).toBeNull();
  });

  it('filters and shows a range of numbers with their unit, but not across different units', () => {
    const result = index.search({
      query: '',
      facets: true,
      facetRanges: ['Диагональ', 'Вес'],
      filters: { paramRanges: { Диагональ: { from: 40 } } },
    });
    expect(result.offers.map((hit) => hit.offer.id).sort()).toEqual(['1', '2']);
    expect(result.facets.find((facet) => facet.id === 'Диагональ')).toEqual({
      id: 'Диагональ',
      name: 'Диагональ',
      type: 'range',
      options: { min: 32.5, max: 65 },
      unit: 'см',
    });
    // '1 kg' and '500 g' are not one scale: no range for them.
    expect(result.facets.find((facet) => facet.id === 'Вес')).toBeUndefined();
    expect(index.search({ query: '', filters: { paramRanges: { Вес: { from: 0 } } } }).hits).toBe(0);
  });

  it('sorts by a param of one unit as numbers', () => {
    const sorted = index.search({ query: '', customSort: [{ field: 'Диагональ', direction: 'desc' }] });
    expect(sorted.offers.map((hit) => hit.offer.id)).toEqual(['2', '1', '3']);
  });
});
