import type { QueryWord } from './analysis/analyzer';
import { documentFrequency } from './query/sources';
import { type StemExceptions, stemGroup } from './query/stem-exceptions';
import type { Runtime } from './runtime';

const HAS_DIGIT = /\d/;
/** Completion terms considered: the most frequent of the prefix range. */
const MAX_CANDIDATES = 50;
/** Terms of a prefix range scanned for them (a one-letter prefix covers a large part of the dictionary). */
const MAX_SCAN = 20_000;

/** The most frequent letter-only terms of [from, to), most frequent first, by a bounded insertion (no full sort). */
export function topCompletionTerms(rt: Runtime, from: number, to: number): number[] {
  const top: number[] = [];
  const df: number[] = [];
  const terms = rt.dict.terms;
  for (let t = from, end = Math.min(to, from + MAX_SCAN); t < end; t++) {
    const f = documentFrequency(rt, t);
    if (top.length === MAX_CANDIDATES && f <= (df[MAX_CANDIDATES - 1] as number)) continue;
    if (HAS_DIGIT.test(terms[t] as string)) continue;
    let i = top.length < MAX_CANDIDATES ? top.length : MAX_CANDIDATES - 1;
    while (i > 0 && (df[i - 1] as number) < f) {
      top[i] = top[i - 1] as number;
      df[i] = df[i - 1] as number;
      i--;
    }
    top[i] = t;
    df[i] = f;
  }
  return top;
}

/** Per index: a stamp per offer, so marking the offers of the typed words needs no clearing between calls. */
const marks = new WeakMap<Runtime, { stamp: Uint32Array; epoch: number }>();

/**
 * Stamps the offers holding every head word (the word or a form of its stem) and returns the stamp they
 * carry, or -1 when no offer holds them all. Costs the postings of those words, never a full search.
 */
function markHeadOffers(rt: Runtime, heads: readonly QueryWord[], exceptions: StemExceptions): number {
  let mark = marks.get(rt);
  if (!mark) {
    mark = { stamp: new Uint32Array(rt.n), epoch: 0 };
    marks.set(rt, mark);
  }
  if (mark.epoch > 0xffff_fff0 - heads.length) {
    mark.stamp.fill(0);
    mark.epoch = 0;
  }
  const { stamp } = mark;
  const { postStart, postDocs } = rt.data;
  let previous = -1;
  for (const word of heads) {
    const own = rt.dict.termId(word.text);
    const terms = [...(own >= 0 ? [own] : []), ...stemGroup(rt, word.text, exceptions)];
    if (terms.length === 0) return -1;
    const current = ++mark.epoch;
    for (const t of terms)
      for (let i = postStart[t] as number, end = postStart[t + 1] as number; i < end; i++) {
        const d = postDocs[i] as number;
        if (previous === -1 || stamp[d] === previous) stamp[d] = current;
      }
    previous = current;
  }
  return previous;
}

/**
 * Completion terms by how many offers hold them: alone, their document frequency; after other words,
 * how many of the offers holding those words also hold the term ('чайник элек' → 'электрический').
 */
export function rankCompletions(
  rt: Runtime,
  candidates: readonly number[],
  heads: readonly QueryWord[],
  exceptions: StemExceptions,
): Array<{ id: number; term: string; hits: number }> {
  if (heads.length === 0) return candidates.map((t) => ({ id: t, term: rt.dict.terms[t] as string, hits: documentFrequency(rt, t) }));
  const stamp = markHeadOffers(rt, heads, exceptions);
  if (stamp === -1) return [];
  const marked = (marks.get(rt) as { stamp: Uint32Array }).stamp;
  const { postStart, postDocs } = rt.data;
  return candidates
    .map((t) => {
      let hits = 0;
      for (let i = postStart[t] as number, end = postStart[t + 1] as number; i < end; i++)
        if (marked[postDocs[i] as number] === stamp) hits++;
      return { id: t, term: rt.dict.terms[t] as string, hits };
    })
    .filter((entry) => entry.hits > 0)
    .sort((a, b) => b.hits - a.hits);
}
