import { FIELD } from '../postings/index-data';
import type { Runtime } from '../runtime';

/** The rest of the head zone gets this share of the head word's boost. */
const HEAD_ZONE_SHARE = 0.5;

/**
 * What one posting of a source is worth for offer d: BM25 over the fields it was found in (the name
 * length-normalised, the others by their weights), times the source's weight and idf, times the head
 * factor when the word is in the name's head (the product itself, not what it is for).
 */
export function matchScore(rt: Runtime, d: number, bits: number, factor: number): number {
  const k1 = rt.k1;
  const tf = (bits & FIELD.name ? (rt.nameWeight[d] as number) : 0) + (rt.restWeight[bits & 62] as number);
  const score = (factor * tf * (k1 + 1)) / (k1 + tf);
  if (bits & FIELD.headWord) return score * (1 + rt.headBoost);
  return bits & FIELD.head ? score * (1 + rt.headBoost * HEAD_ZONE_SHARE) : score;
}
