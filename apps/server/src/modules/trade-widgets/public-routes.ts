import type { TradeWidget, TradeWidgetResponse } from '@vitrina/contracts';
import { type CompiledFormula, compileFormula } from '@vitrina/engine';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import type { AppDeps } from '../../deps';
import { appError } from '../../http/errors';
import { isUuid } from '../../http/ids';
import { readSearchSource } from '../search/catalog-reader';
import { type ApiOffer, toApiOffer } from '../search/shapes';
import { createAnswerCache } from './answer-cache';
import type { Recommendations } from './recommendations';
import { findWidget } from './store';

/** Widget settings are re-read at most this often; an edit in the console shows within it. */
const WIDGET_TTL_MS = 2000;
const DEFAULT_LIMIT = 12;
/** Fallback chains are followed this deep (cycles are refused on save; this guards old data). */
const MAX_FALLBACKS = 3;

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
export async function tradeWidgetPublicRoutes(
  instance: FastifyInstance,
  { deps, recommendations }: { deps: AppDeps; recommendations: Recommendations },
) {
  const app = instance.withTypeProvider<ZodTypeProvider>();
  const widgets = createAnswerCache<TradeWidget | null>(WIDGET_TTL_MS);
  const sources = createAnswerCache<string | null>(WIDGET_TTL_MS);
  const answers = createAnswerCache<TradeWidgetResponse<ApiOffer>>();
  const formulas = new Map<string, CompiledFormula | null>();

  async function widgetOf(projectId: string, widgetId: string) {
    const key = `${projectId}/${widgetId}`;
    let widget = widgets.get(key);
    if (widget === undefined) {
      widget = (await findWidget(deps.db, projectId, widgetId)) ?? null;
      widgets.set(key, widget);
    }
    return widget;
  }

  /** The formula compiled once per text; one that no longer compiles is ignored, never an error for shoppers. */
  function formulaOf(textValue: string): CompiledFormula | null {
    if (!textValue) return null;
    if (!formulas.has(textValue)) {
      let compiled: CompiledFormula | null = null;
      try {
        compiled = compileFormula(textValue);
      } catch {}
      if (formulas.size > 1000) formulas.clear();
      formulas.set(textValue, compiled);
    }
    return formulas.get(textValue) ?? null;
  }

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
      let status = sources.get(projectId);
      if (status === undefined) {
        status = (await readSearchSource(deps.db, projectId))?.status ?? null;
        sources.set(projectId, status);
      }
      if (status === null) throw appError('PROJECT_NOT_FOUND');
      const widget = await widgetOf(projectId, widgetId);
      if (!widget) throw appError('WIDGET_NOT_FOUND');
      reply.header('cache-control', 'no-store');
      const key = [widgetId, q.userId, q.id, q.categoryId, q.segmentId, q.recentId, q.limit].join('\u0001');
      const cached = answers.get(key);
      if (cached) return cached;

      const model = status === 'stopped' || status === 'unpaid' ? null : await recommendations.of(projectId);
      const recentIds = (q.recentId ?? '')
        .split(',')
        .map((id) => id.trim())
        .filter(Boolean)
        .slice(0, 50);
      const offersOf = (shown: TradeWidget): ApiOffer[] => {
        if (!model || !shown.enabled) return [];
        // A widget meant for one segment shows nothing to the others (its fallback may).
        if (shown.segmentId && shown.segmentId !== q.segmentId) return [];
        const found = model.recommender.recommend({
          type: shown.type,
          userId: q.userId ?? null,
          productId: q.id || shown.productId,
          categoryId: q.categoryId || null,
          recentIds,
          // The carousel asked for keeps its size when a fallback fills it.
          limit: q.limit ?? widget.style.limit ?? shown.style.limit ?? DEFAULT_LIMIT,
          scoreFormula: formulaOf(shown.scriptScore),
        });
        return found.map(({ offer, score }) => toApiOffer(offer, score, model.entry.categoryName));
      };

      let offers = offersOf(widget);
      let fallbackFrom: string | null = null;
      const seen = new Set([widget.id]);
      let current = widget;
      for (let depth = 0; !offers.length && current.fallbackWidgetId && depth < MAX_FALLBACKS; depth++) {
        if (seen.has(current.fallbackWidgetId)) break;
        const fallback = await widgetOf(projectId, current.fallbackWidgetId);
        if (!fallback) break;
        seen.add(fallback.id);
        offers = offersOf(fallback);
        if (offers.length) fallbackFrom = fallback.id;
        current = fallback;
      }
      const answer: TradeWidgetResponse<ApiOffer> = {
        offers,
        widget: { id: widget.id, name: widget.name, type: widget.type, style: widget.style },
        fallbackFrom,
      };
      answers.set(key, answer);
      return answer;
    },
  );
}
