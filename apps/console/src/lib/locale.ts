import { DEFAULT_LOCALE, isLocale, type Locale } from '@vitrina/contracts';

export const LOCALE_STORAGE_KEY = 'vitrina_locale';

/** The interface language: the stored choice, else the browser's language when supported, else ru. */
export function detectLocale(): Locale {
  try {
    const stored = localStorage.getItem(LOCALE_STORAGE_KEY);
    if (isLocale(stored)) return stored;
  } catch {
    // Storage may be blocked (private mode); fall through to the browser language.
  }
  const languages = typeof navigator === 'undefined' ? [] : (navigator.languages ?? [navigator.language]);
  for (const language of languages) {
    const short = language?.slice(0, 2).toLowerCase();
    if (isLocale(short)) return short;
  }
  return DEFAULT_LOCALE;
}

let current: Locale | null = null;

export function currentLocale(): Locale {
  current ??= detectLocale();
  return current;
}

/** Stores the choice and reloads, so every string and cached server message follows it (spec §2). */
export function chooseLocale(locale: Locale): void {
  localStorage.setItem(LOCALE_STORAGE_KEY, locale);
  window.location.reload();
}
