import { LOCALE_COOKIE, TIME_ZONE_COOKIE } from '@vitrina/contracts';
import { readCookie, writePreferenceCookie } from './cookie';
import { currentLocale, hasStoredLocale } from './locale';

/**
 * Tells the server how this browser shows the console, for the next page it renders (src/ssr): the
 * time zone dates are shown in, and the language chosen on this device (a choice made before the
 * cookie existed is only in storage). Writes only what changed: each write is a round trip to the
 * browser process.
 */
export function rememberDisplayPreferences(): void {
  const cookies = document.cookie;
  const timeZone = Intl.DateTimeFormat().resolvedOptions().timeZone;
  if (timeZone && readCookie(TIME_ZONE_COOKIE, cookies) !== timeZone) writePreferenceCookie(TIME_ZONE_COOKIE, timeZone);
  if (hasStoredLocale() && readCookie(LOCALE_COOKIE, cookies) !== currentLocale()) writePreferenceCookie(LOCALE_COOKIE, currentLocale());
}
