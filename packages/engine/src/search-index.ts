import { complete } from './complete';
import { type ParamStats, paramStatsOf } from './facets/param-stats';
import { type IndexOptions, resolveOptions } from './options';
import { buildIndexData, IndexBuilder } from './postings/build';
import type { IndexData } from './postings/index-data';
import { listChars } from './postings/string-list';
import { parseWithRuntime } from './query/synonym-cache';
import { createRuntime, type Runtime } from './runtime';
import { search } from './search';
import type { RecordSource, RecordSpill } from './snapshot/chunked-bytes';
import { readSnapshot, type SnapshotBytes, snapshotPieces, writeSnapshot } from './snapshot/format';
import type {
  CompleteRequest,
  CompleteResult,
  EngineCategory,
  EngineOffer,
  Locale,
  SearchRequest,
  SearchResult,
  SynonymSet,
} from './types';

/** A built index of one catalogue. Immutable: a feed update builds a new one. */
export interface SearchIndex {
  search(request: SearchRequest): SearchResult;
  complete(request: CompleteRequest): CompleteResult;
  findById(id: string): EngineOffer | undefined;
  /** Every offer in index order (each decoded as it is reached), for readers of the whole catalogue such as recommendations. */
  offers(): IterableIterator<EngineOffer>;
  /** Parses synonym lines once for reuse in many requests. */
  parseSynonyms(lines: string | string[]): SynonymSet;
  /** Number of offers. */
  readonly size: number;
  readonly options: Readonly<IndexOptions>;
  /** Bytes held by the index's arrays and strings (offers' own objects not counted). */
  memoryBytes(): number;
  /** Each param's offers, distinct values and unit, computed on the first call (filterOffReason decides on them). */
  paramStats(): readonly ParamStats[];
}

const runtimes = new WeakMap<SearchIndex, Runtime>();

/** Every offer of an index, decoded as it is reached (a generator of its own keeps it out of wrap's closure). */
function* offersOf(data: IndexData, n: number): IterableIterator<EngineOffer> {
  for (let d = 0; d < n; d++) yield data.offers.get(d);
}

function wrap(data: IndexData): SearchIndex {
  const rt = createRuntime(data);
  const index: SearchIndex = {
    search: (request) => search(rt, request ?? { query: '' }),
    complete: (request) => complete(rt, request ?? { query: '' }),
    findById: (id) => {
      const d = rt.idIndex.get(id);
      return d === undefined ? undefined : data.offers.get(d);
    },
    offers: () => offersOf(data, rt.n),
    parseSynonyms: (lines) => parseWithRuntime(rt, lines),
    paramStats: () => paramStatsOf(rt),
    size: rt.n,
    options: data.options,
    memoryBytes: () => {
      let bytes = 0;
      for (const value of Object.values(data)) if (ArrayBuffer.isView(value)) bytes += value.byteLength;
      for (const value of Object.values(rt.scratch)) bytes += value.byteLength;
      bytes += rt.nameWeight.byteLength;
      for (const list of [data.terms, data.stems, data.vendors, data.paramNames, data.paramValues, data.codeKeys])
        bytes += 2 * listChars(list) + 16 * list.length;
      // Look-up maps: about 40 bytes an entry.
      bytes += 40 * (data.terms.length + data.stems.length + rt.n + data.codeKeys.length + data.paramValues.length);
      return bytes;
    },
  };
  runtimes.set(index, rt);
  return index;
}

/**
 * Builds an index from offers and categories. `locales` (default ['ru', 'en']) picks the stemmers
 * and stop words; `options` overrides any of DEFAULT_OPTIONS.
 */
export function buildIndex(input: {
  offers: EngineOffer[];
  categories?: EngineCategory[];
  locales?: Locale[];
  options?: Partial<IndexOptions>;
}): SearchIndex {
  const options = resolveOptions({ ...input.options, ...(input.locales?.length ? { locales: input.locales } : {}) });
  return wrap(buildIndexData(input.offers, input.categories ?? [], options));
}

/** Builds an index from offers given one at a time (`createIndexBuilder`). */
export interface SearchIndexBuilder {
  /** Indexes the next offer, which must not change afterwards (the first few thousand are held until the codec has sampled them). */
  add(offer: EngineOffer): void;
  /** Offers added so far. */
  readonly size: number;
  /** The index; the builder is spent. */
  finish(): SearchIndex;
  /**
   * The index's snapshot as consecutive pieces, byte for byte `serializeIndexPieces(finish())`, without
   * making the index searchable: no term, code or id becomes a string and no search runtime is set
   * up, so a process that only writes the snapshot (a feed load) needs little beyond the built arrays.
   * The builder is spent.
   */
  finishSnapshot(): SnapshotBytes;
}

/**
 * An index built offer by offer: it answers exactly as `buildIndex` over the same offers in the same
 * order, but holds each offer only as binary records (as a loaded snapshot does), so building a large
 * catalogue never needs it as an array of objects. Categories must be known before the first offer.
 */
export function createIndexBuilder(input: {
  categories?: EngineCategory[];
  locales?: Locale[];
  options?: Partial<IndexOptions>;
  /** Where full chunks of offer records go while the build runs (a temporary file): memory then holds one chunk of them. */
  spill?: RecordSpill;
}): SearchIndexBuilder {
  const options = resolveOptions({ ...input.options, ...(input.locales?.length ? { locales: input.locales } : {}) });
  let builder: IndexBuilder | null = new IndexBuilder(input.categories ?? [], options, false, input.spill ?? null);
  let size = 0;
  const spent = () => new Error('ENGINE_BUILDER_FINISHED: the index is built already');
  /** The builder, once: its columns and maps are let go with it, before the caller writes the snapshot. */
  const take = () => {
    if (!builder) throw spent();
    const last = builder;
    builder = null;
    size = last.size;
    return last;
  };
  return {
    add: (offer) => {
      if (!builder) throw spent();
      builder.add(offer);
    },
    get size() {
      return builder ? builder.size : size;
    },
    finish: () => wrap(take().finish()),
    finishSnapshot: () => snapshotPieces(take().finishBuilt()),
  };
}

/** The index as bytes (see snapshot/format.ts); load with `deserializeIndex`. */
export function serializeIndex(index: SearchIndex): Uint8Array {
  const rt = runtimes.get(index);
  if (!rt) throw new Error('ENGINE_NOT_AN_INDEX: serializeIndex takes an index made by buildIndex or deserializeIndex');
  return writeSnapshot(rt.data);
}

/** `serializeIndex` as consecutive pieces, to be written one after another (no whole-snapshot buffer). */
export function serializeIndexPieces(index: SearchIndex): SnapshotBytes {
  const rt = runtimes.get(index);
  if (!rt) throw new Error('ENGINE_NOT_AN_INDEX: serializeIndexPieces takes an index made by buildIndex or deserializeIndex');
  return snapshotPieces(rt.data);
}

/**
 * Loads an index from `serializeIndex` bytes. With `records`, the bytes may stop where the offer
 * records start (`snapshotRecordsRange`) and offers are read from that source as they are decoded.
 * Throws ENGINE_SNAPSHOT_INVALID on foreign or truncated bytes.
 */
export function deserializeIndex(bytes: Uint8Array, records?: RecordSource): SearchIndex {
  return wrap(readSnapshot(bytes, records));
}
