import { COOKIE_MAX_AGE } from '@vitrina/contracts';

export const TOKEN_COOKIE = 'vitrina_token';

export function readCookie(name: string): string | null {
  const prefix = `${name}=`;
  for (const part of document.cookie.split(';')) {
    const entry = part.trim();
    if (entry.startsWith(prefix)) return decodeURIComponent(entry.slice(prefix.length));
  }
  return null;
}

/** Writes a cookie for the whole site; without a lifetime it lives COOKIE_MAX_AGE seconds (spec §9). */
export function writeCookie(name: string, value: string, maxAgeSeconds?: number): void {
  const maxAge = maxAgeSeconds && maxAgeSeconds > 0 ? Math.floor(maxAgeSeconds) : COOKIE_MAX_AGE;
  // biome-ignore lint/suspicious/noDocumentCookie: the Cookie Store API is async and missing in older browsers; this file is the one place cookies are written.
  document.cookie = `${name}=${encodeURIComponent(value)}; path=/; max-age=${maxAge}; SameSite=Lax`;
}

export function deleteCookie(name: string): void {
  // biome-ignore lint/suspicious/noDocumentCookie: see writeCookie.
  document.cookie = `${name}=; path=/; max-age=0; SameSite=Lax`;
}
