import { type TradeWidgetInput, tradeWidgetInputSchema } from '@vitrina/contracts';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import type { AppDeps } from '../../deps';
import type { Auth } from '../../http/auth';
import { AppError, appError } from '../../http/errors';
import { checkWidget } from './checks';

const idParams = z.object({ id: z.string().max(100) });
const previewBody = z.strictObject({
  /** The form as it stands, saved or not; nothing is stored. */
  widget: tradeWidgetInputSchema,
  /** The widget being edited, so its own id counts in fallback chains; absent on the add page. */
  widgetId: z.string().trim().max(64).nullable().default(null),
  userId: z.string().trim().max(200).optional(),
  productId: z.string().trim().max(200).optional(),
});

/** The save-time checks, with the fields named as sent here (under `widget`). */
async function checkDraft(db: AppDeps['db'], sourceUuid: string, widgetId: string | null, draft: TradeWidgetInput) {
  try {
    await checkWidget(db, sourceUuid, widgetId, draft);
  } catch (error) {
    if (!(error instanceof AppError) || !error.fields) throw error;
    const fields = Object.fromEntries(Object.entries(error.fields).map(([key, value]) => [`widget.${key}`, value]));
    throw new AppError(error.code, error.params, fields);
  }
}

/**
 * POST /sources/{id}/widgets/preview: what the public widget route would answer for an unsaved
 * draft of a widget, so the console form previews type and formula changes before saving.
 */
export async function tradeWidgetPreviewRoutes(instance: FastifyInstance, { deps, auth }: { deps: AppDeps; auth: Auth }) {
  const app = instance.withTypeProvider<ZodTypeProvider>();
  app.post(
    '/sources/:id/widgets/preview',
    { schema: { tags: ['trade widgets'], params: idParams, body: previewBody } },
    async (request) => {
      await auth.userWhoCan(request, 'view', request.params.id);
      const { widget: draft, widgetId, userId, productId } = request.body;
      await checkDraft(deps.db, request.params.id, widgetId, draft);
      const profile = await deps.search.profiles.get(request.params.id);
      if (!profile) throw appError('PROJECT_NOT_FOUND');
      // On an admin node, the project's live catalog is loaded (or followed) before the preview reads it.
      await deps.search.indexFor(profile.uuid);
      const widget = { ...draft, id: widgetId ?? 'preview', createdAt: 0, updatedAt: 0 };
      const answer = await deps.search.widgets.answer(profile, widget, { userId, id: productId, recentIds: [] });
      return { data: answer };
    },
  );
}
