import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import { httpDuration, httpRequests, metricsRegistry } from './metrics';

/**
 * GET /metrics in Prometheus text format, and request counts and latencies by route template
 * (a bounded set: unmatched paths count as one group). Registered on every role's listener.
 */
export const metricsPlugin = fp(async (app: FastifyInstance, { role }: { role: string }) => {
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
  app.get('/metrics', { schema: { hide: true } }, async (_request, reply) => {
    const body = await metricsRegistry.metrics();
    return reply.type(metricsRegistry.contentType).header('cache-control', 'no-store').send(body);
  });
});
