import type { Locale } from '../locales';

/** One locale's messages: a message key to its template. */
export type MessageTable = Readonly<Record<string, string>>;

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
 * Turns a message reference into text with one locale's table; a key the table lacks comes back
 * as the reference itself. A reference is a key with optional parameters after '|'
 * ('validation.min|6'), which is how zod schemas carry translatable messages. A template writes a
 * parameter as {0}, or as {0:n} to have a number grouped as the locale groups digits. The console
 * holds one locale's table at a time (its lib/messages.ts); the server all of them (`translate`).
 */
export function translateFrom(table: MessageTable, locale: Locale, reference: string, params: ReadonlyArray<string | number> = []): string {
  const [key = '', ...inline] = reference.split('|');
  const template = Object.hasOwn(table, key) ? table[key] : undefined;
  if (template === undefined) return reference;
  const values = [...inline, ...params.map(String)];
  return template.replace(/\{(\d+)(:n)?\}/g, (match, index: string, asNumber?: string) => {
    const value = values[Number(index)];
    if (value === undefined) return match;
    return asNumber ? formatNumber(locale, value) : value;
  });
}
