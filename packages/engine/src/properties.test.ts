import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { buildIndex, deserializeIndex, serializeIndex } from './search-index';
import { CATEGORIES, makeOffer } from './testing';
import type { EngineOffer, SearchFilters, SortOrder } from './types';

const word = fc.string({ unit: fc.constantFrom(...'абвгдклмнопрстуbcdfgklmnprstuv'), minLength: 3, maxLength: 10 });
const VENDORS = ['Acme', 'Bosch', 'Vitek', 'Sony', null];
const COLORS = ['red', 'blue', 'green'];
const offerArb = fc.record({
  words: fc.array(word, { minLength: 1, maxLength: 5 }),
  vendor: fc.constantFrom(...VENDORS),
  category: fc.constantFrom(...CATEGORIES.map((c) => c.id)),
  color: fc.constantFrom(...COLORS),
  price: fc.option(fc.integer({ min: 1, max: 1000 })),
  available: fc.boolean(),
});
const catalogArb = fc.array(offerArb, { minLength: 1, maxLength: 40 }).map((list) =>
  list.map(
    (o, i): EngineOffer =>
      makeOffer({
        id: `o${i}`,
        name: o.words.join(' '),
        vendor: o.vendor,
        categoryId: o.category,
        price: o.price,
        available: o.available,
        params: [{ name: 'color', value: o.color, unit: null }],
      }),
  ),
);
const build = (offers: EngineOffer[]) => buildIndex({ offers, categories: CATEGORIES });
const allIds = (index: ReturnType<typeof build>, query: string, filters?: SearchFilters) =>
  index.search({ query, limit: 1000, filters }).offers.map((hit) => hit.offer.id);

function misspell(text: string, at: number, kind: number): string {
  const i = 1 + (at % (text.length - 2));
  if (kind === 0) return text.slice(0, i) + (text[i] === 'ж' ? 'ш' : 'ж') + text.slice(i + 1);
  if (kind === 1) return text.slice(0, i) + text.slice(i + 1);
  if (kind === 2) return `${text.slice(0, i)}ж${text.slice(i)}`;
  return text.slice(0, i - 1) + text[i] + text[i - 1] + text.slice(i + 1);
}

