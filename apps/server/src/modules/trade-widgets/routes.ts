import { tradeWidgetInputSchema, tradeWidgetPatchSchema } from '@vitrina/contracts';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import type { AppDeps } from '../../deps';
import type { Auth } from '../../http/auth';
import { appError } from '../../http/errors';
import { requirePlanFeature } from '../plans';
import { checkWidget, mergeWidget } from './checks';
import * as store from './store';

const idParams = z.object({ id: z.string().max(100) });
const widgetParams = z.object({ id: z.string().max(100), widgetId: z.string().max(100) });

/**
 * Trade widgets of a project (spec §7): POST and GET /sources/{id}/widgets; GET, PATCH, DELETE
 * /sources/{id}/widgets/{widgetId}. Reads need view, changes need edit (spec §6).
 */
export async function tradeWidgetsRoutes(instance: FastifyInstance, { deps, auth }: { deps: AppDeps; auth: Auth }) {
  const app = instance.withTypeProvider<ZodTypeProvider>();
  const { db } = deps;
  const tags = ['trade widgets'];
  // PATCH changes only the fields sent: the parsed body has every default filled in.
  const sentKeys = new WeakMap<FastifyRequest, string[]>();
  const rememberKeys = async (request: FastifyRequest) => {
    const body = request.body;
    sentKeys.set(request, body && typeof body === 'object' && !Array.isArray(body) ? Object.keys(body) : []);
  };

  app.get('/sources/:id/widgets', { schema: { tags, params: idParams } }, async (request) => {
    await auth.userWhoCan(request, 'view', request.params.id);
    const widgets = await store.listWidgets(db, request.params.id);
    return { data: widgets, totalCount: widgets.length };
  });

  app.post('/sources/:id/widgets', { schema: { tags, params: idParams, body: tradeWidgetInputSchema } }, async (request, reply) => {
    await auth.userWhoCan(request, 'edit', request.params.id);
    await requirePlanFeature(db, request, request.params.id, 'tradeWidgets');
    await checkWidget(db, request.params.id, null, request.body);
    const widget = await store.insertWidget(db, request.params.id, request.body);
    return reply.status(201).send({ data: widget });
  });

  app.get('/sources/:id/widgets/:widgetId', { schema: { tags, params: widgetParams } }, async (request) => {
    await auth.userWhoCan(request, 'view', request.params.id);
    const widget = await store.findWidget(db, request.params.id, request.params.widgetId);
    if (!widget) throw appError('WIDGET_NOT_FOUND');
    return { data: widget };
  });

  app.patch(
    '/sources/:id/widgets/:widgetId',
    { schema: { tags, params: widgetParams, body: tradeWidgetPatchSchema }, preValidation: rememberKeys },
    async (request) => {
      await auth.userWhoCan(request, 'edit', request.params.id);
      await requirePlanFeature(db, request, request.params.id, 'tradeWidgets');
      const { id, widgetId } = request.params;
      return db.transaction(async (tx) => {
        const current = await store.findWidget(tx, id, widgetId, true);
        if (!current) throw appError('WIDGET_NOT_FOUND');
        const next = mergeWidget(current, request.body, sentKeys.get(request) ?? []);
        await checkWidget(tx, id, widgetId, next);
        return { data: await store.updateWidget(tx, id, widgetId, next) };
      });
    },
  );

  app.delete('/sources/:id/widgets/:widgetId', { schema: { tags, params: widgetParams } }, async (request) => {
    await auth.userWhoCan(request, 'edit', request.params.id);
    const { id, widgetId } = request.params;
    await db.transaction(async (tx) => {
      if (!(await store.findWidget(tx, id, widgetId, true))) throw appError('WIDGET_NOT_FOUND');
      await store.deleteWidget(tx, id, widgetId);
    });
    return { data: { id: widgetId } };
  });
}
