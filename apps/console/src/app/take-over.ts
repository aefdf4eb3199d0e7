import { hydrate, type QueryClient } from '@tanstack/react-query';
import { matchRoutes, type RouteObject } from 'react-router';
import { browserLocale, currentLocale, hasStoredLocale, renderIn } from '../lib/locale';
import { adoptSession } from '../lib/session';
import { type RenderedState, readRenderedState } from '../ssr/rendered-state';

/**
 * The page the server rendered (src/ssr), when the app can take it over as it is: rendered in the
 * language this device would choose (a device with no language of its own takes the server's, as
 * it would take the profile's). The app then starts from the page's user and answers.
 */
export function takeRenderedPage(client: QueryClient): RenderedState | null {
  const rendered = readRenderedState();
  if (!rendered) return null;
  if (rendered.locale !== currentLocale() && (hasStoredLocale() || browserLocale())) return null;
  renderIn(rendered.locale);
  adoptSession(rendered.user);
  hydrate(client, rendered.queries);
  return rendered;
}

/**
 * Loads the opened page's lazy routes and puts them in place, so that the router starts with the
 * page the server rendered instead of a loader (React Router's way to hydrate lazy routes).
 */
export async function loadOpenedRoutes(routes: RouteObject[], location: Location): Promise<void> {
  const matches = matchRoutes(routes, location) ?? [];
  await Promise.all(
    matches.map(async ({ route }) => {
      if (typeof route.lazy !== 'function') return;
      const module = await route.lazy();
      Object.assign(route, module, { lazy: undefined });
    }),
  );
}

/** The server's markup leaves once the app renders the page itself (another language, a failure). */
export function dropRenderedPage(container: HTMLElement): void {
  container.replaceChildren();
  container.removeAttribute('inert');
}
