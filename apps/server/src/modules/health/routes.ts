import type { FastifyInstance } from 'fastify';
import type { AppDeps } from '../../deps';

/** 200 {"status":"ok"} once the database answers; 503 otherwise, so a balancer can route around. */
export async function healthRoutes(app: FastifyInstance, { deps }: { deps: AppDeps }) {
  app.get('/health', { schema: { tags: ['health'] } }, async (_request, reply) => {
    try {
      await deps.db.query('select 1');
      return { status: 'ok' };
    } catch {
      return reply.status(503).send({ status: 'unavailable' });
    }
  });
}
