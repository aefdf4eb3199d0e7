import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { buildIndex, createIndexBuilder, deserializeIndex, type SearchIndex, serializeIndex, serializeIndexPieces } from './search-index';
import type { RecordSpill } from './snapshot/chunked-bytes';
import type { SnapshotBytes } from './snapshot/format';
import { snapshotRecordsRange } from './snapshot/format';
import { CATEGORIES, makeOffer } from './testing';
import type { EngineOffer, SearchRequest, SortOrder } from './types';

const word = fc.string({ unit: fc.constantFrom(...'абвгдклмнопрстуbcdfgklmnprstuv0123'), minLength: 2, maxLength: 9 });
const offerArb = fc.record({
  words: fc.array(word, { minLength: 1, maxLength: 5 }),
  description: fc.array(word, { maxLength: 6 }),
  vendor: fc.constantFrom('Acme', 'Bosch', ' bosch ', 'Sony', null),
  code: fc.option(fc.constantFrom('AB-12', 'ab12', 'X 500', 'Q-9')),
  barcode: fc.option(fc.constantFrom('4600000000017', '4600000000024')),
  categories: fc.subarray([...CATEGORIES.map((c) => c.id), 'missing']),
  color: fc.constantFrom('red', 'blue', ' green ', ''),
  region: fc.option(fc.constantFrom('msk', 'spb')),
  regionPrice: fc.option(fc.integer({ min: 1, max: 900 })),
  price: fc.option(fc.integer({ min: 1, max: 1000 })),
  rating: fc.option(fc.double({ min: 0, max: 5, noNaN: true })),
  available: fc.boolean(),
});
const catalogArb = fc.array(offerArb, { minLength: 0, maxLength: 40 }).map((list) =>
  list.map(
    (o, i): EngineOffer =>
      makeOffer({
        id: `o${i % 37}`,
        name: o.words.join(' '),
        description: o.description.join(' '),
        vendor: o.vendor,
        vendorCode: o.code,
        barcodes: o.barcode ? [o.barcode] : [],
        categoryId: o.categories[0] ?? null,
        categoryIds: o.categories,
        price: o.price,
        rating: o.rating,
        available: o.available,
        params: [
          { name: 'color', value: o.color, unit: null },
          ...(o.region ? [{ name: 'regions', value: o.region, unit: null }] : []),
          ...(o.regionPrice ? [{ name: 'price_msk', value: String(o.regionPrice), unit: null }] : []),
        ],
      }),
  ),
);

function incremental(offers: EngineOffer[]): SearchIndex {
  const builder = createIndexBuilder({ categories: CATEGORIES });
  // Copies: what the builder answers must come from its own records, not the objects it was given.
  for (const offer of offers) builder.add(structuredClone(offer));
  expect(builder.size).toBe(offers.length);
  return builder.finish();
}

/** A snapshot's pieces joined, each copied as it comes (a piece is valid only until the next is taken). */
function joinPieces(snapshot: SnapshotBytes): Uint8Array {
  const out = new Uint8Array(snapshot.byteLength);
  let at = 0;
  for (const piece of snapshot.pieces()) {
    out.set(piece, at);
    at += piece.byteLength;
  }
  expect(at).toBe(snapshot.byteLength);
  return out;
}

/** Spilled record chunks kept in memory, as a temporary file would keep them. */
function memorySpill(): RecordSpill & { chunks: number } {
  const kept: Buffer[] = [];
  return {
    chunks: 0,
    write(chunk) {
      kept.push(Buffer.from(chunk));
      this.chunks++;
    },
    read(into, offset) {
      Buffer.concat(kept).copy(into, 0, offset, offset + into.length);
    },
  };
}

/** The snapshot written straight from a build (`finishSnapshot`), joined into one buffer. */
function snapshotOfBuild(offers: EngineOffer[], spill?: RecordSpill): Uint8Array {
  const builder = createIndexBuilder({ categories: CATEGORIES, ...(spill ? { spill } : {}) });
  for (const offer of offers) builder.add(structuredClone(offer));
  return joinPieces(builder.finishSnapshot());
}

/** Byte equality without a deep comparison element by element (slow on a megabyte). */
const sameBytes = (a: Uint8Array, b: Uint8Array) => Buffer.from(a.buffer, a.byteOffset, a.byteLength).equals(b);

