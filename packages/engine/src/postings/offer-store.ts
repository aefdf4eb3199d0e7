import { type EncodedOffers, offerDecoder } from '../snapshot/offer-codec';
import type { EngineOffer } from '../types';
import type { StringList } from './string-list';

/** The offers of an index by number: held as objects after a build, decoded on demand after a snapshot load. */
export interface OfferStore {
  readonly length: number;
  readonly ids: StringList;
  get(d: number): EngineOffer;
  /** The offer without keeping it decoded (for one-off scans such as building a sort column). */
  peek(d: number): EngineOffer;
  /** The offers' binary records when the store holds them so (a snapshot writes them as they are). */
  readonly encoded?: EncodedOffers;
}

export function arrayOfferStore(offers: EngineOffer[]): OfferStore {
  const ids = offers.map((offer) => offer.id);
  const get = (d: number) => offers[d] as EngineOffer;
  return { length: offers.length, ids, get, peek: get };
}

/** Decoded offers a store keeps at most: the hot ones of a shop, about 1 KB each. */
export const DECODED_OFFERS_KEPT = 20_000;

/**
 * Offers decoded on demand (after a snapshot load): a search decodes only the offers it returns
 * and keeps the recent ones. Bounded, so a crawler paging through a large catalog cannot grow a
 * search node by a decoded object per offer: two generations of at most `kept / 2` each, the older
 * dropped when the newer fills, an offer found in the older moved back into the newer.
 */
export function lazyOfferStore(
  ids: StringList,
  decode: (d: number) => EngineOffer,
  encoded?: EncodedOffers,
  kept = DECODED_OFFERS_KEPT,
): OfferStore {
  let recent = new Map<number, EngineOffer>();
  let older = new Map<number, EngineOffer>();
  const half = Math.max(1, Math.floor(kept / 2));
  return {
    length: ids.length,
    ids,
    get(d) {
      let offer = recent.get(d);
      if (offer) return offer;
      offer = older.get(d) ?? decode(d);
      recent.set(d, offer);
      if (recent.size >= half) {
        older = recent;
        recent = new Map();
      }
      return offer;
    },
    peek: (d) => recent.get(d) ?? older.get(d) ?? decode(d),
    ...(encoded ? { encoded } : {}),
  };
}

/** Offers held as binary records (an incremental build), decoded on demand like a loaded snapshot's. */
export function encodedOfferStore(ids: StringList, encoded: EncodedOffers): OfferStore {
  return lazyOfferStore(ids, offerDecoder(encoded), encoded);
}
