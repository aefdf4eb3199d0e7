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

/** Offers decoded on demand (after a snapshot load): a search decodes only the offers it returns, then keeps them. */
export function lazyOfferStore(ids: StringList, decode: (d: number) => EngineOffer, encoded?: EncodedOffers): OfferStore {
  const cache: Array<EngineOffer | undefined> = new Array(ids.length);
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
    ...(encoded ? { encoded } : {}),
  };
}

/** Offers held as binary records (an incremental build), decoded on demand like a loaded snapshot's. */
export function encodedOfferStore(ids: StringList, encoded: EncodedOffers): OfferStore {
  return lazyOfferStore(ids, offerDecoder(encoded), encoded);
}
