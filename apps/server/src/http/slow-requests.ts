import type { FastifyInstance } from 'fastify';

/** A request slower than this is logged with its id, route and time (the rest only counts in /metrics). */
const SLOW_MS = 250;

/**
 * In place of a log line per request (two JSON lines written for every keystroke of every shopper):
 * requests that took long or failed on the server's side, with the request id to find them by.
 * Unhandled errors are logged with their stack by the error handler as well.
 */
export function logSlowRequests(app: FastifyInstance): void {
  app.addHook('onResponse', (request, reply, done) => {
    const ms = reply.elapsedTime;
    if (ms < SLOW_MS && reply.statusCode < 500) return done();
    request.log.warn(
      {
        reqId: request.id,
        method: request.method,
        route: request.routeOptions.url ?? 'unmatched',
        statusCode: reply.statusCode,
        ms: Math.round(ms),
      },
      ms >= SLOW_MS ? 'slow request' : 'request failed',
    );
    done();
  });
}
