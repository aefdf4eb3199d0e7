import type { EngineOffer } from '../types';
import { ByteWriter } from './byte-writer';
import { ChunkedBytes, chunkReader, type RecordSource, type RecordSpill, spilledPieces } from './chunked-bytes';

// Offers as compact binary records, one after another, with their end offsets. A record holds one
// value per field of the schema (every top-level key any offer has, in first-seen order); a value is
// a tag byte and its payload. Strings of fields that repeat (vendor, currency, param names, values
// and units, category ids…) are written once into a table and referred to by number; the rest inline.
// A field whose text equals an earlier field's in the same record (a snippet that is its description
// when the feed's description has no markup) points back to that field instead of repeating it.
const TAG = { absent: 0, null: 1, false: 2, true: 3, uint: 4, float: 5, text: 6, ref: 7, array: 8, object: 9, same: 10 } as const;
/** Texts shorter than this are written again rather than compared with the record's other fields. */
const MIN_SAME = 16;
/** Offers sampled to decide which fields' strings repeat enough for the table. */
const SAMPLE = 5000;
const MAX_TABLE_STRING = 200;

const decoder = new TextDecoder();

/** Field paths ('vendor', 'params.value', 'pictures') whose strings repeat in a sample of the offers. */
function repeatingPaths(offers: ArrayLike<unknown>): Set<string> {
  const seen = new Map<string, { total: number; distinct: Set<string> }>();
  const visit = (value: unknown, path: string) => {
    if (typeof value === 'string') {
      let entry = seen.get(path);
      if (!entry) {
        entry = { total: 0, distinct: new Set() };
        seen.set(path, entry);
      }
      entry.total++;
      entry.distinct.add(value);
    } else if (Array.isArray(value)) for (const item of value) visit(item, path);
    else if (value && typeof value === 'object')
      for (const [key, item] of Object.entries(value)) visit(item, path ? `${path}.${key}` : key);
  };
  for (let i = 0; i < Math.min(SAMPLE, offers.length); i++) visit(offers[i], '');
  return new Set([...seen].filter(([, { total, distinct }]) => distinct.size * 2 <= total).map(([path]) => path));
}

export interface EncodedOffers {
  schema: string[];
  /**
   * The records one after another, in consecutive pieces (fixed chunks after a build, one piece after
   * a load); after a build with a spill, those that follow its first `spilled.bytes` bytes.
   */
  records: Uint8Array[];
  spilled?: { spill: RecordSource; bytes: number };
  ends: Int32Array;
  table: Uint8Array;
  tableEnds: Int32Array;
}

/**
 * Encodes offers one at a time (see the layout above), so a build never needs them all as objects:
 * the first SAMPLE offers are held to pick the table's fields, then each offer is written as it comes.
 */
export class OfferEncoder {
  private sample: EngineOffer[] | null = [];
  private tabled = new Set<string>();
  private readonly schema: string[] = [];
  private readonly schemaIndex = new Map<string, number>();
  private readonly table = new ByteWriter();
  private readonly tableEnds: number[] = [];
  private readonly tableIndex = new Map<string, number>();
  /** One record at a time, then appended to `records`. */
  private readonly out = new ByteWriter();
  /** The record's top-level texts by schema position, for TAG.same. */
  private texts: Array<string | undefined> = [];
  private readonly records: ChunkedBytes;
  private ends = new Int32Array(1024);
  private count = 0;

  /** With a spill, full chunks of records go there as they fill (chunked-bytes.ts). */
  constructor(private readonly spill: RecordSpill | null = null) {
    this.records = new ChunkedBytes(undefined, spill);
  }

  add(offer: EngineOffer): void {
    if (this.sample) {
      this.sample.push(offer);
      if (this.sample.length >= SAMPLE) this.flushSample();
    } else this.write(offer);
  }

  finish(): EncodedOffers {
    this.flushSample();
    const { chunks, spilled } = this.records.result();
    return {
      schema: this.schema,
      records: chunks,
      ...(this.spill && spilled > 0 ? { spilled: { spill: this.spill, bytes: spilled } } : {}),
      ends: this.ends.slice(0, this.count),
      table: this.table.result(),
      tableEnds: Int32Array.from(this.tableEnds),
    };
  }

