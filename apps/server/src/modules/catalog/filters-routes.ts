import { FILTER_PAGE_SIZE, filterModeBody, filterUpdateBody, paramStatusBody, paramsStatusBody } from '@vitrina/contracts';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import type { AppDeps } from '../../deps';
import type { Auth } from '../../http/auth';
import { AppError, appError, fieldError } from '../../http/errors';
import * as filters from './filters-store';
import { categoryExists } from './store';

const idParams = z.object({ id: z.string().max(100) });
const filterParams = idParams.extend({ filterId: z.string().max(64) });
const paramParams = idParams.extend({ paramId: z.string().max(64) });

/**
 * Filters and params (spec §7): GET /filters (paged), /filters/search, POST /filters/update/{filterId},
 * PUT /params/{paramId}, PUT /params/status, and the project's filter mode (GET and PUT /filters/mode).
 */
export async function filterRoutes(instance: FastifyInstance, { deps, auth }: { deps: AppDeps; auth: Auth }) {
  const app = instance.withTypeProvider<ZodTypeProvider>();
  const tags = ['catalog'];

  app.get(
    '/sources/:id/filters',
    {
      schema: {
        tags,
        params: idParams,
        querystring: z.object({
          skip: z.coerce.number({ error: 'validation.numeric' }).int('validation.numeric').min(0, 'validation.numeric').default(0),
          limit: z.coerce
            .number({ error: 'validation.numeric' })
            .int('validation.numeric')
            .min(1, 'validation.numeric')
            .max(500, 'validation.invalid')
            .default(FILTER_PAGE_SIZE),
        }),
      },
    },
    async (request) => {
      await auth.userWhoCan(request, 'view', request.params.id);
      const all = await filters.listFilters(deps.db, request.params.id);
      const { skip, limit } = request.query;
      return { data: all.slice(skip, skip + limit), totalCount: all.length };
    },
  );

  app.get(
    '/sources/:id/filters/search',
    { schema: { tags, params: idParams, querystring: z.object({ query: z.string().max(200, 'validation.max|200').default('') }) } },
    async (request) => {
      await auth.userWhoCan(request, 'view', request.params.id);
      const needle = request.query.query.trim().toLowerCase();
      const found = (await filters.listFilters(deps.db, request.params.id)).filter((f) => f.name.toLowerCase().includes(needle));
      return { data: found.slice(0, FILTER_PAGE_SIZE), totalCount: found.length };
    },
  );

  app.post('/sources/:id/filters/update/:filterId', { schema: { tags, params: filterParams, body: filterUpdateBody } }, async (request) => {
    const { id, filterId } = request.params;
    const me = await auth.userWhoCan(request, 'edit', id);
    const filter = await filters.findFilter(deps.db, id, filterId);
    if (!filter) throw appError('NOT_FOUND');
    const body = request.body;
    if (body.currentType === 'range' && !filter.numeric) throw fieldError('currentType', 'validation.rangeNeedsNumbers');
    if (body.firstId && !(await categoryExists(deps.db, id, body.firstId))) throw fieldError('firstId', 'errors.categoryNotFound');
    // From the stored settings, not the listed ones: a filter the owner never switched keeps following the catalog's default.
    const before = (await filters.storedFilters(deps.db, id)).get(filter.name) ?? { name: filter.name, ...filters.DEFAULT_FILTER };
    const after = { ...before, ...body };
    await deps.db.transaction(async (tx) => {
      await filters.saveFilter(tx, id, me.row.id, before, after);
      await filters.bumpFiltersVersion(tx, id);
    });
    return { data: { ...filter, ...after, enabled: after.enabled ?? filter.defaultOff === null } };
  });

  /** Names of the given param ids; an unknown id is a 422 on `ids` (or 404 for the one-param call). */
  async function namesOf(projectId: string, ids: readonly string[]): Promise<string[] | null> {
    const byId = new Map((await filters.listFilters(deps.db, projectId)).map((f) => [f.id, f.name]));
    const names = ids.map((id) => byId.get(id));
    return names.every((name) => name !== undefined) ? (names as string[]) : null;
  }

  async function setStatus(
    request: { params: { id: string } },
    me: { row: { id: string } },
    names: string[],
    enabled: boolean,
    categoryId?: string,
  ) {
    const { id } = request.params;
    if (categoryId !== undefined && !(await categoryExists(deps.db, id, categoryId))) throw appError('CATEGORY_NOT_FOUND');
    await deps.db.transaction(async (tx) => {
      if (categoryId !== undefined) await filters.saveCategoryParams(tx, id, me.row.id, categoryId, names, enabled);
      else {
        const stored = await filters.storedFilters(tx, id);
        for (const name of names) {
          const before = stored.get(name) ?? { name, ...filters.DEFAULT_FILTER };
          await filters.saveFilter(tx, id, me.row.id, before, { ...before, enabled });
        }
      }
      await filters.bumpFiltersVersion(tx, id);
    });
  }

  app.put('/sources/:id/params/status', { schema: { tags, params: idParams, body: paramsStatusBody } }, async (request) => {
    const me = await auth.userWhoCan(request, 'edit', request.params.id);
    const ids = [...new Set(request.body.ids)];
    const names = await namesOf(request.params.id, ids);
    if (!names) throw new AppError('VALIDATION', [], { ids: ['errors.notFound'] });
    await setStatus(request, me, names, request.body.enabled, request.body.categoryId);
    return { data: { ids, enabled: request.body.enabled, categoryId: request.body.categoryId ?? null } };
  });

  app.put('/sources/:id/params/:paramId', { schema: { tags, params: paramParams, body: paramStatusBody } }, async (request) => {
    const me = await auth.userWhoCan(request, 'edit', request.params.id);
    const names = await namesOf(request.params.id, [request.params.paramId]);
    if (!names) throw appError('NOT_FOUND');
    await setStatus(request, me, names, request.body.enabled, request.body.categoryId);
    return { data: { id: request.params.paramId, enabled: request.body.enabled, categoryId: request.body.categoryId ?? null } };
  });

  app.get('/sources/:id/filters/mode', { schema: { tags, params: idParams } }, async (request) => {
    await auth.userWhoCan(request, 'view', request.params.id);
    return { data: { mode: await filters.filterMode(deps.db, request.params.id) } };
  });

  app.put('/sources/:id/filters/mode', { schema: { tags, params: idParams, body: filterModeBody } }, async (request) => {
    const me = await auth.userWhoCan(request, 'edit', request.params.id);
    await deps.db.transaction((tx) => filters.saveFilterMode(tx, request.params.id, me.row.id, request.body.mode));
    return { data: { mode: request.body.mode } };
  });
}
