import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { buildIndex, deserializeIndex, serializeIndex } from '../search-index';
import { CATEGORIES, makeOffer } from '../testing';
import type { EngineOffer } from '../types';
import { decodeDeltas, encodeDeltas } from './varint';

const text = fc.string({ unit: 'grapheme', maxLength: 30 });
const number = fc.oneof(fc.integer({ min: -1e6, max: 3e9 }), fc.double({ noNaN: true, noDefaultInfinity: true }));
const word = fc.string({ unit: fc.constantFrom(...'абвгдклмнопрстуbcdfgklmnprstuv'), minLength: 3, maxLength: 8 });
const REGIONS = ['77', '50', 'spb'];
const offerArb = fc.record({
  words: fc.array(word, { minLength: 1, maxLength: 4 }),
  vendor: fc.option(fc.constantFrom('Acme', 'Bosch', 'Витек')),
  description: text,
  price: fc.option(number),
  oldPrice: fc.option(number),
  rating: fc.option(fc.double({ min: 0, max: 5, noNaN: true })),
  available: fc.boolean(),
  pictures: fc.array(text, { maxLength: 3 }),
  params: fc.array(fc.record({ name: fc.constantFrom('Цвет', 'Вес', 'size'), value: text, unit: fc.option(text) }), { maxLength: 4 }),
  regions: fc.option(fc.subarray(REGIONS)),
  regionPrice: fc.option(fc.tuple(fc.constantFrom(...REGIONS), fc.integer({ min: 1, max: 5000 }))),
  regionAvailable: fc.option(fc.tuple(fc.constantFrom(...REGIONS), fc.constantFrom('true', 'false', '0', '12'))),
  extra: fc.option(fc.dictionary(fc.constantFrom('snippet', 'salesNotes', 'brandId'), fc.oneof(text, fc.constant(null)))),
  // A snippet that is its description (a description without markup), sometimes sales notes too.
  sameAsDescription: fc.subarray(['snippet', 'salesNotes']),
});
const catalogArb = fc.array(offerArb, { minLength: 1, maxLength: 30 }).map((list) =>
  list.map((o, i): EngineOffer => {
    const params: EngineOffer['params'] = [...o.params];
    if (o.regions) params.push({ name: 'regions', value: o.regions.join(','), unit: null });
    if (o.regionPrice) params.push({ name: `price_${o.regionPrice[0]}`, value: String(o.regionPrice[1]), unit: null });
    if (o.regionAvailable) params.push({ name: `available_${o.regionAvailable[0]}`, value: o.regionAvailable[1], unit: null });
    return {
      ...makeOffer({
        id: `o${i}`,
        name: o.words.join(' '),
        vendor: o.vendor,
        description: o.description,
        categoryId: CATEGORIES[i % CATEGORIES.length]?.id ?? null,
        price: o.price,
        oldPrice: o.oldPrice,
        rating: o.rating,
        available: o.available,
        pictures: o.pictures,
        params,
      }),
      ...o.extra,
      ...Object.fromEntries(o.sameAsDescription.map((key) => [key, o.description])),
    };
  }),
);

describe('index snapshots', () => {
  it('keep every offer field exactly, extra fields included', () => {
    fc.assert(
      fc.property(catalogArb, (offers) => {
        const copy = deserializeIndex(serializeIndex(buildIndex({ offers, categories: CATEGORIES })));
        for (const offer of offers) expect(copy.findById(offer.id)).toEqual(offer);
      }),
      { numRuns: 80 },
    );
  }, 60_000);

  it('answer searches, region searches and completions as the built index does', () => {
    fc.assert(
      fc.property(catalogArb, fc.array(word, { minLength: 1, maxLength: 3 }), (offers, queries) => {
        const index = buildIndex({ offers, categories: CATEGORIES });
        const copy = deserializeIndex(serializeIndex(index));
        for (const query of [...queries, (offers[0] as EngineOffer).name, '']) {
          for (const regionId of [undefined, ...REGIONS, 'elsewhere']) {
            const request = { query, regionId, facets: true, groupByCategories: { size: 5 }, limit: 50, sort: 'price_asc' as const };
            expect(copy.search(request)).toEqual(index.search(request));
          }
          expect(copy.complete({ query, regionId: '77' })).toEqual(index.complete({ query, regionId: '77' }));
        }
      }),
      { numRuns: 25 },
    );
  }, 60_000);

  it('write a text equal to an earlier field of its offer once, and read it back', () => {
    const description = 'Электрический чайник из стекла, 1,7 л — подсветка и автоотключение';
    const offers = Array.from({ length: 50 }, (_, i) => ({
      ...makeOffer({ id: `o${i}`, name: `Чайник ${i}`, description: `${description} ${i}` }),
      snippet: `${description} ${i}`,
      salesNotes: i % 2 ? `${description} ${i}` : 'short',
    }));
    const distinct = offers.map((offer) => ({ ...offer, snippet: `${offer.snippet}.` }));
    const bytes = serializeIndex(buildIndex({ offers }));
    expect(bytes.length).toBeLessThan(serializeIndex(buildIndex({ offers: distinct })).length - 50 * description.length);
    const loaded = deserializeIndex(bytes);
    for (const offer of offers) expect(loaded.findById(offer.id)).toEqual(offer);
  });

  it('read a version 3 snapshot (records without back references) as it is', () => {
    const bytes = serializeIndex(buildIndex({ offers: [makeOffer({ id: 'a', name: 'чайник', description: 'стеклянный' })] }));
    const version3 = bytes.slice();
    new DataView(version3.buffer).setUint32(4, 3, true);
    expect(deserializeIndex(version3).findById('a')?.description).toBe('стеклянный');
  });

  it('refuse a snapshot of another format version, so it is rebuilt instead of misread', () => {
    const bytes = serializeIndex(buildIndex({ offers: [makeOffer({ id: 'a', name: 'чайник' })] }));
    const older = bytes.slice();
    new DataView(older.buffer).setUint32(4, 2, true);
    expect(() => deserializeIndex(older)).toThrow(/ENGINE_SNAPSHOT_INVALID: version 2/);
    expect(deserializeIndex(bytes).search({ query: 'чайник' }).hits).toBe(1);
  });

  it('store ascending postings as varint deltas that read back exactly', () => {
    fc.assert(
      fc.property(fc.array(fc.uniqueArray(fc.integer({ min: 0, max: 2 ** 31 - 1 }), { maxLength: 50 })), (lists) => {
        const sorted = lists.map((list) => [...list].sort((a, b) => a - b));
        const starts = Int32Array.from([0, ...sorted.map((_, i) => sorted.slice(0, i + 1).flat().length)]);
        const values = Int32Array.from(sorted.flat());
        const bytes = encodeDeltas(starts, values);
        expect(bytes).not.toBeNull();
        expect(decodeDeltas(bytes as Uint8Array, starts, values.length)).toEqual(values);
      }),
    );
    expect(encodeDeltas(Int32Array.from([0, 2]), Int32Array.from([5, 3]))).toBeNull();
  });
});
