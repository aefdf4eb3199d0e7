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
export function prefetchLoader<M>(load: () => Promise<M>, start: (module: M, client: QueryClient, args: LoaderFunctionArgs) => void) {
  return (args: LoaderFunctionArgs): null => {
    const target = client;
    if (target && getSession().status !== 'unauthenticated') {
      load().then(
        (module) => start(module, target, args),
        () => {}, // Only a head start: the page asks for its data itself.
      );
    }
    return null;
  };
}
