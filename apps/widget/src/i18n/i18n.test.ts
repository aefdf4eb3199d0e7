import { describe, expect, it } from 'vitest';
import { createTranslator, LOCALES } from './index';

describe('widget texts', () => {
  const keys = Object.keys(LOCALES.ru).sort();

  it.each(Object.keys(LOCALES))('%s has every key of ru and none empty', (locale) => {
    const messages = LOCALES[locale as keyof typeof LOCALES];
    expect(Object.keys(messages).sort()).toEqual(keys);
    for (const [key, text] of Object.entries(messages)) expect(text.trim(), `${locale}.${key}`).not.toBe('');
  });

  it('keeps the same placeholders in every locale', () => {
    for (const key of keys) {
      const names = (text: string) => [...text.matchAll(/\{(\w+)\}/g)].map((m) => m[1]).sort();
      const expected = names(LOCALES.ru[key as keyof typeof LOCALES.ru]);
      for (const messages of Object.values(LOCALES)) expect(names(messages[key as keyof typeof messages])).toEqual(expected);
    }
  });

  it('fills placeholders and lets custom texts replace or hide a text', () => {
    const t = createTranslator('en', [
      { name: 'found', custom: 'We have {count}', hidden: false },
      { name: 'popular', hidden: true },
    ]);
    expect(t('found', { count: 5 })).toBe('We have 5');
    expect(t('nothingFound', { query: 'x' })).toBe('Nothing found for “x”');
    expect(t.hidden('popular')).toBe(true);
    expect(t.hidden('found')).toBe(false);
  });
});
