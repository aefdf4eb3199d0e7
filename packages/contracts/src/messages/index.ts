import type { Locale } from '../locales';
import { en, type MessageKey } from './en';
import { es } from './es';
import { translateFrom } from './format';
import { pt } from './pt';
import { ru } from './ru';
import { tr } from './tr';

export type { MessageTable } from './format';
export { translateFrom } from './format';
export type { MessageKey };
export const MESSAGES: Record<Locale, Record<MessageKey, string>> = { ru, en, tr, es, pt };

/** A message reference as text in `locale` (English where the locale lacks the key): `translateFrom` with every table. */
export function translate(locale: Locale, reference: string, params: ReadonlyArray<string | number> = []): string {
  const key = reference.split('|', 1)[0] ?? '';
  return translateFrom(Object.hasOwn(MESSAGES[locale], key) ? MESSAGES[locale] : MESSAGES.en, locale, reference, params);
}

export function isMessageKey(key: string): key is MessageKey {
  return Object.hasOwn(en, key);
}
