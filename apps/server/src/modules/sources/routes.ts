import { randomUUID } from 'node:crypto';
import {
  createSourceBody,
  isAdmin,
  listSourcesQuery,
  ownerPermissions,
  parseStoredFields,
  patchSourceBody,
  type SourceAction,
} from '@vitrina/contracts';
import { detectFormatFromUrl } from '@vitrina/feeds';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import type { AppDeps } from '../../deps';
import type { Auth } from '../../http/auth';
import { appError } from '../../http/errors';
import { grantPermissions } from '../accounts';
import { forgetProjectCreatives } from '../creative-booster';
import { exceedsAllowOffers, lastFeedLoad } from '../feeds';
import { enqueueFeedLoad } from '../jobs';
import { checkSynonymRules } from '../synonyms';
import { publishedBaselineOf } from '../widget';
import { applyPatch, toClientProject, toExportPayload } from './client-form';
import { checkLoadNow, checkNewProject } from './owner-quotas';
import * as store from './store';

const idParams = z.object({ id: z.string().max(100) });

export async function sourcesRoutes(instance: FastifyInstance, { deps, auth }: { deps: AppDeps; auth: Auth }) {
  const app = instance.withTypeProvider<ZodTypeProvider>();
  const { db } = deps;
  const tags = ['sources'];

  /** The live project, once the user is known to hold `action` on it. */
  async function sourceRow(id: string) {
    const row = await store.findSource(db, id);
    if (!row) throw appError('PROJECT_NOT_FOUND');
    return row;
  }

  async function allowed(request: FastifyRequest, action: SourceAction, id: string) {
    const user = await auth.userWhoCan(request, action, id);
    return { user, row: await sourceRow(id) };
  }

  app.get('/sources', { schema: { tags, querystring: listSourcesQuery } }, async (request) => {
    const me = await auth.currentUser(request);
    const { page, pageSize, filter } = request.query;
    const { rows, totalCount } = await store.listSources(db, {
      userId: isAdmin(me.permissions) ? null : me.row.id,
      filter,
      offset: (page - 1) * pageSize,
      limit: pageSize,
    });
    return { data: rows.map((row) => toClientProject(row, request.locale)), totalCount };
  });

  app.post('/sources', { schema: { tags, body: createSourceBody } }, async (request, reply) => {
    const me = await auth.currentUser(request);
    const body = request.body;
    const uuid = randomUUID();
    await db.transaction(async (tx) => {
      // Administrators (the operator) create projects for others and are not limited.
      if (!isAdmin(me.permissions)) await checkNewProject(tx, me.row.id, deps.config.feedLimits, reply);
      await store.insertSource(tx, {
        uuid,
        ownerId: me.row.id,
        name: body.content.name,
        siteUrl: body.siteUrl,
        // An address that names its format (.csv, .yml…) wins over the choice; the first load checks the bytes.
        feedFormat: detectFormatFromUrl(body.feedUrls[0] ?? '')?.format ?? body.feedFormat,
        feedUrls: body.feedUrls,
        status: 'wait',
        fields: {
          description: body.content.description ?? '',
          locale: body.locale ?? me.row.locale,
          languages: [body.locale ?? me.row.locale],
        },
      });
      await grantPermissions(tx, me.row.id, ownerPermissions(uuid));
      await enqueueFeedLoad(tx, uuid);
    });
    deps.jobs.queued();
    return reply.status(201).send({ data: { uuid } });
  });

  app.get('/sources/:id', { schema: { tags, params: idParams } }, async (request) => {
    await auth.userWhoCan(request, 'view', request.params.id);
    // The load is read before the project: a load seen finished committed with its catalog swap,
    // so the project read after it never shows the old status beside a finished load.
    const feedLoad = await lastFeedLoad(db, request.params.id, request.locale);
    const row = await sourceRow(request.params.id);
    return {
      data: {
        ...toClientProject(row, request.locale),
        feedLoad,
        exceedsAllowOffers: exceedsAllowOffers(parseStoredFields(row.fields), feedLoad),
      },
    };
  });

  app.get('/sources/:id/export', { schema: { tags, params: idParams } }, async (request) => {
    const { row } = await allowed(request, 'view', request.params.id);
    return { data: toExportPayload(row) };
  });

  app.patch('/sources/:id', { schema: { tags, params: idParams, body: patchSourceBody } }, async (request) => {
    const { row, user: me } = await allowed(request, 'edit', request.params.id);
    const { update, changes } = applyPatch(row, request.body);
    // What the shop runs now stays published: this save reaches the site only with a publish.
    update.fields.publishedWidget = publishedBaselineOf(row.fields, row.settings);
    await db.transaction(async (tx) => {
      if (request.body.sourceStatus === 'wait' && !isAdmin(me.permissions))
        await checkLoadNow(tx, row.owner_id, row.uuid, deps.config.feedLimits);
      // The text and the saved entries reach search as one list: their rules are capped together.
      const synonyms = request.body.settings?.synonyms;
      if (synonyms) await checkSynonymRules(tx, row.uuid, 'settings.synonyms', synonyms);
      await store.updateSource(tx, row.uuid, update);
      await store.logChanges(tx, row.uuid, me.row.id, changes);
      if (request.body.sourceStatus === 'wait') await enqueueFeedLoad(tx, row.uuid);
    });
    if (request.body.sourceStatus === 'wait') deps.jobs.queued();
    const saved = await sourceRow(row.uuid);
    return { data: toClientProject(saved, request.locale) };
  });

  app.delete('/sources/:id', { schema: { tags, params: idParams } }, async (request) => {
    const { row } = await allowed(request, 'delete', request.params.id);
    await db.transaction((tx) => store.deleteSource(tx, row.uuid));
    await forgetProjectCreatives(deps, row.uuid);
    return { data: { uuid: row.uuid } };
  });
}
