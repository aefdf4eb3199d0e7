import { timingSafeEqual } from 'node:crypto';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import fp from 'fastify-plugin';
import { appError } from '../../http/errors';
import { httpDuration, httpRequests, metricsRegistry } from './metrics';

/**
 * Who may read /metrics on a listener: anyone on the private METRICS_PORT listener ('open'); on the
 * public ports only the holder of METRICS_TOKEN, and with no token there is no /metrics at all
 * (it names every project and their sizes).
 */
export type MetricsAccess = 'open' | { token: string | null };

function holdsToken(request: FastifyRequest, token: string): boolean {
  const sent = Buffer.from(/^Bearer\s+(\S+)$/i.exec(request.headers.authorization ?? '')?.[1] ?? '');
  const expected = Buffer.from(token);
  return sent.length === expected.length && timingSafeEqual(sent, expected);
}

/**
 * Request counts and latencies by route template (a bounded set: unmatched paths count as one
 * group) on every role's listener, and GET /metrics in Prometheus text format where `access` allows.
 */
export const metricsPlugin = fp(async (app: FastifyInstance, { role, access }: { role: string; access: MetricsAccess }) => {
  // A callback hook, not an async one: it runs for every search, and a promise per request costs.
  app.addHook('onResponse', (request, reply, done) => {
    const route = request.routeOptions.url ?? 'unmatched';
    if (route !== '/metrics') {
      const status = `${Math.floor(reply.statusCode / 100)}xx`;
      httpRequests.inc({ role, route, method: request.method, status });
      httpDuration.observe({ role, route }, reply.elapsedTime / 1000);
    }
    done();
  });
  const token = access === 'open' ? null : access.token;
  if (access !== 'open' && !token) return;
  app.get('/metrics', { schema: { hide: true } }, async (request, reply) => {
    if (token && !holdsToken(request, token)) throw appError('AUTH_REQUIRED');
    const body = await metricsRegistry.metrics();
    return reply.type(metricsRegistry.contentType).header('cache-control', 'no-store').send(body);
  });
});
