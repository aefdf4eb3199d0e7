import type { FindByIdAnswer } from '@vitrina/contracts';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { appError } from '../../http/errors';
import { toApiOffer } from '../../lib';
import type { Serving } from './serving';

/** Ids looked up in one request at most. */
const MAX_IDS = 100;

/** GET /api/{projectId}/find-by-id?id= on SEARCH_PORT: offers by id, 404 when none. */
export async function findByIdRoutes(instance: FastifyInstance, { serving }: { serving: Serving }) {
  const app = instance.withTypeProvider<ZodTypeProvider>();
  app.get(
    '/api/:projectId/find-by-id',
    {
      schema: {
        tags: ['search'],
        params: z.object({ projectId: z.string().max(100) }),
        querystring: z.object({ id: z.union([z.string().max(10_000), z.array(z.string().max(200)).max(MAX_IDS)]) }),
      },
    },
    async (request, reply): Promise<FindByIdAnswer> => {
      const profile = await serving.profileOf(request.params.projectId);
      const { entry } = await serving.indexOf(profile);
      const ids = (Array.isArray(request.query.id) ? request.query.id : request.query.id.split(','))
        .map((id) => id.trim())
        .filter(Boolean)
        .slice(0, MAX_IDS);
      const offers = entry ? ids.map((id) => entry.index.findById(id)).filter((offer) => offer !== undefined) : [];
      if (!entry || !offers.length) throw appError('NOT_FOUND');
      // The same for every visitor and not counted: a CDN may keep it until the feed's next load is likely seen.
      reply.header('cache-control', 'public, max-age=60');
      return { offers: offers.map((offer) => toApiOffer(offer, 0, entry.categoryName)) };
    },
  );
}
