/**
 * An offer's link or picture as the widget may use it: http(s) or relative to the shop's page. A
 * feed's `javascript:` or `data:` URL would otherwise run script on the shop's page when clicked.
 */
export function safeUrl(url: string | null | undefined): string | undefined {
  if (!url) return undefined;
  // A scheme is letters, digits, + . - before the first colon that comes before any / ? #.
  const scheme = /^\s*([a-z][a-z0-9+.-]*):/i.exec(url)?.[1]?.toLowerCase();
  return scheme === undefined || scheme === 'http' || scheme === 'https' ? url : undefined;
}
