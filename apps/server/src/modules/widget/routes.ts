import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import type { AppDeps } from '../../deps';
import type { Auth } from '../../http/auth';
import { embedSnippet } from './loader';
import { widgetSettingsOf } from './published-settings';

/** POST /sources/{id}/saveWidgetScript: publishes the saved settings to the loader shops embed. */
export async function widgetRoutes(instance: FastifyInstance, { deps, auth }: { deps: AppDeps; auth: Auth }) {
  const app = instance.withTypeProvider<ZodTypeProvider>();
  const params = z.object({ id: z.string().max(100) });

  app.post('/sources/:id/saveWidgetScript', { schema: { tags: ['widget'], params } }, async (request) => {
    const me = await auth.userWhoCan(request, 'edit', request.params.id);
    const loaderUrl = `${deps.config.searchPublicUrl}/scripts/widget/${request.params.id}/main.js`;
    const published = await deps.db.transaction(async (tx) => {
      const [row] = await tx.query<{ fields: Record<string, unknown>; settings: Record<string, unknown> }>(
        'select fields, settings from sources where uuid = $1 for update',
        [request.params.id],
      );
      const entry = { settings: widgetSettingsOf(row?.fields ?? {}, row?.settings ?? {}), publishedAt: Date.now() };
      await tx.query(
        `update sources set fields = jsonb_set(fields, '{publishedWidget}', $2::jsonb), last_script_updated = now(), updated_at = now() where uuid = $1`,
        [request.params.id, JSON.stringify(entry)],
      );
      await tx.query(
        `insert into source_changes (source_uuid, user_id, field, old_value, new_value) values ($1, $2, 'widgetScript', null, $3)`,
        [request.params.id, me.row.id, new Date(entry.publishedAt).toISOString()],
      );
      return entry;
    });
    return { data: { ...published, loaderUrl, snippet: embedSnippet(loaderUrl) } };
  });

  /** The embed snippet for the project, published or not. */
  app.get('/sources/:id/widgetScript', { schema: { tags: ['widget'], params } }, async (request) => {
    await auth.userWhoCan(request, 'view', request.params.id);
    const loaderUrl = `${deps.config.searchPublicUrl}/scripts/widget/${request.params.id}/main.js`;
    return { data: { loaderUrl, snippet: embedSnippet(loaderUrl) } };
  });
}
