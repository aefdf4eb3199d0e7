import type { Locale, WidgetCustomText } from '@vitrina/contracts';
import { en } from './en';
import { es } from './es';
import { pt } from './pt';
import { type MessageKey, type Messages, ru } from './ru';
import { tr } from './tr';

export type { MessageKey, Messages };
export const LOCALES: Record<Locale, Messages> = { ru, en, tr, es, pt };

export interface Translator {
  /** The text for a key with {placeholders} filled; a custom text of the project replaces the locale's. */
  (key: MessageKey, values?: Record<string, string | number>): string;
  /** Whether the project hid this text (customTexts[].hidden). */
  hidden(key: MessageKey): boolean;
}

/** Texts of a locale with the project's customTexts ({name, custom, hidden}) over them. */
export function createTranslator(locale: Locale, customTexts: WidgetCustomText[]): Translator {
  const messages = LOCALES[locale] ?? ru;
  const custom = new Map(customTexts.filter((c) => c && typeof c.name === 'string').map((c) => [c.name, c]));
  const t = ((key, values) => {
    const override = custom.get(key);
    const text = override?.custom?.trim() ? override.custom : messages[key];
    return values ? text.replace(/\{(\w+)\}/g, (m, name: string) => (name in values ? String(values[name]) : m)) : text;
  }) as Translator;
  t.hidden = (key) => custom.get(key)?.hidden === true;
  return t;
}
