import type { Runtime } from '../runtime';
import type { LearnedSignals } from '../types';

/** Candidates within this share of the best score vote on what the query is about. */
const VOTER_SCORE_SHARE = 0.5;
/** Voters counted at most (an even sample beyond it): enough to see the categories of the best matches, bounded on broad queries. */
const MAX_VOTERS = 200;
/** A category the query is less about than this is not favoured. */
const MIN_SHARE = 0.3;

/**
 * Query categorisation: which categories the query is about, as category index → share (0–1). The
 * catalog votes through the best text matches (each by its score, on its main category); shoppers'
 * clicks after this query (`learned`, from the server) count as much as the catalog when given.
 * Empty when everything found sits in one category (nothing to favour) or nothing stands out.
 */
export function predictCategories(
  rt: Runtime,
  docs: ArrayLike<number>,
  scores: ArrayLike<number>,
  count: number,
  learned: LearnedSignals['categories'] | undefined,
): Map<number, number> {
  const { docCatStart, docCats } = rt.data;
  let best = 0;
  for (let i = 0; i < count; i++) if ((scores[i] as number) > best) best = scores[i] as number;
  const floor = best * VOTER_SCORE_SHARE;
  let qualified = 0;
  for (let i = 0; i < count; i++) if ((scores[i] as number) >= floor) qualified++;
  // Candidates come in feed order: an even sample of them, never the feed's first few hundred.
  const stride = Math.max(1, Math.ceil(qualified / MAX_VOTERS));
  const votes = new Map<number, number>();
  let total = 0;
  for (let i = 0, seen = 0; i < count; i++) {
    const score = scores[i] as number;
    if (score < floor) continue;
    if (seen++ % stride !== 0) continue;
    const d = docs[i] as number;
    if (docCatStart[d] === docCatStart[d + 1]) continue;
    const c = docCats[docCatStart[d] as number] as number;
    votes.set(c, (votes.get(c) ?? 0) + score);
    total += score;
  }
  const shares = new Map<number, number>();
  const learnedShares = new Map<number, number>();
  if (learned)
    for (const [id, share] of learned) {
      const c = rt.catIndex.get(id);
      if (c !== undefined && Number.isFinite(share) && share > 0) learnedShares.set(c, Math.min(1, share));
    }
  const catalogWeight = learnedShares.size > 0 ? 0.5 : 1;
  if (total > 0) for (const [c, vote] of votes) shares.set(c, (catalogWeight * vote) / total);
  for (const [c, share] of learnedShares) shares.set(c, (shares.get(c) ?? 0) + (1 - catalogWeight) * share);
  for (const [c, share] of shares) if (share < MIN_SHARE || share >= 0.999) shares.delete(c);
  return shares;
}

/** The score multiplier of offer d under the predicted categories (1 outside them). */
export function categoryFactor(rt: Runtime, d: number, shares: ReadonlyMap<number, number>, weight: number): number {
  const { docCatStart, docCats } = rt.data;
  if (shares.size === 0 || docCatStart[d] === docCatStart[d + 1]) return 1;
  const share = shares.get(docCats[docCatStart[d] as number] as number);
  return share === undefined ? 1 : 1 + weight * share;
}
