import { LOCALES, type Locale } from '@vitrina/contracts';
import { describe, expect, it } from 'vitest';

function flatten(value: unknown, prefix = ''): Map<string, unknown> {
  const out = new Map<string, unknown>();
  if (value && typeof value === 'object' && !Array.isArray(value)) {
    for (const [key, child] of Object.entries(value)) {
      for (const [path, leaf] of flatten(child, prefix ? `${prefix}.${key}` : key)) out.set(path, leaf);
    }
  } else {
    out.set(prefix, value);
  }
  return out;
}

const PLURAL_SUFFIX = /_(zero|one|two|few|many|other)$/;

/** A key without its i18next plural suffix: 'total_few' → 'total'. */
const baseKey = (key: string) => key.replace(PLURAL_SUFFIX, '');

/**
 * The plural forms each language needs (i18next picks one with Intl.PluralRules): Russian one, few,
 * many, other; English one, other; Spanish and Portuguese also many ('1 000 000 de cambios').
 */
export function missingPluralForms(keys: Iterable<string>, locale: Locale): string[] {
  const own = new Set(keys);
  const bases = new Set([...own].filter((key) => PLURAL_SUFFIX.test(key)).map(baseKey));
  const needed = new Intl.PluralRules(locale).resolvedOptions().pluralCategories;
  return [...bases].flatMap((base) => needed.filter((form) => !own.has(`${base}_${form}`)).map((form) => `${base}_${form}`));
}

/**
 * Words a language writes exactly as English (or Russian) does, so a value equal to the other
 * language's is still a translation. Anything else left equal is an untranslated copy.
 */
export const SAME_WORDS: Record<Locale, ReadonlySet<string>> = {
  ru: new Set([]),
  en: new Set([]),
  tr: new Set(['Avatar', 'Demo', 'Segment', 'Widget', 'Wiki']),
  es: new Set(['Avatar', 'Color', 'Editor', 'Error', 'Manual', 'Plan', 'Variable', 'Variables', 'Widget', 'Wiki']),
  pt: new Set(['Avatar', 'Editor', 'Manual', 'Status', 'Widget', 'Wiki']),
};

/** Codes and names written the same in every language: BIC, INN, YML, 100, 'Vitrina'. */
const LANGUAGE_FREE = /^(?:[\p{Lu}\d\s.,:;/+\-–—()%#]+|Vitrina|[^\p{L}]*)$/u;

/** Keys whose value in `locale` copies the English or Russian one where a translation is expected. */
export function untranslatedKeys(flat: Record<string, Map<string, unknown>>, locale: Locale): string[] {
  const own = flat[locale];
  if (!own) return [];
  const others = (['en', 'ru'] as const).filter((other) => other !== locale);
  return [...own].flatMap(([key, value]) => {
    const text = String(value);
    if (LANGUAGE_FREE.test(text) || SAME_WORDS[locale].has(text)) return [];
    const copied = others.filter((other) => flat[other]?.get(key) === text);
    // Cyrillic outside Russian is Russian text left in, whatever the key.
    if (locale !== 'ru' && /\p{Script=Cyrillic}/u.test(text)) copied.push('ru');
    return copied.length ? [`${key} = ${JSON.stringify(text)} (${[...new Set(copied)].join(', ')})`] : [];
  });
}

/**
 * The checks every set of translation files passes: a file per interface language, the same keys
 * in all, no empty values, the placeholders of English, and sentences translated, not copied.
 */
export function describeLocaleFiles(title: string, files: Record<string, unknown>, extra?: () => void) {
  const flat = Object.fromEntries(Object.entries(files).map(([locale, data]) => [locale, flatten(data)]));
  // Plural forms differ by language, so keys are compared without their plural suffix.
  const allKeys = new Set(Object.values(flat).flatMap((map) => [...map.keys()].map(baseKey)));

  describe(title, () => {
    it('has a file for every interface language', () => {
      expect(Object.keys(files).sort()).toEqual([...LOCALES].sort());
    });

    it.each(Object.keys(files))('%s has every key another locale has', (locale) => {
      const own = new Set([...(flat[locale]?.keys() ?? [])].map(baseKey));
      expect([...allKeys].filter((key) => !own.has(key))).toEqual([]);
    });

    it.each(Object.keys(files))('%s has every plural form its language needs', (locale) => {
      expect(missingPluralForms(flat[locale]?.keys() ?? [], locale as Locale)).toEqual([]);
    });

    it.each(Object.keys(files))('%s has no empty or non-text values', (locale) => {
      const empty = [...(flat[locale]?.entries() ?? [])].filter(([, value]) => typeof value !== 'string' || value.trim() === '');
      expect(empty.map(([key]) => key)).toEqual([]);
    });

    it.each(Object.keys(files))('%s uses the same placeholders as English', (locale) => {
      const placeholders = (text: unknown) => [...String(text).matchAll(/\{\{(\w+)\}\}/g)].map((match) => match[1]).sort();
      // A plural form is held to English's 'other' form (Russian's 'few' has no English twin).
      const english = (key: string) => flat.en?.get(key) ?? flat.en?.get(`${baseKey(key)}_other`);
      const mismatched = [...(flat[locale]?.keys() ?? [])].filter(
        (key) => placeholders(flat[locale]?.get(key)).join() !== placeholders(english(key)).join(),
      );
      expect(mismatched).toEqual([]);
    });

    it.each(LOCALES)('%s is translated, not a copy of the English or Russian text', (locale) => {
      // Codes, brand names and the words of SAME_WORDS may stay as they are; nothing else may.
      expect(untranslatedKeys(flat, locale)).toEqual([]);
    });

    extra?.();
  });
}
