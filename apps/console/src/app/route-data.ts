import type { QueryClient } from '@tanstack/react-query';
import type { LoaderFunctionArgs } from 'react-router';
import { getSession } from '../lib/session';

let client: QueryClient | null = null;

/** The app's query client, which route loaders fill (main.tsx sets it before the router starts). */
export function setRouteDataClient(next: QueryClient): void {
  client = next;
}

/**
 * A route loader that starts the page's data requests beside its code instead of after it has
 * rendered, and never waits for them: the page's queries find them in flight in the cache.
 * `load` brings the small module that knows the requests (not the page). Only with a session
 * (the session's state, set at start-up from the cookie: reading the cookie again costs a
 * synchronous round trip to the browser process).
 */
export function prefetchLoader<M>(load: () => Promise<M>, start: (module: M, client: QueryClient, args: LoaderFunctionArgs) => unknown) {
  return (args: LoaderFunctionArgs): null => {
    const target = client;
    if (target && getSession().status !== 'unauthenticated') {
      const starting = load()
        .then((module) => start(module, target, args))
        .catch(() => {}); // Only a head start: the page asks for its data itself.
      starts.add(starting);
      void starting.finally(() => starts.delete(starting));
    }
    return null;
  };
}

const starts = new Set<Promise<unknown>>();

/**
 * Settles once the loaders' requests have been asked, and those asked in turn from their answers
 * (a project's plan, once the project says it limits queries): the server's render (src/ssr) then
 * renders the page once, with its data, instead of finding the requests pass by pass.
 */
export async function routeDataStarted(): Promise<void> {
  await Promise.all(starts);
}
