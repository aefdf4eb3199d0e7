/** The visitor id: a first-party cookie, overridden by window.vitrinaUserId. */

export const VISITOR_COOKIE = 'vitrina_uid';
const ONE_YEAR_S = 365 * 24 * 3600;

/** Reads one cookie from a document.cookie string. */
export function readCookie(cookies: string, name: string): string | null {
  for (const part of cookies.split(';')) {
    const [key, ...rest] = part.trim().split('=');
    if (key === name) return decodeURIComponent(rest.join('='));
  }
  return null;
}

/** A random id (uuid v4 when crypto is there). */
export function createVisitorId(): string {
  const c = globalThis.crypto;
  if (c?.randomUUID) return c.randomUUID();
  return `${Date.now().toString(36)}${Math.random().toString(36).slice(2, 12)}`;
}

/**
 * The id sent as userId. An override (window.vitrinaUserId) wins; otherwise the cookie's id, or a new one
 * with the cookie string that keeps it for a year (`setCookie`, null when nothing needs writing).
 */
export function resolveVisitorId(cookies: string, override: unknown, create = createVisitorId): { id: string; setCookie: string | null } {
  if ((typeof override === 'string' && override.trim()) || typeof override === 'number')
    return { id: String(override).trim(), setCookie: null };
  const existing = readCookie(cookies, VISITOR_COOKIE);
  if (existing && /^[\w-]{6,64}$/.test(existing)) return { id: existing, setCookie: null };
  const id = create();
  return { id, setCookie: `${VISITOR_COOKIE}=${encodeURIComponent(id)}; max-age=${ONE_YEAR_S}; path=/; SameSite=Lax` };
}
