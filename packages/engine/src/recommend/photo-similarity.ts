import type { EngineOffer } from '../types';
import { hashDistance, pictureDistance } from './picture-features';
import type { PictureFeatures } from './types';

/** Candidates kept by the cheap hash distance before the full comparison. */
const SHORTLIST = 400;

/**
 * Nearest offers by picture: a pass over every offer with features by dHash distance (two
 * popcounts each), then the shortlist ranked by the full colour + shape distance.
 */
export function nearestByPicture(
  offers: readonly EngineOffer[],
  features: ReadonlyMap<string, PictureFeatures>,
  doc: number,
  count: number,
): Array<{ doc: number; score: number }> {
  const own = features.get((offers[doc] as EngineOffer).id);
  if (!own) return [];
  const near: Array<{ doc: number; bits: number }> = [];
  offers.forEach((offer, i) => {
    if (i === doc) return;
    const other = features.get(offer.id);
    if (other) near.push({ doc: i, bits: hashDistance(own.hash, other.hash) });
  });
  near.sort((a, b) => a.bits - b.bits || a.doc - b.doc);
  return near
    .slice(0, SHORTLIST)
    .map(({ doc: i }) => ({ doc: i, score: 1 - pictureDistance(own, features.get((offers[i] as EngineOffer).id) as PictureFeatures) }))
    .sort((a, b) => b.score - a.score || a.doc - b.doc)
    .slice(0, count);
}
