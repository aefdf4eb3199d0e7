import { createHash } from 'node:crypto';
import multipart from '@fastify/multipart';
import {
  CREATIVE_UPLOAD_MAX_BYTES,
  type CreativeBoosterState,
  type CreativeLog,
  type CreativePreview,
  creativeEnableQuery,
  creativeIdBody,
  creativePageQuery,
  creativeRulesBody,
  creativeRunBody,
  creativeSourceIdSchema,
  translate,
} from '@vitrina/contracts';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import type { AppDeps } from '../../deps';
import type { Auth } from '../../http/auth';
import { AppError, appError } from '../../http/errors';
import { requirePlanFeature } from '../plans';
import { creativeFeedUrls, creativeUrl } from './files';
import { creativeImages } from './image-store';
import { startGeneration, stopGeneration } from './jobs';
import { liveVersion } from './offers';
import { previewRoute } from './preview-route';
import { sanitizeTemplate } from './render';
import { toAppError } from './render-offer';
import * as store from './store';
import { readUpload } from './upload';

const sourceQuery = z.object({ sourceId: creativeSourceIdSchema });

/**
 * Creative booster calls of spec §7 under /creativebooster/…, the project named by `sourceId`.
 * Reads need view, changes need edit (spec §6); changes are plan-gated ('creativeBooster').
 */
