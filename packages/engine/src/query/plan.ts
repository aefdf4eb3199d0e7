import type { QueryWord } from '../analysis/analyzer';
import { swapLayout } from '../analysis/keyboard';
import { transliterate } from '../analysis/translit';
import { findFuzzyTerms } from '../dictionary/fuzzy';
import { allowedEdits } from '../options';
import { idf, type Runtime } from '../runtime';
import type { MatchKind, SynonymSet } from '../types';
import { documentFrequency, phraseSource, type Source, termSource } from './sources';
import { type StemExceptions, stemGroup } from './stem-exceptions';
import { matchSynonyms } from './synonyms';

const MAX_FUZZY_WORD = 32;

/** One query word (or a multi-word synonym phrase): an offer matches it through any of its sources. */
export interface Group {
  word: string;
  isCode: boolean;
  /** Matches without typos: the word, its stem forms, prefix completions, pieces, transliteration, layout, synonyms. */
  base: Source[];
  /** Typo matches; filled by `addFuzzy` only when a search step allows typos. */
  fuzzy: Source[] | null;
  /** The word as understood when it had to be corrected (layout, transliteration). */
  correction: string | null;
  terms: Set<number>;
  analysed: QueryWord | null;
  isLast: boolean;
  /** The word's idf over all its forms: no single form weighs more (see `capIdf`). */
  idfCap: number;
}

/** What shapes a query's plan beside its words: stemming exceptions, and a tighter prefix budget (completions). */
export interface PlanContext {
  exceptions?: StemExceptions;
  /** The last word's completions, chosen by the caller (completions: those found with the words before it). */
  prefixTerms?: readonly number[];
}

function addTerm(rt: Runtime, group: Group, termId: number, kind: MatchKind, weight: number): void {
  if (termId < 0 || group.terms.has(termId)) return;
  group.terms.add(termId);
  group.base.push(termSource(rt, termId, kind, weight));
}

/** The form itself, the other forms of its stem and, for the last word, its completions. */
function addForms(rt: Runtime, group: Group, text: string, kind: MatchKind, isLast: boolean, weight: number, context: PlanContext): void {
  const { dict, data } = rt;
  const w = data.options.matchWeights;
  addTerm(rt, group, dict.termId(text), kind, weight);
  for (const t of stemGroup(rt, text, context.exceptions ?? null)) addTerm(rt, group, t, kind === 'exact' ? 'stem' : kind, weight * w.stem);
  if (isLast && data.options.prefixLastWord) addPrefix(rt, group, text, kind, weight, context.prefixTerms);
}

function addPrefix(rt: Runtime, group: Group, prefix: string, kind: MatchKind, weight: number, chosen?: readonly number[]): void {
  const [from, to] = rt.dict.prefixRange(prefix);
  const limit = rt.data.options.maxPrefixExpansions;
  let ids: number[] = [];
  // Scan a bounded window: beyond it a one- or two-letter prefix would cost more than it finds.
  const end = Math.min(to, from + 20_000);
  // Chosen completions replace the expansion of the typed form and of its other forms (transliterated,
  // re-typed: their frequent completions would cost far more than they find); none chosen, as when the
  // typed form completes to nothing ('самс'), every form expands as usual.
  if (chosen && chosen.length > 0) ids = chosen.filter((t) => t >= from && t < to);
  else for (let t = from; t < end; t++) ids.push(t);
  if (ids.length > limit) ids = ids.sort((a, b) => documentFrequency(rt, b) - documentFrequency(rt, a)).slice(0, limit);
  const w = rt.data.options.matchWeights.prefix * weight;
  for (const t of ids) {
    const term = rt.dict.terms[t] as string;
    if (term.length === prefix.length) continue;
    addTerm(rt, group, t, kind === 'exact' ? 'prefix' : kind, w * Math.sqrt(prefix.length / term.length));
  }
}

function createGroup(rt: Runtime, word: QueryWord, isLast: boolean, context: PlanContext): Group {
  const w = rt.data.options.matchWeights;
  const group: Group = {
    word: word.text,
    isCode: word.isCode,
    base: [],
    fuzzy: null,
    correction: null,
    terms: new Set(),
    analysed: word,
    isLast,
    idfCap: Number.POSITIVE_INFINITY,
  };
  addForms(rt, group, word.text, 'exact', isLast, w.exact, context);
  if (word.pieces.length > 1) {
    const parts = word.pieces.map((piece) => [rt.dict.termId(piece)]);
    if (parts.every((part) => (part[0] as number) >= 0)) {
      const source = phraseSource(rt, parts, 'exact', w.exact * 0.9, word.pieces.join(' '));
      if (source) group.base.push(source);
    }
  }
  if (word.isCode) return capIdf(rt, group);
  const found = group.base.length > 0;
  const translit = transliterate(word.text);
  if (translit) addForms(rt, group, translit, 'translit', isLast, w.translit, context);
  if (!found) {
    const swapped = swapLayout(word.text);
    if (swapped) {
      const folded = rt.analyzer.fold(swapped);
      const before = group.base.length;
      addForms(rt, group, folded, 'layout', isLast, w.layout, context);
      if (group.base.length > before) group.correction = folded;
    }
    if (!group.correction && group.base.length > 0 && translit) group.correction = translit;
  }
  return capIdf(rt, group);
}