  private flushSample(): void {
    const sample = this.sample;
    if (!sample) return;
    this.sample = null;
    this.tabled = repeatingPaths(sample);
    for (const offer of sample) this.write(offer);
  }

  private ref(text: string): number {
    let i = this.tableIndex.get(text);
    if (i === undefined) {
      i = this.tableEnds.length;
      this.table.raw(text);
      this.tableEnds.push(this.table.length);
      this.tableIndex.set(text, i);
    }
    return i;
  }

  private value(v: unknown, path: string): void {
    const out = this.out;
    if (v === undefined) out.byte(TAG.absent);
    else if (v === null) out.byte(TAG.null);
    else if (v === false || v === true) out.byte(v ? TAG.true : TAG.false);
    else if (typeof v === 'number') {
      if (Number.isInteger(v) && v >= 0 && v < 2 ** 31 && !Object.is(v, -0)) {
        out.byte(TAG.uint);
        out.varint(v);
      } else {
        out.byte(TAG.float);
        out.float(v);
      }
    } else if (typeof v === 'string') {
      if (this.tabled.has(path) && v.length <= MAX_TABLE_STRING) {
        out.byte(TAG.ref);
        out.varint(this.ref(v));
      } else {
        out.byte(TAG.text);
        out.text(v);
      }
    } else if (Array.isArray(v)) {
      out.byte(TAG.array);
      out.varint(v.length);
      for (const item of v) this.value(item, path);
    } else if (typeof v === 'object') {
      const entries = Object.entries(v as Record<string, unknown>).filter(([, item]) => item !== undefined);
      out.byte(TAG.object);
      out.varint(entries.length);
      for (const [key, item] of entries) {
        out.varint(this.ref(key));
        this.value(item, path ? `${path}.${key}` : key);
      }
    } else out.byte(TAG.null);
  }

  private write(offer: EngineOffer): void {
    const record = offer as unknown as Record<string, unknown>;
    for (const key in record)
      if (!this.schemaIndex.has(key) && record[key] !== undefined) {
        this.schemaIndex.set(key, this.schema.length);
        this.schema.push(key);
      }
    // Fields first seen after earlier offers were written are absent from those (decoding stops at the end).
    this.out.length = 0;
    const { schema, texts } = this;
    for (let k = 0; k < schema.length; k++) {
      const key = schema[k] as string;
      const v = record[key];
      texts[k] = typeof v === 'string' && v.length >= MIN_SAME ? v : undefined;
      const same = texts[k] === undefined ? -1 : texts.indexOf(v as string);
      if (same >= 0 && same < k) {
        this.out.byte(TAG.same);
        this.out.varint(same);
      } else this.value(v, key);
    }
    this.records.append(this.out.bytes.subarray(0, this.out.length));
    if (this.count === this.ends.length) {
      const ends = new Int32Array(this.ends.length * 2);
      ends.set(this.ends);
      this.ends = ends;
    }
    this.ends[this.count++] = this.records.length;
  }
}

/** Encodes the offers (see the layout above). */
export function encodeOffers(count: number, offerAt: (d: number) => EngineOffer): EncodedOffers {
  const encoder = new OfferEncoder();
  for (let d = 0; d < count; d++) encoder.add(offerAt(d));
  return encoder.finish();
}

/** The records' bytes as consecutive pieces, spilled ones read back through one buffer (each piece valid until the next). */
export function* recordPieces(encoded: EncodedOffers): Generator<Uint8Array> {
  if (encoded.spilled) yield* spilledPieces(encoded.spilled.spill, encoded.spilled.bytes);
  yield* encoded.records;
}

/** Total bytes of the records, spilled or not. */
export function recordBytes(encoded: EncodedOffers): number {
  return encoded.records.reduce((sum, chunk) => sum + chunk.byteLength, encoded.spilled?.bytes ?? 0);
}

