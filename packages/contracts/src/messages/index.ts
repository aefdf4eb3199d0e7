import type { Locale } from '../locales';
import { en, type MessageKey } from './en';
import { es } from './es';
import { pt } from './pt';
import { ru } from './ru';
import { tr } from './tr';

export type { MessageKey };
export const MESSAGES: Record<Locale, Record<MessageKey, string>> = { ru, en, tr, es, pt };

const numberFormats = new Map<Locale, Intl.NumberFormat>();

/** A number as the locale writes it: 10,000 in English, 10 000 in Russian, 10.000 in Turkish. */
function formatNumber(locale: Locale, value: string): string {
  const number = Number(value);
  if (value.trim() === '' || !Number.isFinite(number)) return value;
  let format = numberFormats.get(locale);
  if (!format) {
    format = new Intl.NumberFormat(locale);
    numberFormats.set(locale, format);
  }
  return format.format(number);
}

/**
 * Turns a message reference into text. A reference is a key with optional parameters after
 * '|' ('validation.min|6'), which is how zod schemas carry translatable messages. A template
 * writes a parameter as {0}, or as {0:n} to have a number grouped as the locale groups digits.
 */
export function translate(locale: Locale, reference: string, params: ReadonlyArray<string | number> = []): string {
  const [key = '', ...inline] = reference.split('|');
  const template = MESSAGES[locale][key as MessageKey] ?? MESSAGES.en[key as MessageKey];
  if (template === undefined) return reference;
  const values = [...inline, ...params.map(String)];
  return template.replace(/\{(\d+)(:n)?\}/g, (match, index: string, asNumber?: string) => {
    const value = values[Number(index)];
    if (value === undefined) return match;
    return asNumber ? formatNumber(locale, value) : value;
  });
}

export function isMessageKey(key: string): key is MessageKey {
  return Object.hasOwn(en, key);
}
