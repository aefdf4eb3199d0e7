import type { Locale } from '../locales';
import { en, type MessageKey } from './en';
import { es } from './es';
import { pt } from './pt';
import { ru } from './ru';
import { tr } from './tr';

export type { MessageKey };
export const MESSAGES: Record<Locale, Record<MessageKey, string>> = { ru, en, tr, es, pt };

/**
 * Turns a message reference into text. A reference is a key with optional parameters after
 * '|' ('validation.min|6'), which is how zod schemas carry translatable messages.
 */
export function translate(locale: Locale, reference: string, params: ReadonlyArray<string | number> = []): string {
  const [key = '', ...inline] = reference.split('|');
  const template = MESSAGES[locale][key as MessageKey] ?? MESSAGES.en[key as MessageKey];
  if (template === undefined) return reference;
  const values = [...inline, ...params.map(String)];
  return template.replace(/\{(\d+)\}/g, (match, index: string) => values[Number(index)] ?? match);
}

export function isMessageKey(key: string): key is MessageKey {
  return Object.hasOwn(en, key);
}
