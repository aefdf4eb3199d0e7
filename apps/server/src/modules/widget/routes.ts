import type { PlanSubscription } from '@vitrina/contracts';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import type { Queryable } from '../../db/database';
import type { AppDeps } from '../../deps';
import type { Auth } from '../../http/auth';
import { appError } from '../../http/errors';
import { PLAN_SUBSCRIPTION_COLUMN, withoutLockedFeatures } from '../plans';
import { discardTradeWidgetChanges, publishTradeWidgets, tradeWidgetChanges } from '../trade-widgets';
import { discardWidgetChanges } from './discard';
import { embedSnippet } from './loader';
import { diffWidgetSettings, keepPublishedBaseline, MAX_LISTED_CHANGES } from './publication';
import { widgetSettingsOf } from './published-settings';

interface PublicationRow {
  fields: Record<string, unknown>;
  settings: Record<string, unknown>;
  plan_subscription: PlanSubscription | null;
}

/** Saved against published widget settings and trade widgets: what the console's "live / not published yet" reads. */
async function publicationOf(db: Queryable, uuid: string) {
  const [row] = await db.query<PublicationRow>(
    `select fields, settings, ${PLAN_SUBSCRIPTION_COLUMN} from sources s where uuid = $1 and deleted_at is null`,
    [uuid],
  );
  if (!row) throw appError('PROJECT_NOT_FOUND');
  const published = await keepPublishedBaseline(db, uuid, row.fields, row.settings);
  const saved = widgetSettingsOf(row.fields, row.settings);
  // The widget's settings first, then each trade widget's (decision 0018).
  const changes = [...diffWidgetSettings(published.settings, saved), ...(await tradeWidgetChanges(db, uuid))];
  return {
    state: changes.length ? ('unpublished' as const) : ('live' as const),
    publishedAt: published.publishedAt,
    changeCount: changes.length,
    changes: changes.slice(0, MAX_LISTED_CHANGES),
    // Exactly what the loader hands the widget (plan gating applied at serve time), for the console's preview.
    published: withoutLockedFeatures(published.settings, row.plan_subscription),
    saved: withoutLockedFeatures(saved, row.plan_subscription),
  };
}

/** POST /sources/{id}/saveWidgetScript publishes the saved settings to the loader shops embed; GET …/publication compares. */
export async function widgetRoutes(instance: FastifyInstance, { deps, auth }: { deps: AppDeps; auth: Auth }) {
  const app = instance.withTypeProvider<ZodTypeProvider>();
  const params = z.object({ id: z.string().max(100) });
  const loaderUrlOf = (id: string) => `${deps.config.searchPublicUrl}/scripts/widget/${id}/main.js`;

  app.post('/sources/:id/saveWidgetScript', { schema: { tags: ['widget'], params } }, async (request) => {
    const me = await auth.userWhoCan(request, 'edit', request.params.id);
    const loaderUrl = loaderUrlOf(request.params.id);
    await deps.db.transaction(async (tx) => {
      const [row] = await tx.query<{ fields: Record<string, unknown>; settings: Record<string, unknown> }>(
        'select fields, settings from sources where uuid = $1 for update',
        [request.params.id],
      );
      const entry = { settings: widgetSettingsOf(row?.fields ?? {}, row?.settings ?? {}), publishedAt: Date.now() };
      await tx.query(
        `update sources set fields = jsonb_set(fields, '{publishedWidget}', $2::jsonb), last_script_updated = now(), updated_at = now() where uuid = $1`,
        [request.params.id, JSON.stringify(entry)],
      );
      await publishTradeWidgets(tx, request.params.id);
      await tx.query(
        `insert into source_changes (source_uuid, user_id, field, old_value, new_value) values ($1, $2, 'widgetScript', null, $3)`,
        [request.params.id, me.row.id, new Date(entry.publishedAt).toISOString()],
      );
    });
    const publication = await publicationOf(deps.db, request.params.id);
    return { data: { ...publication, settings: publication.published, loaderUrl, snippet: embedSnippet(loaderUrl) } };
  });

  /** "Discard unpublished changes": the saved widget settings and trade widgets go back to the published ones. */
  app.post('/sources/:id/discardWidgetChanges', { schema: { tags: ['widget'], params } }, async (request) => {
    const me = await auth.userWhoCan(request, 'edit', request.params.id);
    await publicationOf(deps.db, request.params.id); // a project never published gets its baseline first
    await deps.db.transaction(async (tx) => {
      await discardWidgetChanges(tx, request.params.id, me.row.id);
      await discardTradeWidgetChanges(tx, request.params.id);
    });
    return { data: await publicationOf(deps.db, request.params.id) };
  });

  app.get('/sources/:id/publication', { schema: { tags: ['widget'], params } }, async (request) => {
    await auth.userWhoCan(request, 'view', request.params.id);
    return { data: await publicationOf(deps.db, request.params.id) };
  });

  /** The embed snippet for the project, published or not. */
  app.get('/sources/:id/widgetScript', { schema: { tags: ['widget'], params } }, async (request) => {
    await auth.userWhoCan(request, 'view', request.params.id);
    const loaderUrl = loaderUrlOf(request.params.id);
    return { data: { loaderUrl, snippet: embedSnippet(loaderUrl) } };
  });
}
