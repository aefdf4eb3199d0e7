import { foldText } from '../analysis/fold';
import type { Runtime } from '../runtime';

const HAS_DIGIT = /\d/;

/** Words the stemmer leaves alone (synonyms' stemming exceptions), folded; null when there are none. */
export type StemExceptions = ReadonlySet<string> | null;

/**
 * Term ids of a word's stem group. A word listed in `exceptions` has no group, and listed words never
 * join another word's group: the same answers as not stemming them when indexing, without a rebuild.
 */
export function stemGroup(rt: Runtime, text: string, exceptions: StemExceptions): Int32Array | number[] {
  if (HAS_DIGIT.test(text) || exceptions?.has(text)) return [];
  const stemId = rt.dict.stemId(rt.analyzer.stem(text));
  if (stemId < 0) return [];
  const group = rt.dict.termsOfStem(stemId);
  if (!exceptions?.size) return group;
  return Array.from(group).filter((t) => !exceptions.has(rt.dict.terms[t] as string));
}

const resolved = new WeakMap<object, ReadonlySet<string>>();

/** A request's exceptions as a folded set, converted once per list object (the server reuses its list). */
export function resolveStemExceptions(value: readonly string[] | ReadonlySet<string> | undefined): StemExceptions {
  if (!value) return null;
  let set = resolved.get(value);
  if (!set) {
    set = new Set([...value].map((word) => foldText(String(word).trim())).filter(Boolean));
    resolved.set(value, set);
  }
  return set.size > 0 ? set : null;
}
