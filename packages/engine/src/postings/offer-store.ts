import type { EngineOffer } from '../types';

/** The offers of an index by number: held as objects after a build, decoded on demand after a snapshot load. */
export interface OfferStore {
  readonly length: number;
  readonly ids: readonly string[];
  get(d: number): EngineOffer;
  /** The offer without keeping it decoded (for one-off scans such as building a sort column). */
  peek(d: number): EngineOffer;
}

export function arrayOfferStore(offers: EngineOffer[]): OfferStore {
  const ids = offers.map((offer) => offer.id);
  const get = (d: number) => offers[d] as EngineOffer;
  return { length: offers.length, ids, get, peek: get };
}

const decoder = new TextDecoder();

/**
 * Offers as one UTF-8 buffer of JSON objects with their end offsets: a snapshot loads without
 * parsing them, and a search decodes only the offers it returns (then keeps them).
 */
export function lazyOfferStore(ids: string[], bytes: Uint8Array, ends: Int32Array): OfferStore {
  const cache: Array<EngineOffer | undefined> = new Array(ids.length);
  const decode = (d: number) =>
    JSON.parse(decoder.decode(bytes.subarray(d === 0 ? 0 : (ends[d - 1] as number), ends[d] as number))) as EngineOffer;
  return {
    length: ids.length,
    ids,
    get(d) {
      let offer = cache[d];
      if (!offer) {
        offer = decode(d);
        cache[d] = offer;
      }
      return offer;
    },
    peek: (d) => cache[d] ?? decode(d),
  };
}

/** Every offer as JSON in one buffer, with end offsets (what `lazyOfferStore` reads). */
export function encodeOffers(store: OfferStore): { bytes: Uint8Array; ends: Int32Array } {
  const encoder = new TextEncoder();
  const chunks: Uint8Array[] = [];
  const ends = new Int32Array(store.length);
  let total = 0;
  for (let d = 0; d < store.length; d++) {
    const chunk = encoder.encode(JSON.stringify(store.get(d)));
    chunks.push(chunk);
    total += chunk.byteLength;
    ends[d] = total;
  }
  const bytes = new Uint8Array(total);
  let at = 0;
  for (const chunk of chunks) {
    bytes.set(chunk, at);
    at += chunk.byteLength;
  }
  return { bytes, ends };
}
