/** What index.html's first script leaves for the app (apps/console/build/route-preload.ts). */
interface EarlyRequests {
  /** The session they were asked for in (the id of the session cookie). */
  session: string;
  /** performance.now() when they were asked for. */
  at: number;
  /** By URL ('/api/…' with its query), the answer of a GET made in `session`. */
  responses: Record<string, Promise<Response>>;
}

/** Past this, an answer nobody took is stale: the app asks again. */
export const EARLY_ANSWER_TTL_MS = 10_000;

/**
 * The GET requests index.html starts while the app's code downloads (the profile, and the opened
 * route's data from build/route-modules.ts): a page would otherwise ask for them only once its code
 * has run. `lib/http` takes the answer of the very same URL, made in the same session, once; an
 * answer nobody took within EARLY_ANSWER_TTL_MS is dropped.
 */
export function takeEarlyResponse(url: string, session: string | null | undefined): Promise<Response> | undefined {
  const holder = window as { __vitrinaEarly?: EarlyRequests };
  const early = holder.__vitrinaEarly;
  if (!early || !session) return undefined;
  if (early.session !== session || performance.now() - early.at > EARLY_ANSWER_TTL_MS) {
    delete holder.__vitrinaEarly;
    return undefined;
  }
  const response = early.responses[url];
  delete early.responses[url];
  return response;
}
