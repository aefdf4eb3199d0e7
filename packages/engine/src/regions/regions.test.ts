import { describe, expect, it } from 'vitest';
import { buildIndex } from '../search-index';
import { makeOffer } from '../testing';

const param = (name: string, value: string) => ({ name, value, unit: null });
const index = buildIndex({
  offers: [
    makeOffer({ id: 'everywhere', name: 'Чайник Bosch', price: 3000, params: [param('price_77', '3500'), param('Цвет', 'белый')] }),
    makeOffer({ id: 'moscow', name: 'Чайник Tefal', price: 2000, params: [param('regions', '77, 50'), param('available_77', '0')] }),
    makeOffer({
      id: 'spb',
      name: 'Чайник Vitek',
      price: 1000,
      available: false,
      params: [param('Regions', 'SPB'), param('available:spb', '5')],
    }),
  ],
});
const search = (regionId?: string, extra = {}) => index.search({ query: 'чайник', regionId, facets: true, ...extra });
const ids = (regionId?: string, extra = {}) => search(regionId, extra).offers.map((hit) => hit.offer.id);

describe('regions', () => {
  it('without a region every offer is found with its feed price', () => {
    expect(ids(undefined, { sort: 'price_asc' })).toEqual(['spb', 'moscow', 'everywhere']);
  });

  it('leaves out offers whose region list does not name the region', () => {
    expect(ids('77', { sort: 'price_asc' })).toEqual(['moscow', 'everywhere']);
    expect(ids('spb', { sort: 'price_asc' })).toEqual(['spb', 'everywhere']);
    expect(ids('elsewhere')).toEqual(['everywhere']);
  });

  it('uses the region price for sorting, price filters, facets and the answer', () => {
    const result = search('77', { sort: 'price_desc' });
    expect(result.offers.map((hit) => [hit.offer.id, hit.offer.price])).toEqual([
      ['everywhere', 3500],
      ['moscow', 2000],
    ]);
    expect(result.facets.find((facet) => facet.id === 'price')).toMatchObject({ options: { min: 2000, max: 3500 } });
    expect(ids('77', { filters: { price: { from: 3200 } } })).toEqual(['everywhere']);
    expect(ids(undefined, { filters: { price: { from: 3200 } } })).toEqual([]);
  });

  it('uses the region availability for onlyAvailable and the answer', () => {
    expect(ids('77', { filters: { available: true } })).toEqual(['everywhere']);
    const spb = search('spb', { filters: { available: true } });
    expect(spb.offers.map((hit) => [hit.offer.id, hit.offer.available])).toContainEqual(['spb', true]);
  });

  it('does not index region params as params', () => {
    const facets = search().facets.map((facet) => facet.id);
    expect(facets).toContain('Цвет');
    expect(facets).not.toContain('regions');
    expect(facets).not.toContain('price_77');
  });

  it('compares region ids trimmed and case-insensitively, and leaves the index as it was after a region search', () => {
    expect(ids(' Spb ')).toEqual(ids('spb'));
    search('77');
    expect(index.findById('everywhere')?.price).toBe(3000);
    expect(ids()).toHaveLength(3);
  });
});
