import type { SearchAnswer } from '@vitrina/contracts';
import type { EngineOffer, SearchHit } from '@vitrina/engine';
import { apiScore, type CategoryNames, toApiHit, toApiOffer } from '../../lib';

/** An offer's JSON (UTF-8) around its score: `${before}"score":${score}${after}`. */
type OfferJson = readonly [before: Buffer, after: Buffer];

const SCORE = '"score":0';

/**
 * Offers' JSON per decoded offer, per index (its category names): an index keeps its hot offers
 * decoded, the same object every search, and a shopper typing "iph", "ipho", "iphone" gets mostly
 * the same offers again. Only the score changes between answers. Weak: an offer the index stops
 * keeping takes its JSON with it.
 */
const offerJsonByIndex = new WeakMap<CategoryNames, WeakMap<EngineOffer, OfferJson>>();

function offerJsonOf(offer: EngineOffer, names: CategoryNames): OfferJson {
  let byOffer = offerJsonByIndex.get(names);
  if (!byOffer) {
    byOffer = new WeakMap();
    offerJsonByIndex.set(names, byOffer);
  }
  let json = byOffer.get(offer);
  if (!json) {
    const whole = JSON.stringify(toApiOffer(offer, 0, names));
    // The first '"score":' is the key: inside a string value its closing quote would be escaped.
    const at = whole.indexOf(SCORE);
    json = [Buffer.from(whole.slice(0, at)), Buffer.from(whole.slice(at + SCORE.length))];
    byOffer.set(offer, json);
  }
  return json;
}

/** What a search answer holds besides its offers, in the answer's key order. */
export type AnswerWithoutOffers = Pick<SearchAnswer, 'topOffersIds'> & Omit<SearchAnswer, 'topOffersIds' | 'offers'>;

/**
 * The answer's JSON, byte for byte what JSON.stringify of the whole answer gives, with each offer's
 * JSON reused from earlier answers as bytes: most of an answer is its offers, and neither
 * serializing nor encoding them again (a 14 KB answer in Cyrillic takes about 30 µs to encode) is
 * needed. Offers shown in a region (its own prices, a new object each search) and explained offers
 * are serialized as they are.
 */
export function answerJson(answer: AnswerWithoutOffers, hits: readonly SearchHit[], names: CategoryNames, reuse: boolean): Buffer {
  const { topOffersIds, ...rest } = answer;
  // The answer's pieces, written once into one buffer of their total length (a small Buffer per piece costs more than the copy).
  const pieces: Array<string | Buffer> = [`{"topOffersIds":${JSON.stringify(topOffersIds)},"offers":[`];
  hits.forEach((hit, i) => {
    const comma = i === 0 ? '' : ',';
    if (reuse && !hit.explain) {
      const [before, after] = offerJsonOf(hit.offer, names);
      pieces.push(comma, before, `"score":${JSON.stringify(apiScore(hit.score))}`, after);
    } else pieces.push(comma + JSON.stringify(toApiHit(hit, names)));
  });
  pieces.push(`],${JSON.stringify(rest).slice(1)}`);
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
