import { SESSION_COOKIE } from '@vitrina/contracts';

export function readCookie(name: string): string | null {
  const prefix = `${name}=`;
  for (const part of document.cookie.split(';')) {
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

/** Forgets the session marker when the server could not be told (sign-out offline). */
export function forgetSession(): void {
  // biome-ignore lint/suspicious/noDocumentCookie: the Cookie Store API is async and missing in older browsers; this is the one cookie the console writes.
  document.cookie = `${SESSION_COOKIE}=; path=/; max-age=0; SameSite=Strict`;
}
