/** URL path patterns of tracker events: '*' matches any run of characters (slashes included). */

function normalize(path: string): string {
  return path.length > 1 ? path.replace(/\/+$/, '') : path;
}

/**
 * Whether `pattern` matches the page. A pattern starting with a scheme or '//' is matched against the whole
 * URL (without the hash), one with '?' against path and query, any other against the path. Case-sensitive, as
 * paths are; a trailing slash does not matter.
 */
export function matchUrlPath(pattern: string, url: { href: string; pathname: string; search: string }): boolean {
  const p = pattern.trim();
  if (!p) return false;
  if (p === '*') return true;
  let subject = url.pathname;
  if (/^([a-z][a-z\d+.-]*:)?\/\//i.test(p)) subject = url.href.split('#')[0] ?? '';
  else if (p.includes('?')) subject = url.pathname + url.search;
  const source = normalize(p)
    .split('*')
    .map((part) => part.replace(/[.+?^${}()|[\]\\]/g, '\\$&'))
    .join('.*');
  return new RegExp(`^${source}$`).test(p.includes('?') ? subject : normalize(subject));
}

/** An event without URL paths is active everywhere; otherwise on pages matching one of them. */
export function isActiveOn(urlPaths: readonly string[] | undefined, url: { href: string; pathname: string; search: string }): boolean {
  return !urlPaths?.length || urlPaths.some((p) => matchUrlPath(p, url));
}
