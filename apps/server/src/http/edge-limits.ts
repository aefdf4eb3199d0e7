import type { FastifyInstance, FastifyRequest } from 'fastify';
import { AppError } from './errors';

/** Paths no limit applies to: the balancer's health checks and the metrics scrape. */
const UNLIMITED = new Set(['/api/health', '/api/ready', '/metrics']);

export interface EdgeLimits {
  /** Requests per client address per minute on this node (0 = no limit). */
  perAddress: number;
  /** Requests per project per minute on this node (0 = no limit). */
  perProject: number;
}

/**
 * Rate limits on the public APIs of a search node (search, events, widgets, widget scripts): per
 * client address (X-Forwarded-For behind nginx; the app trusts the proxy) and per project (the
 * route's projectId). Counted in this node's memory: nginx hashes a project to one node, so the
 * per-project limit is close to the cluster's. Needs @fastify/rate-limit registered on `app`.
 */
export function registerEdgeLimits(app: FastifyInstance, limits: EdgeLimits): void {
  const byAddress = limits.perAddress
    ? app.createRateLimit({ max: limits.perAddress, timeWindow: '1 minute', keyGenerator: (request) => `address:${request.ip}` })
    : null;
  const byProject = limits.perProject
    ? app.createRateLimit({
        max: limits.perProject,
        timeWindow: '1 minute',
        keyGenerator: (request) => `project:${projectOf(request)}`,
      })
    : null;
  if (!byAddress && !byProject) return;
  app.addHook('onRequest', async (request, reply) => {
    if (request.method === 'OPTIONS' || UNLIMITED.has(request.url.split('?')[0] ?? '')) return;
    for (const limiter of [byAddress, projectOf(request) ? byProject : null]) {
      if (!limiter) continue;
      const verdict = await limiter(request);
      if (!verdict.isAllowed && verdict.isExceeded) {
        const seconds = Math.max(1, verdict.ttlInSeconds);
        reply.header('retry-after', String(seconds));
        throw new AppError('TOO_MANY_REQUESTS', [seconds]);
      }
    }
  });
}

function projectOf(request: FastifyRequest): string | null {
  const projectId = (request.params as { projectId?: unknown } | undefined)?.projectId;
  return typeof projectId === 'string' && projectId ? projectId : null;
}
