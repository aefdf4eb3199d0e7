import type { Runtime } from '../runtime';
import type { SynonymSet } from '../types';
import { parseSynonymLines } from './synonyms';

const cache = new WeakMap<Runtime, Map<string, SynonymSet>>();
const MAX_CACHED = 32;

/** Synonym rules from text lines, matched on stems; cached per index and text. */
export function parseWithRuntime(rt: Runtime, text: string | readonly string[]): SynonymSet {
  const key = typeof text === 'string' ? text : text.join('\n');
  const perIndex = cache.get(rt) ?? new Map<string, SynonymSet>();
  cache.set(rt, perIndex);
  let set = perIndex.get(key);
  if (!set) {
    set = parseSynonymLines(key, (phrase) => rt.analyzer.queryWords(phrase).map((word) => word.stem));
    if (perIndex.size >= MAX_CACHED) perIndex.clear();
    perIndex.set(key, set);
  }
  return set;
}

/** The index's synonym lines plus the request's, as one rule set (null when there are none). */
export function resolveSynonyms(rt: Runtime, indexLines: string, request: string | string[] | SynonymSet | undefined): SynonymSet | null {
  const base = indexLines ? parseWithRuntime(rt, indexLines) : null;
  const extra =
    request === undefined ? null : typeof request === 'string' || Array.isArray(request) ? parseWithRuntime(rt, request) : request;
  if (!base) return extra;
  if (!extra) return base;
  return { rules: [...base.rules, ...extra.rules] };
}
