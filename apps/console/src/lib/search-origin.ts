/**
 * The search API's origin, from the widget loader's address (the search API serves the widget
 * bundle and the public widgets' calls). Without a page to resolve against (the server's rendering,
 * src/ssr), an absolute address still gives it.
 */
export function searchOriginOf(loaderUrl: string | undefined): string {
  try {
    return new URL(loaderUrl ?? '', globalThis.location?.href).origin;
  } catch {
    return globalThis.location?.origin ?? '';
  }
}
