import { type Locale, type MessageTable, translateFrom } from '@vitrina/contracts';
import { importWithReload } from './chunk-reload';
import { loadBundle } from './i18n';
import { currentLocale } from './locale';

/**
 * The API's and the shared validation's messages (contracts), one chunk per locale like the
 * console's own strings: a page holds its interface language's only. Every page the router loads
 * lazily loads them with its code (app/lazy-page.ts); the sign-in page, which is in the first
 * download, with its form's rules. A language switch brings the new locale's once any are in
 * (lib/i18n.ts `loadStringsInUse`).
 */
const LOADERS: Record<Locale, () => Promise<MessageTable>> = {
  ru: () => import('@vitrina/contracts/messages/ru').then((module) => module.ru),
  en: () => import('@vitrina/contracts/messages/en').then((module) => module.en),
  tr: () => import('@vitrina/contracts/messages/tr').then((module) => module.tr),
  es: () => import('@vitrina/contracts/messages/es').then((module) => module.es),
  pt: () => import('@vitrina/contracts/messages/pt').then((module) => module.pt),
};

const tables = new Map<Locale, MessageTable>();

/** Loads a locale's messages once, like a bundle of strings: a language switch brings them in the new locale. */
export function loadMessages(locale: Locale = currentLocale()): Promise<void> {
  return loadBundle(
    'contracts-messages',
    (lng) => importWithReload(LOADERS[lng]),
    (lng, table) => void tables.set(lng, table),
    locale,
  );
}

/** A message reference ('validation.min|6') as text in `locale`; the reference itself while its messages are not in. */
export function translate(locale: Locale, reference: string, params?: ReadonlyArray<string | number>): string {
  return translateFrom(tables.get(locale) ?? {}, locale, reference, params);
}
