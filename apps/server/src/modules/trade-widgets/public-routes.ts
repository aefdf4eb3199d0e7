import type { TradeWidgetAnswer } from '@vitrina/contracts';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import type { AppDeps } from '../../deps';
import { appError } from '../../http/errors';
import { isUuid } from '../../http/ids';
import { createAnswerCache } from './answer-cache';

const text = (max: number) =>
  z
    .union([z.string(), z.number()])
    .transform(String)
    .pipe(z.string().trim().max(max, `validation.max|${max}`))
    .optional();
const querySchema = z.object({
  userId: text(200),
  categoryId: text(200),
  segmentId: text(100),
  /** Offer ids the page remembers as viewed, newest first, comma-separated. */
  recentId: text(10_000),
  /** The current product. */
  id: text(200),
  limit: z.coerce
    .number({ error: 'validation.numeric' })
    .int('validation.numeric')
    .min(1, 'validation.numeric')
    .max(50, 'validation.max|50')
    .optional(),
});

/** GET /api/{projectId}/widgets/{widgetId} on SEARCH_PORT: the offers a trade widget shows this visitor. */
export async function tradeWidgetPublicRoutes(instance: FastifyInstance, { deps }: { deps: AppDeps }) {
  const app = instance.withTypeProvider<ZodTypeProvider>();
  const answers = createAnswerCache<TradeWidgetAnswer>();

  app.get(
    '/api/:projectId/widgets/:widgetId',
    {
      schema: {
        tags: ['trade widgets'],
        params: z.object({ projectId: z.string().max(100), widgetId: z.string().max(100) }),
        querystring: querySchema,
      },
    },
    async (request, reply) => {
      const { projectId, widgetId } = request.params;
      const q = request.query;
      if (!isUuid(projectId)) throw appError('PROJECT_NOT_FOUND');
      const profile = await deps.search.profiles.get(projectId);
      if (!profile) throw appError('PROJECT_NOT_FOUND');
      const widget = await deps.search.widgets.widgetOf(profile, widgetId);
      if (!widget) throw appError('WIDGET_NOT_FOUND');
      // Personal when it knows the visitor (their views, their recommendations); otherwise the same for everyone.
      reply.header('cache-control', q.userId || q.recentId ? 'private, no-store' : 'public, max-age=60');
      const key = [projectId, profile.settingsVersion, widgetId, q.userId, q.id, q.categoryId, q.segmentId, q.recentId, q.limit].join(
        '\u0001',
      );
      const cached = answers.get(key);
      if (cached) return cached;
      const recentIds = (q.recentId ?? '')
        .split(',')
        .map((id) => id.trim())
        .filter(Boolean)
        .slice(0, 50);
      const answer = await deps.search.widgets.answer(profile, widget, { ...q, recentIds });
      answers.set(key, answer);
      return answer;
    },
  );
}
