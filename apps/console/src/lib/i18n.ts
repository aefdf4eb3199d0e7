import { LOCALES, type Locale } from '@vitrina/contracts';
import i18next from 'i18next';
import { initReactI18next } from 'react-i18next';
import { importWithReload } from './chunk-reload';
import { currentLocale } from './locale';

/** A translation file: nested keys to strings. */
export type Strings = Record<string, unknown>;

/**
 * The strings every page shares, one chunk per locale: a page downloads its interface language's
 * only. Features keep theirs beside them (`features/<feature>/i18n/`); the routes load those with
 * the feature (src/app/feature-strings.ts). A language switch loads the new locale's files of the
 * bundles already in (`loadStringsInUse`) before i18next changes language (lib/switch-locale.ts).
 */
const sharedStrings = import.meta.glob<Strings>('../i18n/*.json', { import: 'default' });

/**
 * Initialises i18next synchronously with what is given (tests pass every file of a locale); the
 * console then adds its strings with `loadStrings` before the pages that use them render.
 */
export function setupI18n(locale: Locale = currentLocale(), strings: Strings[] = []) {
  if (!i18next.isInitialized) {
    void i18next.use(initReactI18next).init({
      resources: { [locale]: { translation: {} } },
      lng: locale,
      fallbackLng: 'ru',
      supportedLngs: [...LOCALES],
      interpolation: { escapeValue: false },
      initAsync: false,
      returnNull: false,
    });
  }
  for (const bundle of strings) addStrings(locale, bundle);
  return i18next;
}

export function addStrings(locale: Locale, strings: Strings): void {
  i18next.addResourceBundle(locale, 'translation', strings, true, true);
}

const loading = new Map<string, Promise<void>>();
/** How each bundle asked for so far loads and is put in place, so a language switch can bring the same ones in another locale. */
const loaders = new Map<string, (locale: Locale) => Promise<void>>();

/**
 * Loads a bundle for the interface language once; later calls share the first load. `place` puts it
 * where it is read: i18next's strings (`loadStrings`), or the contracts' messages (lib/messages.ts).
 */
export function loadBundle<B>(
  id: string,
  load: (locale: Locale) => Promise<B>,
  place: (locale: Locale, bundle: B) => void,
  locale: Locale = currentLocale(),
): Promise<void> {
  loaders.set(id, (other) => loadBundle(id, load, place, other));
  const key = `${locale}:${id}`;
  let pending = loading.get(key);
  if (!pending) {
    pending = load(locale).then((bundle) => place(locale, bundle));
    // A failed load (a chunk gone after a deploy) may be retried by the next navigation.
    pending.catch(() => loading.delete(key));
    loading.set(key, pending);
  }
  return pending;
}

/** Loads a bundle of strings for the interface language once; later calls share the first load. */
export function loadStrings(id: string, load: (locale: Locale) => Promise<Strings>, locale: Locale = currentLocale()): Promise<void> {
  return loadBundle(id, load, addStrings, locale);
}

/** The shared strings of the interface language; main.tsx waits for them before the first render. */
export function loadSharedStrings(locale: Locale = currentLocale()): Promise<void> {
  return loadStrings(
    'shared',
    (lng) => {
      const load = sharedStrings[`../i18n/${lng}.json`];
      if (!load) throw new Error(`no strings for locale ${lng}`);
      return importWithReload(load);
    },
    locale,
  );
}

/** Every bundle loaded so far, in another locale: what a language switch waits for. */
export function loadStringsInUse(locale: Locale): Promise<void> {
  return Promise.all([...loaders.values()].map((reload) => reload(locale))).then(() => undefined);
}
