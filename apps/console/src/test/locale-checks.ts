import { LOCALES } from '@vitrina/contracts';
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

/**
 * The checks every set of translation files passes: a file per interface language, the same keys
 * in all, no empty values, the placeholders of English, and sentences translated, not copied.
 */
export function describeLocaleFiles(title: string, files: Record<string, unknown>, extra?: () => void) {
  const flat = Object.fromEntries(Object.entries(files).map(([locale, data]) => [locale, flatten(data)]));
  const allKeys = new Set(Object.values(flat).flatMap((map) => [...map.keys()]));

  describe(title, () => {
    it('has a file for every interface language', () => {
      expect(Object.keys(files).sort()).toEqual([...LOCALES].sort());
    });

    it.each(Object.keys(files))('%s has every key another locale has', (locale) => {
      expect([...allKeys].filter((key) => !flat[locale]?.has(key))).toEqual([]);
    });

    it.each(Object.keys(files))('%s has no empty or non-text values', (locale) => {
      const empty = [...(flat[locale]?.entries() ?? [])].filter(([, value]) => typeof value !== 'string' || value.trim() === '');
      expect(empty.map(([key]) => key)).toEqual([]);
    });

    it.each(Object.keys(files))('%s uses the same placeholders as English', (locale) => {
      const placeholders = (text: unknown) => [...String(text).matchAll(/\{\{(\w+)\}\}/g)].map((match) => match[1]).sort();
      const mismatched = [...allKeys].filter(
        (key) => placeholders(flat[locale]?.get(key)).join() !== placeholders(flat.en?.get(key)).join(),
      );
      expect(mismatched).toEqual([]);
    });

    it.each(['ru', 'tr', 'es', 'pt'])('%s is translated, not an English copy', (locale) => {
      // Brand names and format codes may stay as they are; whole sentences may not.
      const same = [...allKeys].filter((key) => flat[locale]?.get(key) === flat.en?.get(key) && String(flat.en?.get(key)).includes(' '));
      expect(same).toEqual([]);
    });

    extra?.();
  });
}
