import fc from 'fast-check';
import { expect, it } from 'vitest';
import { compactOffer, inflateOffer } from './compact';
import type { FeedOffer } from './types';

const text = fc.option(fc.string({ maxLength: 8 }), { nil: null });
const offer: fc.Arbitrary<FeedOffer> = fc.record({
  id: fc.string({ minLength: 1, maxLength: 6 }),
  groupId: text,
  name: fc.string({ maxLength: 10 }),
  vendor: text,
  vendorCode: text,
  brandId: text,
  model: text,
  typePrefix: text,
  url: text,
  description: fc.string({ maxLength: 10 }),
  snippet: fc.string({ maxLength: 10 }),
  offerLabel: text,
  offerCode: text,
  categoryId: text,
  categoryIds: fc.array(fc.string({ maxLength: 3 }), { maxLength: 3 }),
  price: fc.option(fc.integer({ min: 0, max: 1_000_000 }), { nil: null }),
  oldPrice: fc.option(fc.integer({ min: 0, max: 1_000_000 }), { nil: null }),
  currencyId: text,
  available: fc.boolean(),
  pictures: fc.array(fc.string({ maxLength: 5 }), { maxLength: 2 }),
  barcodes: fc.array(fc.string({ maxLength: 5 }), { maxLength: 2 }),
  salesNotes: text,
  params: fc.array(fc.record({ name: fc.string({ maxLength: 4 }), value: fc.string({ maxLength: 4 }), unit: text }), { maxLength: 2 }),
  rating: fc.option(fc.integer({ min: 0, max: 1_000_000 }), { nil: null }),
  reviewCount: fc.option(fc.integer(), { nil: null }),
});

it('stores an offer compactly and gives it back whole, unchanged', () => {
  fc.assert(
    fc.property(offer, (original) => {
      // An empty string and null mean the same for the optional text fields, as in a feed.
      const expected = { ...original };
      for (const [key, value] of Object.entries(expected))
        if (value === '' && !['name', 'description', 'snippet', 'id'].includes(key)) (expected as Record<string, unknown>)[key] = null;
      expect(inflateOffer(JSON.parse(JSON.stringify(compactOffer(original))))).toEqual(expected);
    }),
  );
});

it('gives back an offer with the fixed set of fields, and keeps a field it does not know', () => {
  const inflated = inflateOffer({ id: '1', name: 'Чайник', price: 10 });
  expect(Object.keys(inflated)).toHaveLength(25);
  expect(inflated).toMatchObject({ id: '1', name: 'Чайник', price: 10, available: true, snippet: '', pictures: [] });
  const newer = { id: '2', name: 'Кружка', colourHex: '#fff' } as unknown as Parameters<typeof inflateOffer>[0];
  expect(inflateOffer(newer)).toMatchObject({ id: '2', colourHex: '#fff', vendor: null });
});
