import { resolveOptions } from '../options';
import type { IndexData } from '../postings/index-data';
import { sortedOrder } from '../postings/key-index';
import { encodedOfferStore } from '../postings/offer-store';
import { PackedStrings, type StringList } from '../postings/string-list';
import { UnitStrings } from '../postings/unit-strings';
import type { RecordSource } from './chunked-bytes';
import { type EncodedOffers, encodeOffers, recordBytes, recordPieces } from './offer-codec';
import { decodeDeltas, encodeDeltas } from './varint';

// Layout: 'VTRX' | u32 version | u32 header length | header JSON | sections, each 8-byte aligned.
// Typed arrays are stored raw (little-endian, as every supported platform is) and read back as views;
// postings' offer numbers as varint deltas; offers as binary records (offer-codec.ts), decoded on demand.
// The offer records come last (version 5), so a reader may keep them in the file and read only the rest.
// A snapshot of another version is refused (ENGINE_SNAPSHOT_INVALID), so the caller rebuilds it.
const MAGIC = 0x58525456; // 'VTRX' little-endian
const VERSION = 6;
/**
 * Older versions read as they are, no rebuild after an upgrade: 3 has no TAG.same in its records
 * (offer-codec.ts), 3 and 4 have the records before the offer table, so never kept in the file;
 * before 6 name postings carry no head bits (FIELD.head, FIELD.headWord), so the head of a name
 * weighs nothing until the project's next feed load writes a version 6 snapshot.
 */
const READABLE = new Set([3, 4, 5, VERSION]);
const RECORDS = 'offerRecords';

type Typed = Int32Array | Uint8Array | Float32Array | Float64Array;
const TYPED = { Int32Array, Uint8Array, Float32Array, Float64Array } as const;
type TypedName = keyof typeof TYPED;

const ARRAY_KEYS = [
  'termStem',
  'postStart',
  'postFields',
  'postPos',
  'nameLen',
  'price',
  'available',
  'rating',
  'vendorOf',
  'docCatStart',
  'docCats',
  'catParent',
  'catPre',
  'catEnd',
  'valueParam',
  'docParamStart',
  'docParams',
  'codeStart',
  'codeDocs',
  'regionStart',
  'regionDocs',
  'regionPrice',
  'regionAvailable',
  'regionListed',
  'regionRestricted',
] as const;
const STRING_KEYS = ['terms', 'stems', 'vendors', 'paramNames', 'paramValues', 'codeKeys', 'regionKeys'] as const;

/** What a snapshot is written from: a searchable index's data, or a build's with its terms still code units. */
export type SnapshotData = Omit<IndexData, 'terms'> & { terms: StringList };

interface Section {
  name: string;
  kind: TypedName | 'strings' | 'json' | 'varint';
  offset: number;
  length: number;
  count?: number;
}

interface Header {
  options: IndexData['options'];
  avgNameLen: number;
  offerSchema: string[];
  sections: Section[];
}

const encoder = new TextEncoder();
const decoder = new TextDecoder();
/** A list NUL-joined as UTF-8 (a packed list as it was read, code units without making strings). */
const joined = (list: StringList) =>
  list instanceof PackedStrings
    ? list.bytes
    : list instanceof UnitStrings
      ? list.utf8Joined()
      : encoder.encode(Array.from({ length: list.length }, (_, i) => list.at(i)).join('\u0000'));
/** Lists only binary-searched after a load: kept packed, decoded one string at a time. */
const PACKED = new Set(['stems', 'codeKeys', 'offerIds']);
const bytesOf = (array: Typed) => new Uint8Array(array.buffer, array.byteOffset, array.byteLength);

/** A snapshot to write: its size, and its bytes as consecutive pieces, each valid until the next is taken. */
export interface SnapshotBytes {
  readonly byteLength: number;
  pieces(): Iterable<Uint8Array>;
}

/** Writes index data to one byte array. */
export function writeSnapshot(data: SnapshotData): Uint8Array {
  const snapshot = snapshotPieces(data);
  const out = new Uint8Array(snapshot.byteLength);
  let at = 0;
  for (const piece of snapshot.pieces()) {
    out.set(piece, at);
    at += piece.byteLength;
  }
  return out;
}

