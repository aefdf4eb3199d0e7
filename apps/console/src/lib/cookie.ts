import { SESSION_COOKIE } from '@vitrina/contracts';

/** The visitor's Cookie header while the server renders a page for them (src/ssr): what document.cookie reads in the browser. */
let visitorCookies: string | null = null;

export function renderWithCookies(cookies: string | null): void {
  visitorCookies = cookies;
}

const pageCookies = () => visitorCookies ?? (typeof document === 'undefined' ? '' : document.cookie);

/** A cookie's value; `cookies` to read several from one read of document.cookie (each is a round trip to the browser). */
export function readCookie(name: string, cookies: string = pageCookies()): string | null {
  const prefix = `${name}=`;
  for (const part of cookies.split(';')) {
    const entry = part.trim();
    if (entry.startsWith(prefix)) return decodeURIComponent(entry.slice(prefix.length));
  }
  return null;
}

/**
 * The session this browser holds, by its id (null: none). The token itself is an HttpOnly cookie
 * the server sets on sign-in and sends back by itself: no script here can read it.
 */
export function sessionId(): string | null {
  return readCookie(SESSION_COOKIE) || null;
}

/**
 * A cookie telling the server how this browser shows the console (its language, its time zone), so
 * that the first HTML it renders reads as the app will (src/ssr). Kept a year; no secret in it.
 */
export function writePreferenceCookie(name: string, value: string): void {
  try {
    // biome-ignore lint/suspicious/noDocumentCookie: see forgetSession.
    document.cookie = `${name}=${encodeURIComponent(value)}; path=/; max-age=31536000; SameSite=Strict`;
  } catch {
    // No document (tests, the server's rendering): nothing to tell.
  }
}

/** Forgets the session marker when the server could not be told (sign-out offline). */
export function forgetSession(): void {
  // biome-ignore lint/suspicious/noDocumentCookie: the Cookie Store API is async and missing in older browsers; the console writes this one and its preference cookies.
  document.cookie = `${SESSION_COOKIE}=; path=/; max-age=0; SameSite=Strict`;
}
