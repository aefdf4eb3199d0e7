import snowball from 'snowball-stemmers';
import type { Locale } from '../types';

const LANGUAGE: Record<Locale, string> = { ru: 'russian', en: 'english', tr: 'turkish', es: 'spanish', pt: 'portuguese' };
const CYRILLIC = /[\u0400-\u04ff]/;
const HAS_DIGIT = /\d/;

export type StemFn = (lowerWord: string) => string;

/**
 * Snowball stemmer for a set of locales: Cyrillic words go to Russian, Latin ones to the first
 * Latin locale listed (English when none). Words with digits and words under 3 letters stay as they are.
 * Results are cached: a catalogue has far fewer distinct words than tokens.
 */
export function createStemmer(locales: readonly Locale[]): StemFn {
  const latin = locales.find((locale) => locale !== 'ru') ?? 'en';
  const russian = snowball.newStemmer(LANGUAGE.ru);
  const other = snowball.newStemmer(LANGUAGE[latin]);
  const cache = new Map<string, string>();
  return (word) => {
    if (word.length < 3 || HAS_DIGIT.test(word)) return word;
    let stem = cache.get(word);
    if (stem === undefined) {
      stem = (CYRILLIC.test(word) ? russian : other).stem(word);
      if (cache.size > 200_000) cache.clear();
      cache.set(word, stem);
    }
    return stem;
  };
}
