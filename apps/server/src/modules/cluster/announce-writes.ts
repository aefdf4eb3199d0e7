import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import type { AppDeps } from '../../deps';
import { isUuid } from '../../http/ids';
import { announceChange } from './notify';

const WRITES = new Set(['POST', 'PUT', 'PATCH', 'DELETE']);

/** The project a request writes to: the :id of a /sources/:id/… route, or the body's sourceId (plan calls). */
function projectOf(request: { routeOptions: { url?: string | undefined }; params: unknown; body: unknown }): string | null {
  const id = request.routeOptions.url?.includes('/sources/:id') ? (request.params as { id?: unknown }).id : undefined;
  const candidate = id ?? (request.body as { sourceId?: unknown } | null | undefined)?.sourceId;
  return typeof candidate === 'string' && isUuid(candidate) ? candidate : null;
}

/**
 * After every successful write naming a project (settings, synonyms, merchandising, filters, trade
 * widgets, status, plan), announces a settings change of it before the answer leaves: by the time
 * the console hears "saved", this process's caches have let go and other nodes are notified. One
 * rule for all routes, so a new settings route cannot forget it; a read-only POST (a search test,
 * a report) costs one harmless re-read at most.
 */
export const announceWrites = fp(async (app: FastifyInstance, { deps }: { deps: AppDeps }) => {
  app.addHook('onSend', async (request, reply, payload) => {
    if (!WRITES.has(request.method) || reply.statusCode >= 400) return payload;
    const project = projectOf(request);
    if (project) await announceChange(deps, project, 'settings');
    return payload;
  });
});
