import { LOCALES } from '@vitrina/contracts';
import { describe, expect, it } from 'vitest';
import en from './en.json';
import es from './es.json';
import pt from './pt.json';
import ru from './ru.json';
import tr from './tr.json';

const files = { ru, en, tr, es, pt } as const;

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

const flat = Object.fromEntries(Object.entries(files).map(([locale, data]) => [locale, flatten(data)]));
const allKeys = new Set(Object.values(flat).flatMap((map) => [...map.keys()]));

describe('relevance translations', () => {
  it('has a file for every interface language, each under the one "relevance" key', () => {
    expect(Object.keys(files).sort()).toEqual([...LOCALES].sort());
    for (const data of Object.values(files)) expect(Object.keys(data)).toEqual(['relevance']);
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
    const mismatched = [...allKeys].filter((key) => placeholders(flat[locale]?.get(key)).join() !== placeholders(flat.en?.get(key)).join());
    expect(mismatched).toEqual([]);
  });

  it.each(['ru', 'tr', 'es', 'pt'])('%s is translated, not an English copy', (locale) => {
    const same = [...allKeys].filter((key) => flat[locale]?.get(key) === flat.en?.get(key) && String(flat.en?.get(key)).includes(' '));
    expect(same).toEqual([]);
  });
});
