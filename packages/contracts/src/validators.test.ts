import { describe, expect, it } from 'vitest';
import { pickLocale } from './locales';
import { MESSAGES, translate } from './messages';
import { can, ownerPermissions, viewableSourceIds } from './permissions';
import { emailSchema, feedUrlSchema, NUMERIC_PATTERN, normalizeUrl, passwordSchema, phoneSchema } from './validators';

describe('addresses', () => {
  it('accepts a site without a scheme and refuses what is not a web address', () => {
    expect(normalizeUrl('shop.example')).toBe('https://shop.example/');
    expect(normalizeUrl('http://127.0.0.1:8080/feed.xml')).toBe('http://127.0.0.1:8080/feed.xml');
    expect(normalizeUrl('магазин.рф/feed.csv')).toMatch(/^https:\/\/xn--[a-z0-9]+\.xn--p1ai\/feed\.csv$/);
    for (const bad of ['nope', 'ftp://shop.example/feed', 'javascript:alert(1)', 'http://user:pw@shop.example', 'shop .example', '']) {
      expect(normalizeUrl(bad), bad).toBeNull();
    }
  });

  it('names the feed URL rule in its message', () => {
    const result = feedUrlSchema.safeParse('nope');
    expect(result.success).toBe(false);
    expect(result.error?.issues[0]?.message).toBe('validation.feedUrl');
  });
});

describe('account fields', () => {
  it('holds passwords to 6–20 characters', () => {
    expect(passwordSchema.safeParse('12345').error?.issues[0]?.message).toBe('validation.min|6');
    expect(passwordSchema.safeParse('x'.repeat(21)).error?.issues[0]?.message).toBe('validation.max|20');
    expect(passwordSchema.safeParse('secret1').success).toBe(true);
  });

  it('lower-cases emails and checks phones as E.164 with RU by default', () => {
    expect(emailSchema.parse(' Anna@Example.COM ')).toBe('anna@example.com');
    expect(phoneSchema.safeParse('+79161234567').success).toBe(true);
    expect(phoneSchema.safeParse('+7916').success).toBe(false);
  });

  it('allows digits only, without a leading zero', () => {
    expect(['0', '7', '120'].every((v) => NUMERIC_PATTERN.test(v))).toBe(true);
    expect(['01', '1.5', '-3', ''].some((v) => NUMERIC_PATTERN.test(v))).toBe(false);
  });
});

describe('permissions', () => {
  it('lets the administrator do everything and others only what they hold exactly', () => {
    const owned = ownerPermissions('p1');
    expect(can(owned, 'edit', 'p1')).toBe(true);
    expect(can(owned, 'edit', 'p2')).toBe(false);
    expect(can(['sources.view.p1'], 'delete', 'p1')).toBe(false);
    expect(can(['*'], 'delete', 'anything')).toBe(true);
    expect(viewableSourceIds([...owned, 'sources.view.p9.extra'])).toEqual(['p1', 'p9']);
  });
});

describe('messages', () => {
  it('has every key in every locale, none empty', () => {
    const keys = Object.keys(MESSAGES.en).sort();
    for (const [locale, messages] of Object.entries(MESSAGES)) {
      expect(Object.keys(messages).sort(), locale).toEqual(keys);
      for (const [key, text] of Object.entries(messages)) expect(text.trim(), `${locale} ${key}`).not.toBe('');
    }
  });

  it('fills parameters from the reference and from the call', () => {
    expect(translate('en', 'validation.min|6')).toBe('Minimum 6 characters');
    expect(translate('ru', 'errors.noPermission', ['sources.edit', 'abc'])).toBe('Нет прав на "sources.edit" для проекта "abc"!');
    expect(translate('tr', 'unknown.key')).toBe('unknown.key');
  });

  it('picks the best supported language from Accept-Language, ru otherwise', () => {
    expect(pickLocale('de-DE,de;q=0.9,es;q=0.8,en;q=0.7')).toBe('es');
    expect(pickLocale('pt-BR')).toBe('pt');
    expect(pickLocale('fr')).toBe('ru');
    expect(pickLocale(undefined)).toBe('ru');
  });
});
