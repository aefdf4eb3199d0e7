import type { Locale } from '../types';
import { foldText } from './fold';
import { createStemmer, type StemFn } from './stem';
import { stopWordsFor } from './stopwords';
import { scanTokens, type Token, tokenize } from './tokenize';

const HAS_DIGIT = /\d/;
/** Most query words considered; the rest of a very long query is ignored. */
export const MAX_QUERY_WORDS = 24;

/** A query word after analysis. */
export interface QueryWord extends Token {
  stem: string;
  isStop: boolean;
  /** Contains a digit: a number or a code, matched without typos. */
  isCode: boolean;
}

/** Folding, tokenizing, stemming and stop words for one set of locales. */
export interface Analyzer {
  readonly stem: StemFn;
  fold(text: string): string;
  /** Calls `emit` for every index term of the text (whole tokens, then pieces at following positions). */
  indexTerms(text: string, emit: (term: string, pos: number) => void): number;
  /** Query words, with ignored tokens dropped and stop words marked. */
  queryWords(text: string, ignored?: ReadonlySet<string>): QueryWord[];
}

export function createAnalyzer(locales: readonly Locale[], ignoredTokens: readonly string[] = []): Analyzer {
  const stem = createStemmer(locales);
  const stops = stopWordsFor(locales, foldText);
  const ignoredBase = new Set(ignoredTokens.map((token) => foldText(token.trim())).filter(Boolean));
  return {
    stem,
    fold: foldText,
    indexTerms(text, emit) {
      let count = 0;
      const checkIgnored = ignoredBase.size > 0;
      scanTokens(foldText(text), (whole, _start, _end, pos, _pieces, extra) => {
        if (checkIgnored && ignoredBase.has(whole)) return;
        emit(whole, pos);
        for (let i = 0; i < extra.length; i++) emit(extra[i] as string, pos + Math.min(i, 250));
        count++;
      });
      return count;
    },
    queryWords(text, ignored) {
      const words: QueryWord[] = [];
      for (const token of tokenize(foldText(text), MAX_QUERY_WORDS * 2)) {
        if (ignoredBase.has(token.text) || ignored?.has(token.text)) continue;
        const isCode = HAS_DIGIT.test(token.text);
        words.push({ ...token, stem: isCode ? token.text : stem(token.text), isStop: stops.has(token.text), isCode });
        if (words.length >= MAX_QUERY_WORDS) break;
      }
      // Stop words go only when something else is left ('for' alone is still a query).
      if (words.some((word) => !word.isStop)) return words.filter((word) => !word.isStop);
      return words;
    },
  };
}
