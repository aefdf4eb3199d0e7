import type { SearchAnswer } from '@vitrina/contracts';
import type { EngineOffer, SearchHit } from '@vitrina/engine';
import { apiScore, type CategoryNames, toApiHit, toApiOffer } from '../../lib';
import { identityOf } from './search-answers';

/** An offer's JSON (UTF-8) around its score: `${before}"score":${score}${after}`. */
type OfferJson = readonly [before: Buffer, after: Buffer];

const SCORE = '"score":0';
/** Bytes of offers' JSON a node keeps at most: about 16,000 offers of 1 KB, across its projects. */
const MAX_BYTES = 16 * 1024 * 1024;

function encodeOffer(offer: EngineOffer, names: CategoryNames): OfferJson {
  const whole = JSON.stringify(toApiOffer(offer, 0, names));
  // The first '"score":' is the key: inside a string value its closing quote would be escaped.
  const at = whole.indexOf(SCORE);
  return [Buffer.from(whole.slice(0, at)), Buffer.from(whole.slice(at + SCORE.length))];
}

/**
 * Offers' JSON by index (its category names) and offer id: a shopper typing "iph", "ipho", "iphone"
 * gets mostly the same offers again, and popular offers come back across queries; only the score
 * changes between answers. Bounded in bytes, so a crawler paging through a whole catalog cannot grow
 * a node: two generations of at most `maxBytes / 2` each, the older dropped when the newer fills, an
 * offer found in the older moved back into the newer.
 */
export function createOfferJsonCache(maxBytes = MAX_BYTES) {
  let recent = new Map<string, OfferJson>();
  let older = new Map<string, OfferJson>();
  let recentBytes = 0;
  return {
    of(offer: EngineOffer, names: CategoryNames): OfferJson {
      // An index never changes its offers; a new catalog is a new index with new category names.
      const key = `${identityOf(names)} ${offer.id}`;
      let json = recent.get(key);
      if (json) return json;
      json = older.get(key) ?? encodeOffer(offer, names);
      recent.set(key, json);
      recentBytes += json[0].length + json[1].length;
      if (recentBytes >= maxBytes / 2) {
        older = recent;
        recent = new Map();
        recentBytes = 0;
      }
      return json;
    },
    bytes: () => {
      let bytes = recentBytes;
      for (const [before, after] of older.values()) bytes += before.length + after.length;
      return bytes;
    },
  };
}

const offerJson = createOfferJsonCache();

/** What a search answer holds after its pinned ids and offers, in the answer's key order. */
export type AnswerAfterOffers = Omit<SearchAnswer, 'topOffersIds' | 'offers'>;

/**
 * The answer's JSON, byte for byte what JSON.stringify of the whole answer gives, with each offer's
 * JSON reused from earlier answers as bytes: most of an answer is its offers, and neither
 * serializing nor encoding them again (a 14 KB answer in Cyrillic takes about 30 µs to encode) is
 * needed. Offers shown in a region (its own prices, a new object each search) and explained offers
 * are serialized as they are.
 */
export function answerJson(
  topOffersIds: readonly string[],
  hits: readonly SearchHit[],
  after: AnswerAfterOffers,
  names: CategoryNames,
  reuse: boolean,
  cache = offerJson,
): Buffer {
  // The answer's pieces, written once into one buffer of their total length (a small Buffer per piece costs more than the copy).
  const pieces: Array<string | Buffer> = [`{"topOffersIds":${JSON.stringify(topOffersIds)},"offers":[`];
  hits.forEach((hit, i) => {
    const comma = i === 0 ? '' : ',';
    if (reuse && !hit.explain) {
      const [before, after] = cache.of(hit.offer, names);
      pieces.push(comma, before, `"score":${JSON.stringify(apiScore(hit.score))}`, after);
    } else pieces.push(comma + JSON.stringify(toApiHit(hit, names)));
  });
  pieces.push(`],${JSON.stringify(after).slice(1)}`);
  let length = 0;
  for (const piece of pieces) length += typeof piece === 'string' ? Buffer.byteLength(piece) : piece.length;
  const out = Buffer.allocUnsafe(length);
  let at = 0;
  for (const piece of pieces) {
    if (typeof piece === 'string') at += out.write(piece, at);
    else {
      out.set(piece, at);
      at += piece.length;
    }
  }
  return out;
}
