import type { QueryWord } from './analysis/analyzer';
import { swapLayout } from './analysis/keyboard';
import { tokenize } from './analysis/tokenize';
import { documentFrequency } from './query/sources';
import type { Runtime } from './runtime';
import { search } from './search';
import type { CompleteRequest, CompleteResult, MatchRanges } from './types';
import { bump } from './util';

const HAS_DIGIT = /\d/;
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

const MAX_CANDIDATES = 50;
const MAX_HEAD_OFFERS = 2000;

/**
 * Completion terms by how many offers hold them: alone, their document frequency; after other words,
 * how many of the offers found for those words also hold the term ('чайник элек' → 'электрический').
 */
function rankCompletions(rt: Runtime, candidates: number[], head: string): Array<{ term: string; hits: number }> {
  const top = candidates.slice(0, MAX_CANDIDATES);
  if (!head) return top.map((t) => ({ term: rt.dict.terms[t] as string, hits: documentFrequency(rt, t) }));
  const mark = new Uint8Array(rt.n);
  for (const hit of search(rt, { query: head, limit: MAX_HEAD_OFFERS, searchTypes: [{ type: 'exact' }] }).offers)
    mark[rt.idIndex.get(hit.offer.id) as number] = 1;
  const { postStart, postDocs } = rt.data;
  return top
    .map((t) => {
      let hits = 0;
      for (let i = postStart[t] as number, end = postStart[t + 1] as number; i < end; i++) hits += mark[postDocs[i] as number] as number;
      return { term: rt.dict.terms[t] as string, hits };
    })
    .filter((entry) => entry.hits > 0)
    .sort((a, b) => b.hits - a.hits);
}

/** Every query word matches some word of the name (as a prefix). */
function nameMatches(rt: Runtime, name: string, words: readonly QueryWord[]): boolean {
  const tokens = tokenize(rt.analyzer.fold(name)).map((token) => token.text);
  return words.every((word) => tokens.some((token) => token.startsWith(word.text) || rt.analyzer.stem(token) === word.stem));
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
  const head = words
    .slice(0, -1)
    .map((word) => word.text)
    .join(' ');
  const candidates: number[] = [];
  for (let t = from; t < Math.min(to, from + 20_000); t++) if (!HAS_DIGIT.test(rt.dict.terms[t] as string)) candidates.push(t);
  candidates.sort((a, b) => documentFrequency(rt, b) - documentFrequency(rt, a));
  const suggestions = rankCompletions(rt, candidates, head)
    .slice(0, request.suggestions ?? 5)
    .map(({ term, hits }) => {
      const text = head ? `${head} ${term}` : term;
      return { text, hits, ranges: highlight(rt, text, words) };
    });
  const found = search(rt, {
    query: words.map((word) => word.text).join(' '),
    limit: request.offers ?? 4,
    filters: request.filters,
    popularity: request.popularity,
  });
  const offers = found.offers.map((hit) => ({ offer: hit.offer, score: hit.score, ranges: highlight(rt, hit.offer.name, words) }));
  const counts = offerCounts(rt);
  const categories = rt.data.categories
    .map((category, c) => ({ category, hits: counts.categories[c] as number }))
    .filter(({ category, hits }) => hits > 0 && nameMatches(rt, category.name, words))
    .sort((a, b) => b.hits - a.hits)
    .slice(0, request.categories ?? 3)
    .map(({ category, hits }) => ({ id: category.id, name: category.name, hits, ranges: highlight(rt, category.name, words) }));
  const brands = rt.data.vendors
    .map((name, v) => ({ name, hits: counts.vendors[v] as number }))
    .filter(({ name }) => nameMatches(rt, name, words))
    .sort((a, b) => b.hits - a.hits)
    .slice(0, request.brands ?? 4)
    .map(({ name, hits }) => ({ name, hits, ranges: highlight(rt, name, words) }));
  return { suggestions, offers, categories, brands };
}
