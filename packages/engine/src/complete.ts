import type { QueryWord } from './analysis/analyzer';
import { swapLayout } from './analysis/keyboard';
import { tokenize } from './analysis/tokenize';
import { rankCompletions, topCompletionTerms } from './completion-terms';
import { documentFrequency } from './query/sources';
import { resolveStemExceptions } from './query/stem-exceptions';
import type { Runtime } from './runtime';
import { search } from './search';
import type { CompleteRequest, CompleteResult, MatchRanges } from './types';
import { bump } from './util';

const countsCache = new WeakMap<Runtime, { vendors: Int32Array; categories: Int32Array }>();

function offerCounts(rt: Runtime) {
  let counts = countsCache.get(rt);
  if (!counts) {
    const { data } = rt;
    const vendors = new Int32Array(data.vendors.length);
    const categories = new Int32Array(data.categories.length);
    for (let d = 0; d < rt.n; d++) {
      const v = data.vendorOf[d] as number;
      if (v >= 0) bump(vendors, v);
      for (let k = data.docCatStart[d] as number; k < (data.docCatStart[d + 1] as number); k++) bump(categories, data.docCats[k] as number);
    }
    counts = { vendors, categories };
    countsCache.set(rt, counts);
  }
  return counts;
}

/**
 * Ranges of `text` matching the query words: a word typed in full (or another form of it) marks the
 * whole word; the last word, still being typed, marks the typed prefix ('смарт' in 'Смартфон').
 */
export function highlight(rt: Runtime, text: string, words: readonly QueryWord[]): MatchRanges {
  const ranges: MatchRanges = [];
  for (const token of tokenize(rt.analyzer.fold(text))) {
    for (const word of words) {
      if (token.text === word.text || (!word.isCode && rt.analyzer.stem(token.text) === word.stem)) {
        ranges.push([token.start, token.end]);
        break;
      }
      if (token.text.startsWith(word.text)) {
        ranges.push([token.start, token.start + word.text.length]);
        break;
      }
    }
  }
  return ranges;
}

/** Completions of the word being typed that the offers of a completion answer are searched with. */
const PREFIX_TERMS = 8;
/** Postings those completions may hold together (the first always counts): four offers need few. */
const PREFIX_POSTINGS = 50_000;

/** The leading terms whose postings fit the budget, at least one. */
function withinBudget(rt: Runtime, terms: number[]): number[] {
  let total = 0;
  let n = 0;
  while (n < terms.length && (n === 0 || total + documentFrequency(rt, terms[n] as number) <= PREFIX_POSTINGS)) {
    total += documentFrequency(rt, terms[n] as number);
    n++;
  }
  return terms.slice(0, n);
}

type NameWords = Array<{ tokens: string[]; stems: string[] }>;
const nameWordsCache = new WeakMap<Runtime, { categories: NameWords; vendors: NameWords }>();

/** The folded words and stems of every category and vendor name, analysed once per index. */
function nameWords(rt: Runtime) {
  let cached = nameWordsCache.get(rt);
  if (!cached) {
    const analyse = (name: string) => {
      const tokens = tokenize(rt.analyzer.fold(name)).map((token) => token.text);
      return { tokens, stems: tokens.map((token) => rt.analyzer.stem(token)) };
    };
    cached = { categories: rt.data.categories.map((category) => analyse(category.name)), vendors: rt.data.vendors.map(analyse) };
    nameWordsCache.set(rt, cached);
  }
  return cached;
}

/** Every query word matches some word of the name (as a prefix, or by stem). */
function nameMatches(name: NameWords[number], words: readonly QueryWord[]): boolean {
  return words.every((word) => name.tokens.some((token, i) => token.startsWith(word.text) || name.stems[i] === word.stem));
}

/** Completions of a typed prefix: query suggestions from the dictionary, offers, categories and brands. */
export function complete(rt: Runtime, request: CompleteRequest): CompleteResult {
  const query = typeof request.query === 'string' ? request.query.slice(0, 200) : '';
  let words = rt.analyzer.queryWords(query);
  const empty: CompleteResult = { suggestions: [], offers: [], categories: [], brands: [] };
  if (words.length === 0) return empty;
  const last = words[words.length - 1] as QueryWord;
  let [from, to] = rt.dict.prefixRange(last.text);
  if (from === to && !last.isCode) {
    const swapped = swapLayout(last.text);
    if (swapped) {
      const folded = rt.analyzer.fold(swapped);
      const range = rt.dict.prefixRange(folded);
      if (range[0] < range[1]) {
        [from, to] = range;
        words = rt.analyzer.queryWords([...words.slice(0, -1).map((word) => word.text), folded].join(' '));
      }
    }
  }
  const exceptions = resolveStemExceptions(request.stemExceptions);
  if (exceptions) for (const word of words) if (exceptions.has(word.text)) word.stem = word.text;
  const heads = words.slice(0, -1);
  const head = heads.map((word) => word.text).join(' ');
  const candidates = topCompletionTerms(rt, from, to);
  const completions = rankCompletions(rt, candidates, heads, exceptions);
  const suggestions = completions.slice(0, request.suggestions ?? 5).map(({ term, hits }) => {
    const text = head ? `${head} ${term}` : term;
    return { text, hits, ranges: highlight(rt, text, words) };
  });
  const limit = request.offers ?? 4;
  // The word being typed expands only to its best completions (found with the earlier words; without
  // any, as after a typo in them, its most frequent ones), not to the 60 most frequent; typos are tried
  // only when the typed words find nothing.
  const prefixTerms = withinBudget(
    rt,
    (completions.length > 0 ? completions.map((completion) => completion.id) : candidates).slice(0, PREFIX_TERMS),
  );
  const offerSearch = (type: 'exact' | 'all') =>
    search(
      rt,
      {
        query: words.map((word) => word.text).join(' '),
        limit,
        filters: request.filters,
        popularity: request.popularity,
        popularityBoost: request.popularityBoost,
        stemExceptions: exceptions ?? undefined,
        regionId: request.regionId,
        searchTypes: [{ type }],
      },
      { prefixTerms },
    );
  let found = limit > 0 ? offerSearch('exact') : { offers: [], hits: 0 };
  if (limit > 0 && found.hits === 0) found = offerSearch('all');
  const offers = found.offers.map((hit) => ({ offer: hit.offer, score: hit.score, ranges: highlight(rt, hit.offer.name, words) }));
  const counts = offerCounts(rt);
  const names = nameWords(rt);
  const categories = rt.data.categories
    .map((category, c) => ({ category, hits: counts.categories[c] as number }))
    .filter(({ hits }, c) => hits > 0 && nameMatches(names.categories[c] as NameWords[number], words))
    .sort((a, b) => b.hits - a.hits)
    .slice(0, request.categories ?? 3)
    .map(({ category, hits }) => ({ id: category.id, name: category.name, hits, ranges: highlight(rt, category.name, words) }));
  const brands = rt.data.vendors
    .map((name, v) => ({ name, hits: counts.vendors[v] as number, v }))
    .filter(({ v }) => nameMatches(names.vendors[v] as NameWords[number], words))
    .sort((a, b) => b.hits - a.hits)
    .slice(0, request.brands ?? 4)
    .map(({ name, hits }) => ({ name, hits, ranges: highlight(rt, name, words) }));
  return { suggestions, offers, categories, brands };
}
