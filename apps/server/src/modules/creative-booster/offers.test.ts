import { CREATIVE_REMBG_MODELS, creativeLimitsSchema } from '@vitrina/contracts';
import { describe, expect, it } from 'vitest';
import { testOffer } from '../../testing/catalog';
import { offerMatcher, toCreativeOffer } from './offers';
import { REMBG_MODELS } from './render';

const parents = new Map<string, string | null>([
  ['root', null],
  ['kettles', 'root'],
  ['electric', 'kettles'],
  ['garden', null],
  // A broken feed may loop; matching must still end.
  ['loop1', 'loop2'],
  ['loop2', 'loop1'],
]);
const matching = (limits: Record<string, unknown>, offers: ReturnType<typeof testOffer>[]) => {
  const matches = offerMatcher(creativeLimitsSchema.parse(limits), parents);
  return offers.filter(matches).map((offer) => offer.id);
};

const offers = [
  testOffer('a', 'Kettle', {
    categoryIds: ['electric'],
    vendor: 'Bosch',
    price: 100,
    params: [{ name: 'Colour', value: 'Red', unit: null }],
  }),
  testOffer('b', 'Hose', { categoryIds: ['garden'], vendor: 'Gardena', price: 50 }),
  testOffer('c', 'Teapot', { categoryIds: ['kettles'], vendor: 'bosch', price: 900, available: false }),
  testOffer('d', 'Odd', { categoryIds: ['loop1'], price: null }),
  testOffer('e', 'Two homes', { categoryIds: ['garden', 'electric'], price: 300, params: [{ name: 'colour', value: 'blue', unit: null }] }),
];

describe('limiting conditions', () => {
  it('takes every offer when nothing limits', () => {
    expect(matching({}, offers)).toEqual(['a', 'b', 'c', 'd', 'e']);
  });

  it('takes a chosen category with its whole subtree, through any of an offer’s categories', () => {
    expect(matching({ categoryIds: ['root'] }, offers)).toEqual(['a', 'c', 'e']);
    expect(matching({ categoryIds: ['loop2'] }, offers)).toEqual(['d']);
    expect(matching({ categoryIds: ['nowhere'] }, offers)).toEqual([]);
  });

  it('matches vendors and param values regardless of case, and all conditions together', () => {
    expect(matching({ vendors: ['BOSCH'] }, offers)).toEqual(['a', 'c']);
    expect(matching({ params: { colour: ['red', 'BLUE'] } }, offers)).toEqual(['a', 'e']);
    expect(matching({ vendors: ['Bosch'], availableOnly: true }, offers)).toEqual(['a']);
  });

  it('bounds the price on both ends and leaves out offers without a price', () => {
    expect(matching({ priceFrom: 100, priceTo: 300 }, offers)).toEqual(['a', 'e']);
    expect(matching({ priceFrom: 0 }, offers)).toEqual(['a', 'b', 'c', 'e']);
  });
});

describe('creative offer', () => {
  it('groups repeated params by name for the template', () => {
    const offer = testOffer('x', 'Shirt', {
      params: [
        { name: 'Size', value: 'M', unit: null },
        { name: 'Size', value: 'L', unit: null },
      ],
    });
    expect(toCreativeOffer(offer)).toMatchObject({
      id: 'x',
      name: 'Shirt',
      params: { Size: ['M', 'L'] },
      currency: 'RUR',
      description: null,
    });
  });
});

describe('background removal models', () => {
  it('offers the console exactly the methods the renderer has', () => {
    expect([...CREATIVE_REMBG_MODELS]).toEqual([...REMBG_MODELS]);
  });
});
