import { MESSAGES } from '@vitrina/contracts';
import { describe, expect, it } from 'vitest';
import { loadStringsInUse } from './i18n';
import { loadMessages, translate } from './messages';

describe("the contracts' messages in the console", () => {
  it('translates a reference with its parameters once the locale is in', async () => {
    await loadMessages('tr');
    expect(translate('tr', 'validation.min|6')).toBe(MESSAGES.tr['validation.min'].replace('{0}', '6'));
    expect(translate('en', 'validation.required')).toBe('Input required');
  });

  it('answers an unknown key or a hostile reference as it is', () => {
    expect(translate('en', 'no.such.key')).toBe('no.such.key');
    expect(translate('en', '__proto__')).toBe('__proto__');
    expect(translate('en', 'constructor|x')).toBe('constructor|x');
  });

  it('loads the new locale on a language switch, since a page has messages in', async () => {
    await loadStringsInUse('es');
    expect(translate('es', 'validation.required')).toBe(MESSAGES.es['validation.required']);
  });
});
