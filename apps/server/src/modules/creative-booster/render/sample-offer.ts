import type { CreativeOffer } from './types';

/** An offer for tests, the bench and demos; `over` replaces fields. */
export const sampleOffer = (over: Partial<CreativeOffer> = {}): CreativeOffer => ({
  id: 'sku-1',
  name: 'Kettle',
  price: 1990,
  oldPrice: 2490,
  currency: 'RUB',
  vendor: 'Bork',
  url: 'https://shop.test/kettle',
  pictures: ['https://shop.test/kettle.jpg'],
  categoryId: '10',
  available: true,
  params: { Colour: ['red', 'black'] },
  ...over,
});