const PADDING = new Uint8Array(8);

/** A section's bytes: its length, and its pieces (one array, chunks, or records read back from a spill). */
interface Part {
  name: string;
  kind: Section['kind'];
  length: number;
  pieces: () => Iterable<Uint8Array>;
  count?: number;
}

/**
 * The snapshot as consecutive pieces (header, then each section and its padding): a caller writing
 * them one after another never needs the whole snapshot in one more buffer. Sections of typed arrays
 * are views of the index's own arrays; spilled offer records are read back a chunk at a time.
 */
export function snapshotPieces(data: SnapshotData): SnapshotBytes {
  const parts: Part[] = [];
  const bytes = (name: string, kind: Section['kind'], array: Uint8Array, count?: number) =>
    parts.push({ name, kind, length: array.byteLength, pieces: () => [array], ...(count !== undefined ? { count } : {}) });
  const typed = (name: string, array: Typed) => bytes(name, array.constructor.name as TypedName, bytesOf(array));
  for (const key of ARRAY_KEYS) typed(key, data[key]);
  const postDocs = encodeDeltas(data.postStart, data.postDocs);
  if (postDocs) bytes('postDocs', 'varint', postDocs, data.postDocs.length);
  else typed('postDocs', data.postDocs);
  for (const key of STRING_KEYS) bytes(key, 'strings', joined(data[key]), data[key].length);
  bytes('categories', 'json', encoder.encode(JSON.stringify(data.categories)));
  const orders = data.orders ?? { ids: sortedOrder(data.offers.ids), codes: sortedOrder(data.codeKeys), stems: sortedOrder(data.stems) };
  typed('idOrder', orders.ids);
  typed('codeOrder', orders.codes);
  typed('stemOrder', orders.stems);
  const offers = data.offers.encoded ?? encodeOffers(data.offers.length, (d) => data.offers.peek(d));
  bytes('offerIds', 'strings', joined(data.offers.ids), data.offers.length);
  typed('offerEnds', offers.ends);
  typed('offerTableEnds', offers.tableEnds);
  bytes('offerTable', 'Uint8Array', offers.table);
  parts.push({ name: RECORDS, kind: 'Uint8Array', length: recordBytes(offers), pieces: () => recordPieces(offers) });
  const sections: Section[] = [];
  let offset = 0;
  for (const part of parts) {
    sections.push({
      name: part.name,
      kind: part.kind,
      offset,
      length: part.length,
      ...(part.count !== undefined ? { count: part.count } : {}),
    });
    offset += Math.ceil(part.length / 8) * 8;
  }
  const header: Header = { options: data.options, avgNameLen: data.avgNameLen, offerSchema: offers.schema, sections };
  const headerBytes = encoder.encode(JSON.stringify(header));
  const headerSize = Math.ceil((12 + headerBytes.byteLength) / 8) * 8;
  const head = new Uint8Array(headerSize);
  const view = new DataView(head.buffer);
  view.setUint32(0, MAGIC, true);
  view.setUint32(4, VERSION, true);
  view.setUint32(8, headerBytes.byteLength, true);
  head.set(headerBytes, 12);
  return {
    byteLength: headerSize + offset,
    *pieces() {
      yield head;
      for (const part of parts) {
        yield* part.pieces();
        const pad = Math.ceil(part.length / 8) * 8 - part.length;
        if (pad) yield PADDING.subarray(0, pad);
      }
    },
  };
}

/** The header of a snapshot from its first bytes, or null while more of them are needed. Throws on foreign bytes. */
function readHeader(bytes: Uint8Array): { header: Header; base: number; version: number } | null {
  if (bytes.byteLength < 12) return null;
  const view = new DataView(bytes.buffer, bytes.byteOffset, bytes.byteLength);
  if (view.getUint32(0, true) !== MAGIC) throw new Error('ENGINE_SNAPSHOT_INVALID: not an engine snapshot');
  const version = view.getUint32(4, true);
  if (!READABLE.has(version)) throw new Error(`ENGINE_SNAPSHOT_INVALID: version ${version}, expected ${VERSION}`);
  const headerLength = view.getUint32(8, true);
  if (12 + headerLength > bytes.byteLength) return null;
  const header = JSON.parse(decoder.decode(bytes.subarray(12, 12 + headerLength))) as Header;
  return { header, base: Math.ceil((12 + headerLength) / 8) * 8, version };
}

