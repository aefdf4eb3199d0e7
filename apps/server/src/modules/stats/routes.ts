import { statsBody } from '@vitrina/contracts';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import type { AppDeps } from '../../deps';
import type { Auth } from '../../http/auth';
import { requirePlanFeature } from '../plans/feature-guard';
import { runStats } from './store';

const DAY = 24 * 3600 * 1000;

/** POST /sources/{id}/stats {select, options}: every report of the statistics screens. */
export async function statsRoutes(instance: FastifyInstance, { deps, auth }: { deps: AppDeps; auth: Auth }) {
  const app = instance.withTypeProvider<ZodTypeProvider>();
  app.post(
    '/sources/:id/stats',
    { schema: { tags: ['stats'], params: z.object({ id: z.string().max(100) }), body: statsBody } },
    async (request) => {
      await auth.userWhoCan(request, 'view', request.params.id);
      await requirePlanFeature(deps.db, request, request.params.id, 'statistics');
      const { select, options } = request.body;
      const to = options.to ?? new Date();
      const from = options.from ?? new Date(to.getTime() - 30 * DAY);
      const rows = await runStats(deps.db, request.params.id, select, { ...options, from, to });
      return { data: rows };
    },
  );
}
