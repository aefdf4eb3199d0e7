import { DEFAULT_LOCALE, isLocale, LOCALE_COOKIE, type Locale } from '@vitrina/contracts';
import { writePreferenceCookie } from './cookie';

export const LOCALE_STORAGE_KEY = LOCALE_COOKIE;

/** The interface language: the stored choice, else the browser's language when supported, else ru. */
export function detectLocale(): Locale {
  try {
    const stored = localStorage.getItem(LOCALE_STORAGE_KEY);
    if (isLocale(stored)) return stored;
  } catch {
    // Storage may be blocked (private mode); fall through to the browser language.
  }
  return browserLocale() ?? DEFAULT_LOCALE;
}

/** The first of the browser's languages the interface speaks, if any. */
export function browserLocale(): Locale | null {
  const languages = typeof navigator === 'undefined' ? [] : (navigator.languages ?? [navigator.language]);
  for (const language of languages) {
    const short = language?.slice(0, 2).toLowerCase();
    if (isLocale(short)) return short;
  }
  return null;
}

let current: Locale | null = null;

export function currentLocale(): Locale {
  current ??= detectLocale();
  return current;
}

/** The language a page is rendered in on the server (src/ssr): no storage there to read. */
export function renderIn(locale: Locale): void {
  current = locale;
}

/** Makes `locale` the interface language from now on and remembers it on this device. */
export function storeLocale(locale: Locale): void {
  current = locale;
  try {
    localStorage.setItem(LOCALE_STORAGE_KEY, locale);
  } catch {
    // Blocked storage: the choice lasts for this page (and in the profile when signed in).
  }
  writePreferenceCookie(LOCALE_COOKIE, locale);
}

/** Whether this device holds a language the visitor chose (not one guessed from the browser). */
export function hasStoredLocale(): boolean {
  try {
    return isLocale(localStorage.getItem(LOCALE_STORAGE_KEY));
  } catch {
    return false;
  }
}

/** The sign-in pages' dropdown: stores the choice and reloads, as spec §2 describes. */
export function chooseLocale(locale: Locale): void {
  storeLocale(locale);
  window.location.reload();
}
