import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import type { AppDeps } from '../../deps';
import type { Auth } from '../../http/auth';
import { appError } from '../../http/errors';
import { paramEnabledIn } from './facet-settings';
import { filterRoutes } from './filters-routes';
import { categoryParamSettings, filterIdOf, listFilters } from './filters-store';
import { offerRoutes } from './offers-routes';
import * as store from './store';

const idParams = z.object({ id: z.string().max(100) });

export async function catalogRoutes(instance: FastifyInstance, { deps, auth }: { deps: AppDeps; auth: Auth }) {
  const app = instance.withTypeProvider<ZodTypeProvider>();
  const tags = ['catalog'];

  async function viewable(request: Parameters<Auth['currentUser']>[0], id: string) {
    await auth.userWhoCan(request, 'view', id);
  }

  /** Spec §4: categories load by parent, a page at a time; the root's parent id is the string 'null'. */
  app.get(
    '/sources/:id/categories',
    {
      schema: {
        tags,
        params: idParams,
        querystring: z.object({
          parentId: z.string().max(200).default('null'),
          page: z.coerce.number().int().min(1).default(1),
          limit: z.coerce.number().int().min(1).max(1000).default(100),
          /** Search by name across the whole tree instead of one parent's children. */
          query: z.string().max(200, 'validation.max|200').optional(),
          /** Exactly these categories (repeated `ids`; a settings form showing saved ids by name). */
          ids: z
            .union([
              z.string().max(200, 'validation.max|200'),
              z.array(z.string().max(200, 'validation.max|200')).max(500, 'validation.tooMany|500'),
            ])
            .optional(),
        }),
      },
    },
    async (request) => {
      await viewable(request, request.params.id);
      const { parentId, page, limit, query, ids } = request.query;
      if (ids !== undefined) {
        const named = await store.categoriesByIds(deps.db, request.params.id, typeof ids === 'string' ? [ids] : ids);
        return { data: named.rows, totalCount: named.totalCount };
      }
      const result = query?.trim()
        ? await store.categoriesByName(deps.db, request.params.id, query.trim(), (page - 1) * limit, limit)
        : await store.categoriesByParent(deps.db, request.params.id, parentId === 'null' ? null : parentId, (page - 1) * limit, limit);
      return { data: result.rows, totalCount: result.totalCount };
    },
  );

  app.get('/sources/:id/all_categories', { schema: { tags, params: idParams } }, async (request) => {
    await viewable(request, request.params.id);
    const rows = await store.allCategories(deps.db, request.params.id);
    return { data: rows, totalCount: rows.length };
  });

  app.get(
    '/sources/:id/categories/:categoryId/params',
    { schema: { tags, params: idParams.extend({ categoryId: z.string().max(200, 'validation.max|200') }) } },
    async (request) => {
      await viewable(request, request.params.id);
      if (!(await store.categoryExists(deps.db, request.params.id, request.params.categoryId))) throw appError('CATEGORY_NOT_FOUND');
      const { id, categoryId } = request.params;
      const [rows, chain, filters, byCategory] = await Promise.all([
        store.categoryParams(deps.db, id, categoryId),
        store.categoryChain(deps.db, id, categoryId),
        listFilters(deps.db, id),
        categoryParamSettings(deps.db, id),
      ]);
      const enabled = new Map(filters.map((filter) => [filter.name, filter.enabled]));
      const data = rows.map((row) => ({
        id: filterIdOf(row.name),
        ...row,
        enabled: paramEnabledIn(row.name, chain, byCategory, enabled.get(row.name) ?? true),
        own: byCategory.get(categoryId)?.get(row.name) ?? null,
      }));
      return { data, totalCount: data.length };
    },
  );

  await filterRoutes(instance, { deps, auth });
  await offerRoutes(instance, { deps, auth });
}
