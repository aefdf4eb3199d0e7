import type { FastifyInstance } from 'fastify';
import type { SearchSyncState } from './search-sync';

/**
 * GET /api/ready on a search node: 200 once every live catalog found at start is in memory, 503
 * before (a balancer or `npm run cluster` waits for it; /api/health only says the database answers).
 */
export async function readyRoutes(app: FastifyInstance, { state }: { state: SearchSyncState }) {
  app.get('/api/ready', { schema: { hide: true } }, async (_request, reply) =>
    state.warm() ? { status: 'ready' } : reply.status(503).send({ status: 'warming' }),
  );
}
