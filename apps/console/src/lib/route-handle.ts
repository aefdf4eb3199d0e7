import { useMatches } from 'react-router';

/** What a route tells the layouts: its title key (i18n), possibly depending on the query. */
export interface RouteHandle {
  title?: string | ((search: URLSearchParams) => string);
  /** The route's own layout renders the page heading (the project area does, under its tabs). */
  ownHeading?: boolean;
}

export function useOwnHeading(): boolean {
  return useMatches().some((match) => (match.handle as RouteHandle | undefined)?.ownHeading === true);
}

export function titleKeyOf(handle: unknown, search: URLSearchParams): string | null {
  const title = (handle as RouteHandle | undefined)?.title;
  if (typeof title === 'function') return title(search);
  return title ?? null;
}

/** The title key of the deepest matched route that names one. */
export function useRouteTitleKey(search: URLSearchParams): string | null {
  const matches = useMatches();
  for (let index = matches.length - 1; index >= 0; index -= 1) {
    const key = titleKeyOf(matches[index]?.handle, search);
    if (key) return key;
  }
  return null;
}