/**
 * A word is as rare as all its forms together: 'кремов', found in 3 names, must not outweigh 'крем',
 * found in 40, or a pump for creams outranks the creams. Every source of the word gets at most the idf
 * of its exact and stem forms taken together (what the shopper typed, not the form that matched).
 */
function capIdf(rt: Runtime, group: Group): Group {
  let df = 0;
  for (const source of group.base) if (source.kind !== 'prefix' && source.kind !== 'synonym') df += source.docs.length;
  if (df === 0) return group;
  group.idfCap = idf(rt.n, Math.min(rt.n, df));
  for (const source of group.base) source.idf = Math.min(source.idf, group.idfCap);
  return group;
}

/** Adds typo matches to every word that allows them (not codes, not numbers). */
export function addFuzzy(rt: Runtime, groups: Group[], fuzziness: string | number): void {
  const { options } = rt.data;
  for (const group of groups) {
    if (group.fuzzy) continue;
    group.fuzzy = [];
    const word = group.analysed;
    if (!word || group.isCode || word.text.length > MAX_FUZZY_WORD) continue;
    // A word the dictionary knows is less likely a typo: one edit fewer.
    const known = rt.dict.termId(word.text) >= 0;
    const edits = allowedEdits(fuzziness, word.text.length) - (known ? 1 : 0);
    if (edits <= 0) continue;
    const ids = rt.fuzzyIds;
    const matches = findFuzzyTerms(rt.fuzzyTerms, word.text, edits, (i) => !group.terms.has(ids[i] as number), rt.fuzzyLcp, rt.fuzzySkip);
    for (const match of matches) match.termId = ids[match.termId] as number;
    matches.sort((a, b) => a.edits - b.edits || documentFrequency(rt, b.termId) - documentFrequency(rt, a.termId));
    for (const match of matches.slice(0, options.maxFuzzyExpansions)) {
      if (match.edits === 0) continue;
      const weight = match.edits === 1 ? options.matchWeights.fuzzy1 : options.matchWeights.fuzzy2;
      const source = termSource(rt, match.termId, 'fuzzy', weight, match.edits);
      source.idf = Math.min(source.idf, group.idfCap);
      group.fuzzy.push(source);
    }
    if (group.base.length === 0 && group.fuzzy.length > 0 && !group.correction) group.correction = group.fuzzy[0]?.term ?? null;
  }
}

/** Stem-group terms of each word of a phrase (what a synonym's words match through). */
function phraseParts(rt: Runtime, stems: readonly string[]): number[][] {
  return stems.map((stem) => {
    const ids = new Set<number>();
    const exact = rt.dict.termId(stem);
    if (exact >= 0) ids.add(exact);
    const stemId = rt.dict.stemId(stem);
    if (stemId >= 0) for (const t of rt.dict.termsOfStem(stemId)) ids.add(t);
    return [...ids];
  });
}

/** Groups of the query: one per word, multi-word synonym phrases merged into one. */
export function planQuery(rt: Runtime, words: QueryWord[], synonyms: SynonymSet | null, context: PlanContext = {}): Group[] {
  const groups = words.map((word, i) => createGroup(rt, word, i === words.length - 1, context));
  if (!synonyms || synonyms.rules.length === 0) return groups;
  const w = rt.data.options.matchWeights;
  const matches = matchSynonyms(
    synonyms,
    words.map((word) => word.stem),
  );
  for (const match of [...matches].reverse()) {
    const target = groups[match.start] as Group;
    if (match.length > 1) {
      const own = phraseSource(
        rt,
        phraseParts(
          rt,
          words.slice(match.start, match.start + match.length).map((word) => word.stem),
        ),
        'exact',
        w.exact,
        '',
      );
      target.word = words
        .slice(match.start, match.start + match.length)
        .map((word) => word.text)
        .join(' ');
      target.base = own ? [own] : [];
      target.fuzzy = [];
      target.analysed = null;
      groups.splice(match.start + 1, match.length - 1);
    }
    for (const to of match.to) {
      const source = phraseSource(rt, phraseParts(rt, to), 'synonym', w.synonym, to.join(' '));
      if (source) target.base.push(source);
    }
  }
  return groups;
}