/** Bytes read from a spill at a time: a scan over every offer takes one read per window, not one per offer. */
const READ_WINDOW = 16 * 1024;

/**
 * Reads a record's bytes, valid until the next call: from the chunks in memory, or from the spill
 * (a load's temporary file, or the snapshot file a search node keeps its records in) through a
 * window, so neighbouring records cost no second read.
 */
function recordReader(encoded: EncodedOffers): (start: number, end: number) => Uint8Array {
  const inMemory = chunkReader(encoded.records);
  const spilled = encoded.spilled;
  if (!spilled) return inMemory;
  const window = new Uint8Array(READ_WINDOW);
  let windowStart = 0;
  let windowEnd = 0;
  return (start, end) => {
    if (start >= spilled.bytes) return inMemory(start - spilled.bytes, end - spilled.bytes);
    if (end > spilled.bytes || end - start > READ_WINDOW) {
      // Across the end of the spill, or longer than the window: a buffer of its own.
      const out = new Uint8Array(end - start);
      const fromSpill = Math.min(end, spilled.bytes) - start;
      spilled.spill.read(out.subarray(0, fromSpill), start);
      if (end > spilled.bytes) out.set(inMemory(0, end - spilled.bytes), fromSpill);
      return out;
    }
    if (start < windowStart || end > windowEnd) {
      windowStart = start;
      windowEnd = Math.min(spilled.bytes, start + READ_WINDOW);
      spilled.spill.read(window.subarray(0, windowEnd - windowStart), start);
    }
    return window.subarray(start - windowStart, end - windowStart);
  };
}

/** Decodes one offer at a time; table strings are decoded once, on first use. */
export function offerDecoder(encoded: EncodedOffers): (d: number) => EngineOffer {
  const { schema, ends, table, tableEnds } = encoded;
  const strings: Array<string | undefined> = new Array(tableEnds.length);
  const recordAt = recordReader(encoded);
  // The record being decoded (`at` counts within it) and a view of it for floats.
  let records: Uint8Array = new Uint8Array(0);
  let view = new DataView(records.buffer);
  const tableString = (i: number) => {
    let text = strings[i];
    if (text === undefined) {
      text = decoder.decode(table.subarray(i === 0 ? 0 : (tableEnds[i - 1] as number), tableEnds[i] as number));
      strings[i] = text;
    }
    return text;
  };
  let at = 0;
  /** The record's top-level values decoded so far, for TAG.same. */
  const top: unknown[] = [];
  const varint = () => {
    let result = 0;
    let shift = 0;
    for (;;) {
      const b = records[at++] as number;
      result += (b & 0x7f) * 2 ** shift;
      if (b < 0x80) return result;
      shift += 7;
    }
  };
  const value = (): unknown => {
    const tag = records[at++];
    switch (tag) {
      case TAG.null:
        return null;
      case TAG.false:
        return false;
      case TAG.true:
        return true;
      case TAG.uint:
        return varint();
      case TAG.float:
        at += 8;
        return view.getFloat64(at - 8, true);
      case TAG.text: {
        const length = varint();
        at += length;
        return decoder.decode(records.subarray(at - length, at));
      }
      case TAG.ref:
        return tableString(varint());
      case TAG.same:
        return top[varint()];
      case TAG.array:
        return Array.from({ length: varint() }, value);
      case TAG.object: {
        const object: Record<string, unknown> = {};
        for (let n = varint(); n > 0; n--) {
          const key = tableString(varint());
          object[key] = value();
        }
        return object;
      }
      default:
        return undefined;
    }
  };
  return (d) => {
    records = recordAt(d === 0 ? 0 : (ends[d - 1] as number), ends[d] as number);
    view = new DataView(records.buffer, records.byteOffset, records.byteLength);
    at = 0;
    const end = records.length;
    const offer: Record<string, unknown> = {};
    for (let k = 0; k < schema.length && at < end; k++) {
      const v = value();
      top[k] = v;
      if (v !== undefined) offer[schema[k] as string] = v;
    }
    return offer as unknown as EngineOffer;
  };
}
