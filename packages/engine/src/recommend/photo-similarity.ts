import type { EngineOffer } from '../types';
import { pictureDistance, popcount } from './picture-features';
import type { PictureFeatures } from './types';

/** Candidates kept by the cheap hash distance before the full comparison. */
const SHORTLIST = 400;

/**
 * Picture features laid out by catalog position. Nearest offers: one pass over every hash (two
 * popcounts each) into 65 distance buckets, the closest SHORTLIST then ranked by the full
 * colour + shape distance. Linear in the catalog, no sort of it.
 */
export class PhotoSimilarity {
  private readonly hashes: Uint32Array;
  private readonly has: Uint8Array;
  private readonly features: Array<PictureFeatures | undefined>;

  constructor(offers: readonly EngineOffer[], features: ReadonlyMap<string, PictureFeatures>) {
    this.hashes = new Uint32Array(offers.length * 2);
    this.has = new Uint8Array(offers.length);
    this.features = offers.map((offer, i) => {
      const found = features.get(offer.id);
      if (found) {
        this.hashes[2 * i] = found.hash[0];
        this.hashes[2 * i + 1] = found.hash[1];
        this.has[i] = 1;
      }
      return found;
    });
  }

  nearest(doc: number, count: number): Array<{ doc: number; score: number }> {
    const own = this.features[doc];
    if (!own) return [];
    const [high, low] = own.hash;
    const buckets: number[][] = Array.from({ length: 65 }, () => []);
    const { hashes, has } = this;
    for (let i = 0; i < has.length; i++) {
      if (!has[i] || i === doc) continue;
      const bits = popcount((hashes[2 * i] as number) ^ high) + popcount((hashes[2 * i + 1] as number) ^ low);
      const bucket = buckets[bits] as number[];
      if (bucket.length < SHORTLIST) bucket.push(i);
    }
    const shortlist: number[] = [];
    for (const bucket of buckets) {
      for (const i of bucket) if (shortlist.length < SHORTLIST) shortlist.push(i);
      if (shortlist.length >= SHORTLIST) break;
    }
    return shortlist
      .map((i) => ({ doc: i, score: 1 - pictureDistance(own, this.features[i] as PictureFeatures) }))
      .sort((a, b) => b.score - a.score || a.doc - b.doc)
      .slice(0, count);
  }
}
