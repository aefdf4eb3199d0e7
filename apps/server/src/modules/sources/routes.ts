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
import { applyPatch, toClientProject, toExportPayload } from './client-form';
import * as store from './store';

const idParams = z.object({ id: z.string().max(100) });

export async function sourcesRoutes(instance: FastifyInstance, { deps, auth }: { deps: AppDeps; auth: Auth }) {
  const app = instance.withTypeProvider<ZodTypeProvider>();
  const { db } = deps;
  const tags = ['sources'];

  /** The live project, once the user is known to hold `action` on it. */
  async function allowed(request: FastifyRequest, action: SourceAction, id: string) {
    const user = await auth.userWhoCan(request, action, id);
    const row = await store.findSource(db, id);
    if (!row) throw appError('PROJECT_NOT_FOUND');
    return { user, row };
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
    return { data: rows.map(toClientProject), totalCount };
  });

  app.post('/sources', { schema: { tags, body: createSourceBody } }, async (request, reply) => {
    const me = await auth.currentUser(request);
    const body = request.body;
    const uuid = randomUUID();
    await db.transaction(async (tx) => {
      await store.insertSource(tx, {
        uuid,
        ownerId: me.row.id,
        name: body.content.name,
        siteUrl: body.siteUrl,
        feedFormat: body.feedFormat,
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
    const { row } = await allowed(request, 'view', request.params.id);
    const feedLoad = await lastFeedLoad(db, row.uuid, request.locale);
    return { data: { ...toClientProject(row), feedLoad, exceedsAllowOffers: exceedsAllowOffers(parseStoredFields(row.fields), feedLoad) } };
  });

  app.get('/sources/:id/export', { schema: { tags, params: idParams } }, async (request) => {
    const { row } = await allowed(request, 'view', request.params.id);
    return { data: toExportPayload(row) };
  });

  app.patch('/sources/:id', { schema: { tags, params: idParams, body: patchSourceBody } }, async (request) => {
    const { row, user: me } = await allowed(request, 'edit', request.params.id);
    const { update, changes } = applyPatch(row, request.body);
    await db.transaction(async (tx) => {
      // The text and the saved entries reach search as one list: their rules are capped together.
      const synonyms = request.body.settings?.synonyms;
      if (synonyms) await checkSynonymRules(tx, row.uuid, 'settings.synonyms', synonyms);
      await store.updateSource(tx, row.uuid, update);
      await store.logChanges(tx, row.uuid, me.row.id, changes);
      if (request.body.sourceStatus === 'wait') await enqueueFeedLoad(tx, row.uuid);
    });
    if (request.body.sourceStatus === 'wait') deps.jobs.queued();
    const saved = await store.findSource(db, row.uuid);
    if (!saved) throw appError('PROJECT_NOT_FOUND');
    return { data: toClientProject(saved) };
  });

  app.delete('/sources/:id', { schema: { tags, params: idParams } }, async (request) => {
    const { row } = await allowed(request, 'delete', request.params.id);
    await db.transaction((tx) => store.deleteSource(tx, row.uuid));
    await forgetProjectCreatives(deps, row.uuid);
    return { data: { uuid: row.uuid } };
  });
}
