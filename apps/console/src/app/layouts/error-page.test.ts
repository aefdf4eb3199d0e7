import { LOCALES, translate } from '@vitrina/contracts';
import { describe, expect, it } from 'vitest';

const strings = import.meta.glob<{ errors: { pageNotFound: string } }>('../../i18n/*.json', { import: 'default', eager: true });

describe('error page', () => {
  it.each([...LOCALES])('says page not found in %s with the words the API uses', (locale) => {
    expect(strings[`../../i18n/${locale}.json`]?.errors.pageNotFound).toBe(translate(locale, 'errors.pageNotFound'));
  });
});
