import type { QueryClient } from '@tanstack/react-query';
import type { Locale, User } from '@vitrina/contracts';
import i18next from 'i18next';
import { http } from './http';
import { loadStringsInUse } from './i18n';
import { browserLocale, currentLocale, hasStoredLocale, storeLocale } from './locale';
import { getSession, setUser, subscribeSession } from './session';

let latest = 0;

/**
 * Switches the interface language in place, without a reload: the new locale's files of every
 * bundle already shown load first (one locale at a time, decision 0015), then i18next re-renders.
 * The choice is stored on this device and, when `save`, in the signed-in user's profile.
 */
export async function switchLocale(locale: Locale, options: { client?: QueryClient; save?: boolean } = {}): Promise<void> {
  const request = ++latest;
  await loadStringsInUse(locale);
  // A later choice made while these strings loaded wins.
  if (request !== latest) return;
  storeLocale(locale);
  document.documentElement.lang = locale;
  await i18next.changeLanguage(locale);
  // Answers written in the former language (the server's messages) are asked for again.
  void options.client?.invalidateQueries();
  if (options.save !== false && getSession().user && getSession().user?.locale !== locale) await saveProfileLocale(locale);
}

async function saveProfileLocale(locale: Locale): Promise<void> {
  try {
    const user = await http.patch<User | null>('/users/profile', { locale }, { quiet: true });
    if (user && typeof user === 'object' && 'id' in user) setUser(user);
  } catch {
    // The device keeps the choice; the profile catches up with the next switch.
  }
}

/**
 * A device's own choice (stored, or the browser's language when the interface speaks it) decides
 * the language; a device with neither (a first visit from a German browser) takes the language
 * saved in the user's profile once the user is known.
 */
export function followProfileLocale(client: QueryClient): () => void {
  return subscribeSession(() => {
    const user = getSession().user;
    if (!user || hasStoredLocale() || browserLocale() || user.locale === currentLocale()) return;
    void switchLocale(user.locale, { client, save: false });
  });
}
