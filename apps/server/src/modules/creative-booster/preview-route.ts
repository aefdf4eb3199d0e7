import { type CreativeRule, creativePreviewQuery, creativeRuleSchema, creativeVariableSchema, translate } from '@vitrina/contracts';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import type { AppDeps } from '../../deps';
import type { Auth } from '../../http/auth';
import { AppError, appError, fieldError } from '../../http/errors';
import { requirePlanFeature } from '../plans';
import { liveOffer, toCreativeOffer } from './offers';
import { type SanitizedTemplate, sanitizeTemplate } from './render';
import { photoFetcher, type RenderSettings, renderOffer, toAppError } from './render-offer';
import * as store from './store';

type PreviewQuery = z.output<typeof creativePreviewQuery>;

const variablesList = z.array(creativeVariableSchema).max(100);
const DEFAULT_SETTINGS = creativeRuleSchema.parse({ templateId: '-', name: '-', limits: {} });
// Previews one user may have rendering at once (CREATIVE_PREVIEWS_PER_USER, default 2): a preview
// holds a render thread for up to its deadline, so one account must not take the whole pool.
const PREVIEWS_PER_USER = Math.max(1, Number(process.env.CREATIVE_PREVIEWS_PER_USER) || 2);

/**
 * GET /creativebooster/preview: one offer rendered with a template (saved, or an SVG at
 * template_url) and the rule's settings, overridden by the query. Answers the image itself;
 * every failure is JSON with a message the console shows (spec §8).
 */
export async function previewRoute(instance: FastifyInstance, { deps, auth }: { deps: AppDeps; auth: Auth }) {
  const app = instance.withTypeProvider<ZodTypeProvider>();
  const fetchPhoto = photoFetcher(deps.config);
  const running = new Map<string, number>();

  app.get(
    '/creativebooster/preview',
    { schema: { tags: ['creative booster'], querystring: creativePreviewQuery } },
    async (request, reply) => {
      const q = request.query;
      const user = await auth.userWhoCan(request, 'view', q.sourceId);
      const userId = String(user.row.id);
      const mine = running.get(userId) ?? 0;
      if (mine >= PREVIEWS_PER_USER) {
        const message = translate(request.locale, 'creative.previewBusy', [PREVIEWS_PER_USER]);
        return reply.code(429).header('retry-after', '2').send({ statusCode: 429, message });
      }
      running.set(userId, mine + 1);
      try {
        return await preview(request, reply, q);
      } finally {
        const left = (running.get(userId) ?? 1) - 1;
        if (left > 0) running.set(userId, left);
        else running.delete(userId);
      }
    },
  );

  async function preview(request: FastifyRequest, reply: FastifyReply, q: PreviewQuery) {
    await requirePlanFeature(deps.db, request, q.sourceId, 'creativeBooster');
    const { template, rule } = await templateOf(request, q);
    const offer = await liveOffer(deps.db, q.sourceId, q.offer || undefined);
    if (!offer) throw q.offer ? appError('CREATIVE_OFFER_NOT_FOUND', [q.offer]) : appError('CREATIVE_NO_CATALOG');
    const settings = settingsOf(q, rule);
    try {
      const image = await renderOffer(template, toCreativeOffer(offer), settings, fetchPhoto, AbortSignal.timeout(30_000));
      return reply
        .type(settings.format === 'jpeg' ? 'image/jpeg' : 'image/png')
        .header('cache-control', 'no-store')
        .send(image);
    } catch (error) {
      throw toAppError(error, request.locale);
    }
  }

  async function templateOf(request: FastifyRequest, q: PreviewQuery): Promise<{ template: SanitizedTemplate; rule: CreativeRule | null }> {
    try {
      if (q.template) {
        const stored = await store.findTemplate(deps.db, q.sourceId, q.template);
        if (!stored) throw appError('CREATIVE_TEMPLATE_NOT_FOUND');
        const rule = (await store.readRules(deps.db, q.sourceId)).find((r) => r.templateId === stored.id) ?? null;
        return { template: sanitizeTemplate(stored.svg), rule };
      }
      if (q.template_url) return { template: sanitizeTemplate(await fetchPhoto(q.template_url, AbortSignal.timeout(20_000))), rule: null };
    } catch (error) {
      throw toAppError(error, request.locale);
    }
    throw fieldError('template', 'creative.templateRequired');
  }
}

/** The saved rule (or defaults) with the query's options on top. */
function settingsOf(q: PreviewQuery, rule: CreativeRule | null): RenderSettings {
  const base = rule ?? DEFAULT_SETTINGS;
  let variables = base.variables;
  if (q.variables !== undefined) {
    let parsed: unknown;
    try {
      parsed = JSON.parse(q.variables);
    } catch {
      throw fieldError('variables', 'creative.badVariables');
    }
    const checked = variablesList.safeParse(parsed);
    if (!checked.success) {
      const issue = checked.error.issues[0];
      throw new AppError('VALIDATION', [], {
        variables: [issue?.message.startsWith('creative.') ? issue.message : 'creative.badVariables'],
      });
    }
    variables = checked.data;
  }
  const pick = <T>(value: T | undefined, fallback: T): T => (value === undefined ? fallback : value);
  return {
    variables,
    rembg: {
      enabled: pick(q.rembg, base.rembg.enabled),
      model: pick(q.model, base.rembg.model),
      alphaMatting: pick(q.alphaMatting, base.rembg.alphaMatting),
      foregroundThreshold: pick(q.foregroundThreshold, base.rembg.foregroundThreshold),
      backgroundThreshold: pick(q.backgroundThreshold, base.rembg.backgroundThreshold),
      erosionSize: pick(q.erosionSize, base.rembg.erosionSize),
      onlyMask: pick(q.onlyMask, base.rembg.onlyMask),
      postProcessMask: pick(q.postProcessMask, base.rembg.postProcessMask),
    },
    rembgCrop: pick(q.rembgCrop, base.rembgCrop),
    rembgCropNumber: pick(q.rembgCropNumber, base.rembgCropNumber),
    format: pick(q.format, base.format),
  };
}