export async function creativeBoosterRoutes(instance: FastifyInstance, { deps, auth }: { deps: AppDeps; auth: Auth }) {
  const app = instance.withTypeProvider<ZodTypeProvider>();
  const { db } = deps;
  const tags = ['creative booster'];
  await app.register(multipart, { limits: { fileSize: CREATIVE_UPLOAD_MAX_BYTES, files: 1, fields: 10, fieldSize: 10_000 } });

  const canEdit = async (request: FastifyRequest, uuid: string) => {
    await auth.userWhoCan(request, 'edit', uuid);
    await requirePlanFeature(db, request, uuid, 'creativeBooster');
  };
  const stateOf = async (request: FastifyRequest, uuid: string): Promise<CreativeBoosterState> => {
    const g = await store.readGenerator(db, uuid);
    return {
      enabled: g.enabled,
      active: g.active,
      state: g.state,
      done: g.done,
      total: g.total,
      message: g.message ? translate(request.locale, g.message) : null,
      startedAt: g.started_at?.getTime() ?? null,
      finishedAt: g.finished_at?.getTime() ?? null,
      feeds: creativeFeedUrls(deps.config.searchPublicUrl, uuid),
    };
  };

  app.get('/creativebooster/rules', { schema: { tags, querystring: sourceQuery } }, async (request) => {
    const uuid = request.query.sourceId;
    await auth.userWhoCan(request, 'view', uuid);
    const [templates, generator] = await Promise.all([store.readRules(db, uuid), store.readGenerator(db, uuid)]);
    return { data: { rules: { templates }, preserveHash: generator.preserve_hash } };
  });

  app.post('/creativebooster/rules', { schema: { tags, body: creativeRulesBody } }, async (request) => {
    const { sourceId: uuid, rules, preserveHash } = request.body;
    await canEdit(request, uuid);
    const known = new Set((await store.listTemplates(db, uuid)).map((template) => template.id));
    const errors: Record<string, string[]> = {};
    const seen = new Set<string>();
    rules.templates.forEach((rule, index) => {
      if (!known.has(rule.templateId)) errors[`rules.templates.${index}.templateId`] = ['creative.templateNotFound'];
      else if (seen.has(rule.templateId)) errors[`rules.templates.${index}.templateId`] = ['validation.invalid'];
      seen.add(rule.templateId);
    });
    if (Object.keys(errors).length) throw new AppError('VALIDATION', [], errors);
    await db.transaction(async (tx) => {
      await store.replaceRules(tx, uuid, rules.templates);
      await store.updateGenerator(tx, uuid, { preserve_hash: preserveHash });
    });
    return { data: { rules, preserveHash } };
  });

  app.get('/creativebooster/templates', { schema: { tags, querystring: sourceQuery } }, async (request) => {
    await auth.userWhoCan(request, 'view', request.query.sourceId);
    const templates = await store.listTemplates(db, request.query.sourceId);
    return { data: templates.map(({ svg: _svg, ...template }) => template), totalCount: templates.length };
  });

  app.post('/creativebooster/upload', { schema: { tags } }, async (request, reply) => {
    const upload = await readUpload(request);
    await canEdit(request, upload.sourceId);
    let sanitized: ReturnType<typeof sanitizeTemplate>;
    try {
      sanitized = sanitizeTemplate(upload.svg, { maxBytes: CREATIVE_UPLOAD_MAX_BYTES });
    } catch (error) {
      throw toAppError(error, request.locale);
    }
    const { svg: _svg, ...template } = await store.insertTemplate(db, upload.sourceId, {
      name: upload.name,
      svg: sanitized.svg,
      hash: createHash('sha256').update(sanitized.svg).digest('hex'),
      width: sanitized.width,
      height: sanitized.height,
      variables: sanitized.variables,
    });
    return reply.status(201).send({ data: { ...template, removed: sanitized.removed ?? [] } });
  });

  app.post('/creativebooster/delete', { schema: { tags, body: creativeIdBody } }, async (request) => {
    const { sourceId: uuid, id } = request.body;
    await auth.userWhoCan(request, 'edit', uuid);
    if (!(await store.deleteTemplate(db, uuid, id))) throw appError('CREATIVE_TEMPLATE_NOT_FOUND');
    await creativeImages(deps).removeTemplate(uuid, id);
    return { data: { id } };
  });

  app.post('/creativebooster/delete_creative', { schema: { tags, body: creativeIdBody } }, async (request) => {
    const { sourceId: uuid, id } = request.body;
    await auth.userWhoCan(request, 'edit', uuid);
    const creative = await store.findCreative(db, uuid, id);
    if (!creative) throw appError('CREATIVE_NOT_FOUND');
    await store.deleteCreatives(db, uuid, [creative.id]);
    await creativeImages(deps).remove([{ uuid, templateId: creative.template_id, offerId: creative.offer_id, format: creative.format }]);
    return { data: { id } };
  });

  app.get('/creativebooster/enable', { schema: { tags, querystring: creativeEnableQuery } }, async (request) => {
    const uuid = request.query.sourceId;
    const enabled = request.query.enabled ?? true;
    if (enabled) await canEdit(request, uuid);
    else await auth.userWhoCan(request, 'edit', uuid);
    // Turning the booster off also lowers the run flag: a running generation stops.
    if (enabled) await store.updateGenerator(db, uuid, { enabled });
    else await stopGeneration(db, uuid, { enabled });
    return { data: await stateOf(request, uuid) };
  });

  app.post('/creativebooster/run', { schema: { tags, body: creativeRunBody } }, async (request) => {
    const { sourceId: uuid, run } = request.body;
    if (!run) {
      await auth.userWhoCan(request, 'edit', uuid);
      await stopGeneration(db, uuid);
      return { data: await stateOf(request, uuid) };
    }
    await canEdit(request, uuid);
    const generator = await store.readGenerator(db, uuid);
    if (!generator.enabled) throw appError('CREATIVE_NOT_ENABLED');
    if (!(await store.readRules(db, uuid)).some((rule) => rule.enabled)) throw appError('CREATIVE_NO_RULES');
    if (!(await liveVersion(db, uuid))) throw appError('CREATIVE_NO_CATALOG');
    await startGeneration(db, uuid);
    deps.jobs.queued();
    return { data: await stateOf(request, uuid) };
  });

  app.get('/creativebooster/status', { schema: { tags, querystring: sourceQuery } }, async (request) => {
    await auth.userWhoCan(request, 'view', request.query.sourceId);
    return { data: await stateOf(request, request.query.sourceId) };
  });

  app.get('/creativebooster/logs', { schema: { tags, querystring: creativePageQuery } }, async (request) => {
    const { sourceId: uuid, skip, limit } = request.query;
    await auth.userWhoCan(request, 'view', uuid);
    const { rows, totalCount } = await store.listLogs(db, uuid, skip, limit);
    const data: CreativeLog[] = rows.map((row) => ({
      id: String(row.id),
      date: row.created_at.getTime(),
      message: translate(request.locale, row.message, row.params),
      processedOffers: row.processed,
      status: row.status,
    }));
    return { data, totalCount, state: await stateOf(request, uuid) };
  });

  app.get('/creativebooster/getPreviews', { schema: { tags, querystring: creativePageQuery } }, async (request) => {
    const { sourceId: uuid, skip, limit, template } = request.query;
    await auth.userWhoCan(request, 'view', uuid);
    const { rows, totalCount } = await store.listCreatives(db, uuid, { ...(template ? { templateId: template } : {}), skip, limit });
    const names = await offerNames(
      deps,
      uuid,
      rows.map((row) => row.offer_id),
    );
    const data: CreativePreview[] = rows.map((row) => ({
      id: row.id,
      templateId: row.template_id,
      templateName: row.template_name,
      offerId: row.offer_id,
      offerName: names.get(row.offer_id) ?? null,
      url: `${creativeUrl(deps.config.searchPublicUrl, uuid, row.template_id, row.offer_id, row.format)}?v=${row.updated_at.getTime()}`,
      updatedAt: row.updated_at.getTime(),
    }));
    return { data, totalCount };
  });

  await app.register(previewRoute, { deps, auth });
}

async function offerNames(deps: AppDeps, uuid: string, ids: readonly string[]): Promise<Map<string, string>> {
  if (!ids.length) return new Map();
  const rows = await deps.db.query<{ id: string; name: string }>(
    `select o.id, o.data->>'name' as name from offers o join sources s on s.uuid = o.source_uuid and o.version = s.catalog_version
     where o.source_uuid = $1 and o.id = any($2::text[])`,
    [uuid, ids],
  );
  return new Map(rows.map((row) => [row.id, row.name]));
}