/** Everything a search answers, offers by value. */
function answer(index: SearchIndex, request: SearchRequest) {
  return index.search(request);
}

const SORTS: SortOrder[] = ['relevance', 'price_asc', 'price_desc', 'rating'];

describe('incremental index build', () => {
  // A hundred generated catalogs, each built twice: about a second alone, many on a busy machine.
  it('answers exactly as an index built from the whole array', { timeout: 60_000 }, () => {
    fc.assert(
      fc.property(catalogArb, fc.array(word, { maxLength: 3 }), fc.constantFrom(...SORTS), (offers, extra, sort) => {
        const whole = buildIndex({ offers, categories: CATEGORIES });
        const built = incremental(offers);
        expect(built.size).toBe(whole.size);
        const queries = ['', ...offers.slice(0, 2).map((o) => o.name), ...extra, 'ab12', 'bosch телефоны'];
        for (const query of queries) {
          for (const regionId of [null, 'msk']) {
            const request: SearchRequest = { query, sort, regionId, limit: 100, facets: true, facetsMaxCount: 100 };
            expect(answer(built, request)).toEqual(answer(whole, request));
          }
          expect(built.search({ query, filters: { vendors: ['bosch'] }, limit: 100 })).toEqual(
            whole.search({ query, filters: { vendors: ['bosch'] }, limit: 100 }),
          );
          expect(built.complete({ query: query.slice(0, 3) })).toEqual(whole.complete({ query: query.slice(0, 3) }));
        }
        for (const offer of offers) expect(built.findById(offer.id)).toEqual(whole.findById(offer.id));
        // The snapshot of either is the same bytes, and so is one written straight from a build.
        expect(sameBytes(serializeIndex(built), serializeIndex(whole))).toBe(true);
        expect(sameBytes(snapshotOfBuild(offers), serializeIndex(whole))).toBe(true);
      }),
      { numRuns: 30, endOnFailure: true },
    );
  });

  // Two 6,200-offer builds and their snapshots: about 1.5 s alone, over 5 s when the machine's two cores are shared.
  it('streams past the offer codec sample and still writes the same snapshot (records spanning several chunks)', () => {
    const offers = Array.from({ length: 6200 }, (_, i) =>
      makeOffer({
        id: `id${i}`,
        name: `Товар ${i % 50} модель ${i}`,
        vendor: ['Acme', 'Bosch'][i % 2] as string,
        vendorCode: `VC${i}`,
        // About 700 bytes a record: the records fill several chunks, some records crossing from one to the next.
        description: `Описание товара ${i}: `.repeat(16),
        categoryId: (CATEGORIES[i % CATEGORIES.length] as { id: string }).id,
        price: i % 7 === 0 ? null : 100 + i,
        params: [{ name: i > 5500 ? 'late' : 'color', value: ['red', 'blue'][i % 2] as string, unit: null }],
        // A field first seen after the sample.
        ...(i === 6000 ? { groupId: 'g1' } : {}),
      }),
    );
    const whole = buildIndex({ offers, categories: CATEGORIES });
    const built = incremental(offers);
    expect(sameBytes(serializeIndex(built), serializeIndex(whole))).toBe(true);
    expect(sameBytes(snapshotOfBuild(offers), serializeIndex(whole))).toBe(true);
    // Records spilled as they fill (a feed load's temporary file): the same bytes, and the offers read back.
    const spill = memorySpill();
    expect(sameBytes(snapshotOfBuild(offers, spill), serializeIndex(whole))).toBe(true);
    expect(spill.chunks).toBeGreaterThanOrEqual(3);
    const spilledBuilder = createIndexBuilder({ categories: CATEGORIES, spill: memorySpill() });
    for (const offer of offers) spilledBuilder.add(offer);
    const spilled = spilledBuilder.finish();
    // Every offer, read back through the window: some cross from the spill into the chunk in memory.
    for (const offer of offers) expect(spilled.findById(offer.id)).toEqual(offer);
    for (const query of ['товар 7', 'vc6100', 'bosch модель', '']) {
      const request: SearchRequest = { query, limit: 50, facets: true };
      expect(built.search(request)).toEqual(whole.search(request));
    }
    expect(built.findById('id6000')).toEqual(offers[6000]);
    for (const offer of offers) expect(built.findById(offer.id)).toEqual(offer);
    const loaded = deserializeIndex(serializeIndex(built));
    expect(loaded.findById('id6199')).toEqual(offers[6199]);
  }, 30_000);

  it('gives the snapshot as pieces that, written one after another, are the snapshot', () => {
    const offers = Array.from({ length: 300 }, (_, i) => makeOffer({ id: `p${i}`, name: `Чайник ${i}`, categoryId: 'kettle' }));
    const built = incremental(offers);
    const snapshot = serializeIndexPieces(built);
    expect([...snapshot.pieces()].length).toBeGreaterThan(2);
    const joined = joinPieces(snapshot);
    expect(sameBytes(joined, serializeIndex(built))).toBe(true);
    expect(deserializeIndex(joined).search({ query: 'чайник 7' }).offers[0]?.offer.id).toBe('p7');
  });

  it('writes a snapshot straight from a build, byte for byte, with emoji, lone surrogates and repeated ids', () => {
    const texts = ['чайник 😀', 'a\ud800b', '\udfffz', 'x\ud83d', '𝔘𝔫𝔦', 'ёЁ', 'model-7'];
    const offers = Array.from({ length: 120 }, (_, i) =>
      makeOffer({
        id: `${texts[i % texts.length]}${i % 50}`,
        name: `${texts[i % texts.length]} ${texts[(i + 3) % texts.length]} ${i}`,
        vendorCode: `${texts[(i + 1) % texts.length]}-${i}`,
        categoryId: 'kettle',
      }),
    );
    const bytes = snapshotOfBuild(offers);
    expect(sameBytes(bytes, serializeIndex(buildIndex({ offers, categories: CATEGORIES })))).toBe(true);
    const loaded = deserializeIndex(bytes);
    expect(loaded.search({ query: 'чайник' }).hits).toBeGreaterThan(0);
    expect(loaded.findById(`ёЁ${5}`)?.id).toBe(offers[5]?.id);
  });

  it('loads a snapshot whose offer records stay where the snapshot is, reading each offer as it is decoded', () => {
    const offers = Array.from({ length: 900 }, (_, i) =>
      makeOffer({
        id: `p${i}`,
        name: `Чайник ${i}`,
        description: `Стеклянный, ${i} `.repeat(i % 7 === 0 ? 2000 : 3),
        categoryId: 'kettle',
      }),
    );
    const bytes = serializeIndex(buildIndex({ offers, categories: CATEGORIES }));
    const range = snapshotRecordsRange(bytes.subarray(0, 10));
    expect(range).toEqual({ more: 12 });
    const layout = snapshotRecordsRange(bytes) as { start: number; length: number };
    expect(layout.start + layout.length).toBeLessThanOrEqual(bytes.length);
    let reads = 0;
    const file = {
      read: (into: Uint8Array, offset: number) => {
        reads++;
        into.set(bytes.subarray(layout.start + offset, layout.start + offset + into.length));
      },
    };
    const loaded = deserializeIndex(bytes.slice(0, layout.start), file);
    // Offers far apart (some longer than a read window), then a scan: neighbours come from one read.
    for (const d of [899, 0, 7, 450, 898]) expect(loaded.findById(`p${d}`)).toEqual(offers[d]);
    expect(loaded.search({ query: 'чайник 77' }).offers[0]?.offer).toEqual(offers[77]);
    reads = 0;
    for (const offer of offers.slice(100, 140))
      if (offer.id !== 'p105' && offer.id !== 'p112') expect(loaded.findById(offer.id)).toEqual(offer);
    expect(reads).toBeLessThan(10);
    // Written again, the records come from the source: the same snapshot.
    expect(sameBytes(joinPieces(serializeIndexPieces(loaded)), bytes)).toBe(true);
    expect(() => deserializeIndex(bytes.slice(0, layout.start))).toThrow(/ENGINE_SNAPSHOT_INVALID: truncated/);
  });

  it('refuses offers after it is finished', () => {
    const builder = createIndexBuilder({});
    builder.finish();
    expect(() => builder.add(makeOffer({ id: '1', name: 'x' }))).toThrow(/ENGINE_BUILDER_FINISHED/);
    expect(() => builder.finishSnapshot()).toThrow(/ENGINE_BUILDER_FINISHED/);
  });
});
