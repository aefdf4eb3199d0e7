import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import type { AppDeps } from '../../deps';
import { announceChange } from './notify';

const WRITES = new Set(['POST', 'PUT', 'PATCH', 'DELETE']);

/**
 * After every successful write on a project's admin route (/sources/:id/…: settings, synonyms,
 * merchandising, filters, trade widgets, status), tells search nodes to drop what they cached of
 * that project. One rule for all routes, so a new settings route cannot forget it. Read-only
 * POSTs (search tests, reports) cause a harmless re-read at most.
 */
export const announceWrites = fp(async (app: FastifyInstance, { deps }: { deps: AppDeps }) => {
  app.addHook('onResponse', async (request, reply) => {
    if (!WRITES.has(request.method) || reply.statusCode >= 400) return;
    if (!request.routeOptions.url?.includes('/sources/:id')) return;
    const id = (request.params as { id?: unknown }).id;
    if (typeof id === 'string') announceChange(deps, id, 'settings');
  });
});
