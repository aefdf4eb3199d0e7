import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { escapeHtml } from './html';
import type { FeedCategory, FeedOffer } from './index';
import { readCsv, readYml, writeCsv, writeYml } from './index';
import { collect, offersOf, textSource } from './testing';
import { cleanText } from './values';

// Characters that break naive writers: markup, quotes, CSV delimiters, Cyrillic, entities-to-be.
const CHARS = [...'abcXYZ019 Жжёйя&<>"\';,\t\n|#-', '&amp;', '&nbsp', ']]>', '\u00a0'];
const text = (min = 0) =>
  fc
    .string({ unit: fc.constantFrom(...CHARS), maxLength: 24 })
    .map(cleanText)
    .filter((s) => s.length >= min);
const nullable = <T>(arb: fc.Arbitrary<T>) => fc.option(arb, { nil: null });
const token = fc.stringMatching(/^[a-z0-9_-]{1,10}$/);

const offerArb = fc
  .record({
    id: token,
    groupId: nullable(token),
    name: text(1),
    vendor: nullable(text(1)),
    vendorCode: nullable(text(1)),
    brandId: nullable(token),
    model: nullable(text(1)),
    typePrefix: nullable(text(1)),
    url: nullable(token.map((t) => `https://shop.test/${t}`)),
    description: text(),
    offerLabel: nullable(text(1)),
    offerCode: nullable(text(1)),
    categoryIds: fc.uniqueArray(token, { maxLength: 3 }),
    price: nullable(fc.integer({ min: 0, max: 10_000_000 }).map((c) => c / 100)),
    oldPrice: nullable(fc.integer({ min: 0, max: 1_000_000 })),
    currencyId: nullable(fc.constantFrom('RUB', 'USD', 'UAH')),
    available: fc.boolean(),
    pictures: fc.uniqueArray(
      token.map((t) => `https://img.test/${t}.jpg`),
      { maxLength: 4 },
    ),
    barcodes: fc.array(fc.stringMatching(/^\d{8,13}$/), { maxLength: 2 }),
    salesNotes: nullable(text(1)),
    params: fc.uniqueArray(
      fc.record({
        name: text(1).filter((n) => !n.includes('|') && !/^(rating|reviewcount)$/i.test(n)),
        value: text(1),
        unit: nullable(text(1).filter((u) => !u.includes('|'))),
      }),
      { selector: (p) => p.name, maxLength: 4 },
    ),
    rating: nullable(fc.integer({ min: 0, max: 50 }).map((r) => r / 10)),
    reviewCount: nullable(fc.nat(10_000)),
  })
  .map((o): FeedOffer => ({ ...o, snippet: escapeHtml(o.description), categoryId: o.categoryIds[0] ?? null }));

const catalogArb = fc
  .record({
    categories: fc.uniqueArray(
      fc.record({ id: token, name: text(), parentId: nullable(token), url: nullable(token.map((t) => `https://shop.test/c/${t}`)) }),
      { selector: (c) => c.id, maxLength: 4 },
    ),
    offers: fc.uniqueArray(offerArb, { selector: (o) => o.id, maxLength: 6 }),
  })
  .map((c) => ({
    ...c,
    categories: c.categories.map((cat): FeedCategory => ({ ...cat, parentId: cat.parentId === cat.id ? null : cat.parentId })),
  }));

describe('writers and readers agree', () => {
  it('keeps every offer and category through writeYml → readYml, in any chunking', async () => {
    await fc.assert(
      fc.asyncProperty(catalogArb, fc.array(fc.integer({ min: 1, max: 64 }), { minLength: 1, maxLength: 5 }), async (catalog, sizes) => {
        const items = await collect(
          readYml(textSource(writeYml(catalog), sizes), { ratingField: 'rating', reviewCountField: 'reviewCount' }),
        );
        expect(offersOf(items)).toEqual(catalog.offers);
        expect(items.flatMap((i) => (i.kind === 'category' ? [i.category] : []))).toEqual(catalog.categories);
      }),
      { numRuns: 150 },
    );
  });

  it('keeps every offer through writeCsv → readCsv, in any chunking', async () => {
    await fc.assert(
      fc.asyncProperty(catalogArb, fc.array(fc.integer({ min: 1, max: 64 }), { minLength: 1, maxLength: 5 }), async ({ offers }, sizes) => {
        fc.pre(offers.length > 0);
        const items = await collect(readCsv(textSource(writeCsv(offers), sizes)));
        // A CSV row has one column per param of the whole file: an offer's params come back in the
        // columns' order, not in the order it listed them.
        const paramsByName = (list: FeedOffer[]) =>
          list.map((offer) => ({ ...offer, params: [...offer.params].sort((a, b) => (a.name < b.name ? -1 : a.name > b.name ? 1 : 0)) }));
        expect(paramsByName(offersOf(items))).toEqual(paramsByName(offers));
      }),
      { numRuns: 150 },
    );
  });
});
