import type { Locale } from '../types';

/**
 * The head of a product name: the words that say what the product is. The name's first part, up to
 * the first word that introduces a modifier («Смеситель для ванны», «Soporte para ducha», «Delta
 * Faucet with Sprayer»), is the head zone: a word after the marker names what the product is for, not
 * the product («Штанга для смесителя» is no mixer). Turkish puts modifiers first («Duş için tutucu»):
 * its zone is the part after the last postposition. Within the zone one word is the head word, the
 * product type: the first in head-first languages (Russian, Ukrainian, Spanish, Portuguese:
 * «Кран шаровый», «Grifo de cocina»), the last in head-last ones (English, Turkish: «Moen Kitchen
 * Faucet», «Banyo bataryası»). Words with digits (sizes, models) are never the head word.
 */
const MARKERS: Record<Locale, string> = {
  ru: 'для д с со к ко под от из на без по при в во з із зі від під до у над через',
  en: 'for with without of in on to from by fits compatible',
  es: 'para de del con sin en por',
  pt: 'para de do da dos das com sem em por no na nos nas',
  tr: 'için ile',
};
const HEAD_LAST: ReadonlySet<Locale> = new Set(['en', 'tr']);
const CYRILLIC = /[\u0400-\u04ff]/;
const DIGIT = /\d/;

/** The head of one name, in term positions: the zone [from, to) and the head word's position (-1: none). */
export interface Head {
  from: number;
  to: number;
  word: number;
}

/** Finds the head of names, for one set of locales. */
export interface HeadFinder {
  /** `terms` and `positions` as the analyzer emits a name (pieces of a code at the positions after it). */
  find(terms: readonly string[], positions: ArrayLike<number>, count: number): Head;
}

export function createHeadFinder(locales: readonly Locale[], fold: (text: string) => string): HeadFinder {
  // Latin words in a Russian-only catalog are brands, models and flavours, not English phrases: head first.
  const declared = locales.find((locale) => locale !== 'ru');
  const latin = declared ?? 'en';
  const words = (locale: Locale) => MARKERS[locale].split(' ').map(fold);
  const cyrillic = new Set(words('ru'));
  const latinMarkers = new Set(words(latin));
  const latinHeadLast = declared !== undefined && HEAD_LAST.has(declared);
  return {
    find(terms, positions, count) {
      const isCyrillic = count > 0 && CYRILLIC.test(terms.slice(0, count).join(''));
      const markers = isCyrillic ? cyrillic : latinMarkers;
      const postpositions = !isCyrillic && latin === 'tr';
      let from = 0;
      let to = 255;
      for (let i = 0; i < count; i++) {
        const term = terms[i] as string;
        const pos = positions[i] as number;
        // After a number a marker is a unit ('4 in. Putty Knife', '2 в 1'), not a modifier.
        if (pos === 0 || !markers.has(term) || (i > 0 && DIGIT.test(terms[i - 1] as string))) continue;
        if (postpositions) from = pos + 1;
        else {
          to = pos;
          break;
        }
      }
      const last = !isCyrillic && latinHeadLast;
      let word = -1;
      for (let i = 0; i < count; i++) {
        const pos = positions[i] as number;
        if (pos < from || pos >= to || DIGIT.test(terms[i] as string)) continue;
        if (last) word = Math.max(word, pos);
        else if (word === -1) word = pos;
      }
      return { from, to, word };
    },
  };
}