/**
 * Where a snapshot's offer records lie, from its first bytes: `start` and `length` in the snapshot
 * when they are its last section (version 5), so a reader can keep them in the file and pass the
 * bytes before `start` with a source for them to `readSnapshot`. Null for older versions; `more`
 * when the header needs that many first bytes. Throws ENGINE_SNAPSHOT_INVALID on foreign bytes.
 */
export function snapshotRecordsRange(first: Uint8Array): { start: number; length: number } | { more: number } | null {
  const read = readHeader(first);
  if (!read) {
    if (first.byteLength < 12) return { more: 12 };
    return { more: 12 + new DataView(first.buffer, first.byteOffset, 12).getUint32(8, true) };
  }
  const last = read.header.sections.at(-1);
  if (read.version < 5 || last?.name !== RECORDS) return null;
  return { start: read.base + last.offset, length: last.length };
}

/**
 * Reads what `writeSnapshot` wrote. Typed arrays are views of `bytes` when aligned (do not modify it
 * afterwards). With `records`, `bytes` may end where the offer records start (`snapshotRecordsRange`):
 * an offer is then read from that source when it is decoded (the file the snapshot is in).
 */
export function readSnapshot(bytes: Uint8Array, records?: RecordSource): IndexData {
  if (bytes.byteLength < 12) throw new Error('ENGINE_SNAPSHOT_INVALID: too short');
  const read = readHeader(bytes);
  if (!read) throw new Error('ENGINE_SNAPSHOT_INVALID: truncated');
  const { header, base } = read;
  const out: Record<string, unknown> = { options: resolveOptions(header.options), avgNameLen: header.avgNameLen };
  const varints: Array<{ name: string; raw: Uint8Array; count: number }> = [];
  let external: { spill: RecordSource; bytes: number } | null = null;
  for (const section of header.sections) {
    const start = base + section.offset;
    if (records && section.name === RECORDS && section === header.sections.at(-1) && start >= bytes.byteLength) {
      external = { spill: records, bytes: section.length };
      continue;
    }
    if (start + section.length > bytes.byteLength) throw new Error('ENGINE_SNAPSHOT_INVALID: truncated');
    const raw = bytes.subarray(start, start + section.length);
    if (section.kind === 'strings')
      out[section.name] = PACKED.has(section.name)
        ? new PackedStrings(raw, section.count ?? 0)
        : section.count === 0
          ? []
          : decoder.decode(raw).split('\u0000');
    else if (section.kind === 'json') out[section.name] = JSON.parse(decoder.decode(raw));
    else if (section.kind === 'varint') varints.push({ name: section.name, raw, count: section.count ?? 0 });
    else {
      const Ctor = TYPED[section.kind];
      const size = Ctor.BYTES_PER_ELEMENT;
      out[section.name] =
        (bytes.byteOffset + start) % size === 0
          ? new Ctor(bytes.buffer as ArrayBuffer, bytes.byteOffset + start, section.length / size)
          : new Ctor(raw.slice().buffer, 0, section.length / size);
    }
  }
  for (const { name, raw, count } of varints) out[name] = decodeDeltas(raw, out.postStart as Int32Array, count);
  const encoded: EncodedOffers = {
    schema: header.offerSchema,
    records: external ? [] : [out.offerRecords as Uint8Array],
    ...(external ? { spilled: external } : {}),
    ends: out.offerEnds as Int32Array,
    table: out.offerTable as Uint8Array,
    tableEnds: out.offerTableEnds as Int32Array,
  };
  out.offers = encodedOfferStore(out.offerIds as StringList, encoded);
  out.orders = { ids: out.idOrder, codes: out.codeOrder, stems: out.stemOrder };
  for (const key of ['offerIds', 'offerEnds', 'offerRecords', 'offerTableEnds', 'offerTable', 'idOrder', 'codeOrder', 'stemOrder'])
    delete out[key];
  return out as unknown as IndexData;
}
