import { resolveOptions } from '../options';
import type { IndexData } from '../postings/index-data';
import { encodeOffers, lazyOfferStore } from '../postings/offer-store';

// Layout: 'VTRX' | u32 version | u32 header length | header JSON | sections, each 8-byte aligned.
// Typed arrays are stored raw (little-endian, as every supported platform is) and read back as views.
const MAGIC = 0x58525456; // 'VTRX' little-endian
const VERSION = 2;

type Typed = Int32Array | Uint8Array | Float32Array | Float64Array;
const TYPED = { Int32Array, Uint8Array, Float32Array, Float64Array } as const;
type TypedName = keyof typeof TYPED;

const ARRAY_KEYS = [
  'termStem',
  'postStart',
  'postDocs',
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
] as const;
const STRING_KEYS = ['terms', 'stems', 'vendors', 'paramNames', 'paramValues', 'codeKeys'] as const;
const JSON_KEYS = ['categories'] as const;

interface Section {
  name: string;
  kind: TypedName | 'strings' | 'json';
  offset: number;
  length: number;
  count?: number;
}

const encoder = new TextEncoder();
const decoder = new TextDecoder();

/** Writes index data to one byte array. */
export function writeSnapshot(data: IndexData): Uint8Array {
  const parts: Array<{ name: string; kind: Section['kind']; bytes: Uint8Array; count?: number }> = [];
  for (const key of ARRAY_KEYS) {
    const array = data[key] as Typed;
    parts.push({
      name: key,
      kind: array.constructor.name as TypedName,
      bytes: new Uint8Array(array.buffer, array.byteOffset, array.byteLength),
    });
  }
  for (const key of STRING_KEYS)
    parts.push({ name: key, kind: 'strings', bytes: encoder.encode(data[key].join('\u0000')), count: data[key].length });
  for (const key of JSON_KEYS) parts.push({ name: key, kind: 'json', bytes: encoder.encode(JSON.stringify(data[key])) });
  // Offers: ids as a string list, bodies as JSON decoded on demand.
  const offers = encodeOffers(data.offers);
  parts.push({ name: 'offerIds', kind: 'strings', bytes: encoder.encode(data.offers.ids.join('\u0000')), count: data.offers.length });
  parts.push({
    name: 'offerEnds',
    kind: 'Int32Array',
    bytes: new Uint8Array(offers.ends.buffer, offers.ends.byteOffset, offers.ends.byteLength),
  });
  parts.push({ name: 'offerBytes', kind: 'Uint8Array', bytes: offers.bytes });
  const sections: Section[] = [];
  let offset = 0;
  for (const part of parts) {
    sections.push({
      name: part.name,
      kind: part.kind,
      offset,
      length: part.bytes.byteLength,
      ...(part.count !== undefined ? { count: part.count } : {}),
    });
    offset += Math.ceil(part.bytes.byteLength / 8) * 8;
  }
  const header = encoder.encode(JSON.stringify({ options: data.options, avgNameLen: data.avgNameLen, sections }));
  const headerSize = Math.ceil((12 + header.byteLength) / 8) * 8;
  const out = new Uint8Array(headerSize + offset);
  const view = new DataView(out.buffer);
  view.setUint32(0, MAGIC, true);
  view.setUint32(4, VERSION, true);
  view.setUint32(8, header.byteLength, true);
  out.set(header, 12);
  for (const [i, part] of parts.entries()) out.set(part.bytes, headerSize + (sections[i] as Section).offset);
  return out;
}

/** Reads what `writeSnapshot` wrote. Typed arrays are views of `bytes` when aligned (do not modify it afterwards). */
export function readSnapshot(bytes: Uint8Array): IndexData {
  if (bytes.byteLength < 12) throw new Error('ENGINE_SNAPSHOT_INVALID: too short');
  const view = new DataView(bytes.buffer, bytes.byteOffset, bytes.byteLength);
  if (view.getUint32(0, true) !== MAGIC) throw new Error('ENGINE_SNAPSHOT_INVALID: not an engine snapshot');
  const version = view.getUint32(4, true);
  if (version !== VERSION) throw new Error(`ENGINE_SNAPSHOT_INVALID: version ${version}, expected ${VERSION}`);
  const headerLength = view.getUint32(8, true);
  const header = JSON.parse(decoder.decode(bytes.subarray(12, 12 + headerLength))) as {
    options: IndexData['options'];
    avgNameLen: number;
    sections: Section[];
  };
  const base = Math.ceil((12 + headerLength) / 8) * 8;
  const out: Record<string, unknown> = { options: resolveOptions(header.options), avgNameLen: header.avgNameLen };
  for (const section of header.sections) {
    const start = base + section.offset;
    if (start + section.length > bytes.byteLength) throw new Error('ENGINE_SNAPSHOT_INVALID: truncated');
    const raw = bytes.subarray(start, start + section.length);
    if (section.kind === 'strings') {
      const text = decoder.decode(raw);
      out[section.name] = section.count === 0 ? [] : text.split('\u0000');
    } else if (section.kind === 'json') {
      out[section.name] = JSON.parse(decoder.decode(raw));
    } else {
      const Ctor = TYPED[section.kind];
      const size = Ctor.BYTES_PER_ELEMENT;
      out[section.name] =
        (bytes.byteOffset + start) % size === 0
          ? new Ctor(bytes.buffer as ArrayBuffer, bytes.byteOffset + start, section.length / size)
          : new Ctor(raw.slice().buffer, 0, section.length / size);
    }
  }
  out.offers = lazyOfferStore(out.offerIds as string[], out.offerBytes as Uint8Array, out.offerEnds as Int32Array);
  for (const key of ['offerIds', 'offerBytes', 'offerEnds']) delete out[key];
  return out as unknown as IndexData;
}