describe('engine properties', () => {
  it('finds every offer by its exact name', () => {
    fc.assert(
      fc.property(catalogArb, (offers) => {
        const index = build(offers);
        for (const offer of offers) expect(allIds(index, offer.name)).toContain(offer.id);
      }),
      { numRuns: 60 },
    );
  });

  it('finds an offer through a one-edit misspelling of a word of 6+ letters', () => {
    fc.assert(
      fc.property(catalogArb, fc.nat(), fc.nat(), fc.integer({ min: 0, max: 3 }), (offers, pick, at, kind) => {
        const offer = offers[pick % offers.length] as EngineOffer;
        const long = offer.name.split(' ').filter((w) => w.length >= 6);
        fc.pre(long.length > 0);
        const target = long[at % long.length] as string;
        const typo = misspell(target, at, kind);
        const known = new Set(offers.flatMap((o) => o.name.split(' ')));
        fc.pre(typo !== target && !known.has(typo));
        expect(allIds(build(offers), typo)).toContain(offer.id);
      }),
      { numRuns: 150 },
    );
  });

  it('counts facets exactly as a brute-force count over the other filters', () => {
    const filtersArb = fc.record({
      vendors: fc.option(fc.subarray(['Acme', 'Bosch', 'Vitek', 'Sony'], { minLength: 1 })),
      colors: fc.option(fc.subarray(COLORS, { minLength: 1 })),
      price: fc.option(fc.record({ from: fc.integer({ min: 0, max: 500 }), to: fc.integer({ min: 500, max: 1000 }) })),
    });
    fc.assert(
      fc.property(catalogArb, filtersArb, fc.boolean(), (offers, f, useWord) => {
        const index = build(offers);
        const query = useWord ? ((offers[0] as EngineOffer).name.split(' ')[0] as string) : '';
        const matched = new Set(allIds(index, query));
        const filters: SearchFilters = {
          ...(f.vendors ? { vendors: f.vendors } : {}),
          ...(f.colors ? { params: { color: f.colors } } : {}),
          ...(f.price ? { price: f.price } : {}),
        };
        const pass = (o: EngineOffer, skip: string) =>
          (skip === 'vendor' || !f.vendors || f.vendors.includes(o.vendor ?? '')) &&
          (skip === 'color' || !f.colors || f.colors.includes(o.params[0]?.value ?? '')) &&
          (skip === 'price' || !f.price || (o.price !== null && o.price >= f.price.from && o.price <= f.price.to));
        const result = index.search({ query, facets: true, facetsMaxCount: 100, filters });
        const inQuery = offers.filter((o) => matched.has(o.id));
        expect(result.hits).toBe(inQuery.filter((o) => pass(o, '')).length);
        const brute = (skip: string, key: (o: EngineOffer) => string | null) => {
          const counts = new Map<string, number>();
          for (const o of inQuery) {
            const k = key(o);
            if (k !== null && pass(o, skip)) counts.set(k, (counts.get(k) ?? 0) + 1);
          }
          return Object.fromEntries([...counts].sort());
        };
        const facet = (id: string) => {
          const found = result.facets.find((x) => x.id === id);
          return found?.type === 'multiple' ? Object.fromEntries(found.options.map((o) => [o.id, o.hits]).sort()) : {};
        };
        expect(facet('vendor')).toEqual(brute('vendor', (o) => o.vendor));
        expect(facet('color')).toEqual(brute('color', (o) => o.params[0]?.value ?? null));
        expect(facet('category')).toEqual(brute('category', (o) => o.categoryId));
      }),
      { numRuns: 120 },
    );
  });

  it('pages stably and disjointly through the whole result', () => {
    const sorts: SortOrder[] = ['relevance', 'price_asc', 'price_desc', 'rating', 'popularity', 'novelty'];
    fc.assert(
      fc.property(catalogArb, fc.constantFrom(...sorts), fc.integer({ min: 1, max: 7 }), fc.boolean(), (offers, sort, size, useWord) => {
        const index = build(offers);
        const query = useWord ? ((offers[0] as EngineOffer).name.split(' ')[0] as string) : '';
        const whole = index.search({ query, sort, limit: 1000 }).offers.map((hit) => hit.offer.id);
        const paged: string[] = [];
        for (let skip = 0; skip < whole.length; skip += size)
          paged.push(...index.search({ query, sort, skip, limit: size }).offers.map((hit) => hit.offer.id));
        expect(paged).toEqual(whole);
        expect(new Set(paged).size).toBe(paged.length);
      }),
      { numRuns: 80 },
    );
  });

  it('gives identical results after a snapshot round trip', () => {
    fc.assert(
      fc.property(catalogArb, fc.array(fc.oneof(word, fc.string({ maxLength: 12 })), { minLength: 1, maxLength: 5 }), (offers, queries) => {
        const index = build(offers);
        const copy = deserializeIndex(serializeIndex(index));
        expect(copy.size).toBe(index.size);
        for (const query of [...queries, (offers[0] as EngineOffer).name]) {
          const request = { query, facets: true, groupByCategories: { size: 5 }, limit: 50 };
          expect(copy.search(request)).toEqual(index.search(request));
          expect(copy.complete({ query })).toEqual(index.complete({ query }));
        }
      }),
      { numRuns: 60 },
    );
  }, 60_000);

  it('rejects bytes that are not a snapshot', () => {
    expect(() => deserializeIndex(new Uint8Array([1, 2, 3]))).toThrow(/ENGINE_SNAPSHOT_INVALID/);
    const bytes = serializeIndex(build([makeOffer({ id: 'a', name: 'x' })]));
    expect(() => deserializeIndex(bytes.subarray(0, bytes.length - 8))).toThrow(/ENGINE_SNAPSHOT_INVALID/);
  });
});
