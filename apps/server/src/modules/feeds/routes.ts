import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { countOffers, dropVersionsExcept, swapCatalog } from '../../catalog';
import type { AppDeps } from '../../deps';
import type { Auth } from '../../http/auth';
import { appError } from '../../http/errors';
import { detectFormatRoutes } from './detect-route';
import { feedLoadHistory } from './history';
import { findLoadSource } from './load-store';

const idParams = z.object({ id: z.string().max(100) });

export async function feedRoutes(
  instance: FastifyInstance,
  { deps, auth, onCatalogChanged }: { deps: AppDeps; auth: Auth; onCatalogChanged: (uuid: string) => void },
) {
  const app = instance.withTypeProvider<ZodTypeProvider>();
  const tags = ['feeds'];
  await detectFormatRoutes(instance, { deps, auth });

  /** Feed load history (spec §2 logs): start, end, status, offers, skipped, error with position. */
  app.get(
    '/sources/:id/logs/system',
    {
      schema: {
        tags,
        params: idParams,
        querystring: z.object({
          page: z.coerce.number().int().min(1).default(1),
          limit: z.coerce.number().int().min(1).max(500).default(50),
        }),
      },
    },
    async (request) => {
      await auth.userWhoCan(request, 'view', request.params.id);
      const { page, limit } = request.query;
      return feedLoadHistory(deps.db, request.params.id, request.locale, (page - 1) * limit, limit);
    },
  );

  /** A held update (it would remove more than half of the offers): the owner applies or drops it. */
  app.post(
    '/sources/:id/feed/held',
    {
      schema: {
        tags,
        params: idParams,
        body: z.strictObject({ action: z.enum(['apply', 'drop'], { error: 'validation.oneOf|apply, drop' }) }),
      },
    },
    async (request) => {
      await auth.userWhoCan(request, 'edit', request.params.id);
      const source = await findLoadSource(deps.db, request.params.id);
      if (!source) throw appError('PROJECT_NOT_FOUND');
      if (!source.heldVersion) throw appError('NOT_FOUND');
      const held = source.heldVersion;
      if (request.body.action === 'apply') {
        await swapCatalog(deps.db, source.uuid, held, await countOffers(deps.db, source.uuid, held));
        await dropVersionsExcept(deps.db, source.uuid, [held]);
        onCatalogChanged(source.uuid);
      } else {
        await deps.db.query('update sources set held_version = null where uuid = $1', [source.uuid]);
        await dropVersionsExcept(deps.db, source.uuid, [source.catalogVersion]);
      }
      return { data: { uuid: source.uuid, action: request.body.action } };
    },
  );
}
