import { catalogOffersQuery } from '@vitrina/contracts';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import type { AppDeps } from '../../deps';
import type { Auth } from '../../http/auth';
import { findOffers, offersByIds } from './offers-store';

/**
 * GET /sources/{id}/offers: the console's product pickers find offers of the live catalog by name as the
 * owner types, and read the offers a setting names by id to show them by name (`ids`; the answer holds
 * those the catalog has, in the order asked, so the console can tell which ids it does not know).
 */
export async function offerRoutes(instance: FastifyInstance, { deps, auth }: { deps: AppDeps; auth: Auth }) {
  const app = instance.withTypeProvider<ZodTypeProvider>();
  app.get(
    '/sources/:id/offers',
    { schema: { tags: ['catalog'], params: z.object({ id: z.string().max(100) }), querystring: catalogOffersQuery } },
    async (request) => {
      await auth.userWhoCan(request, 'view', request.params.id);
      const { query, ids, skip, limit } = request.query;
      if (ids) {
        const rows = await offersByIds(deps.db, request.params.id, ids);
        return { data: rows, totalCount: rows.length };
      }
      const found = await findOffers(deps.db, request.params.id, query.trim(), skip, limit);
      return { data: found.rows, totalCount: found.totalCount };
    },
  );
}
