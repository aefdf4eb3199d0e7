/** What index.html's first script leaves for the app (apps/console/build/route-preload.ts). */
interface EarlyRequests {
  /** The session they were asked for in (the id of the session cookie). */
  session: string;
  /** performance.now() when they were asked for. */
  at: number;
  /** By URL ('/api/…' with its query), the answer of a GET made in `session`. */
  responses: Record<string, Promise<Response>>;
  /** Set once the app's session was found to be theirs. */
  confirmed?: boolean;
}

/** Past this, an answer nobody took is stale: the app asks again. */
export const EARLY_ANSWER_TTL_MS = 10_000;

const holder = () => globalThis as { __vitrinaEarly?: EarlyRequests; __vitrinaSessionAtLoad?: string };

/**
 * The session marker as index.html's first script read it ('' for none), or undefined where that
 * script did not run (the dev server, tests): the app's start-up need not read the cookie again.
 */
export function sessionAtLoad(): string | undefined {
  return holder().__vitrinaSessionAtLoad;
}

/**
 * The GET requests index.html starts while the app's code downloads (the profile, and the opened
 * route's data from build/route-modules.ts): a page would otherwise ask for them only once its code
 * has run. `lib/http` takes the answer of the very same URL, made in the same session, once; an
 * answer nobody took within EARLY_ANSWER_TTL_MS is dropped.
 * `currentSession` reads the session cookie: a synchronous round trip to the browser process
 * (3-10 ms on a busy 2-core machine), so it is asked only for a URL whose answer waits, and only
 * once: sign-in and sign-out in this page drop the answers (dropEarlyResponses).
 */
export function takeEarlyResponse(url: string, currentSession: () => string | null): Promise<Response> | undefined {
  const early = holder().__vitrinaEarly;
  if (!early || !(url in early.responses)) return undefined;
  if (performance.now() - early.at > EARLY_ANSWER_TTL_MS || !(early.confirmed || early.session === currentSession())) {
    dropEarlyResponses();
    return undefined;
  }
  early.confirmed = true;
  const response = early.responses[url];
  delete early.responses[url];
  return response;
}

/** The session changed: what was asked for in the old one is not this one's. */
export function dropEarlyResponses(): void {
  delete holder().__vitrinaEarly;
}
