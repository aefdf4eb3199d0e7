import { createHash } from 'node:crypto';
import fs from 'node:fs';
import path from 'node:path';
import type { PlanSubscription } from '@vitrina/contracts';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import type { AppDeps } from '../../deps';
import { precompressedOf } from '../../http/compression';
import { appError } from '../../http/errors';
import { isUuid } from '../../http/ids';
import { PLAN_SUBSCRIPTION_COLUMN, withoutLockedFeatures } from '../plans';
import { renderLoader } from './loader';
import { keepPublishedBaseline } from './publication';
import { widgetSettingsOf } from './published-settings';

const WIDGET_BUNDLE = path.resolve(import.meta.dirname, '../../../../widget/dist/init.js');
/** init.js changes with a release: five minutes fresh, then served stale for a day while revalidated (ETag). */
const SCRIPT_CACHE = 'public, max-age=300, stale-while-revalidate=86400';
/** A project's loader carries its published settings: a minute fresh, ten stale while revalidated. */
const LOADER_CACHE = 'public, max-age=60, stale-while-revalidate=600';

/** GET /scripts/v3/init.js and the per-project loader /scripts/widget/{projectId}/main.js (search port). */
export async function scriptRoutes(instance: FastifyInstance, { deps }: { deps: AppDeps }) {
  const app = instance.withTypeProvider<ZodTypeProvider>();
  const { config } = deps;

  app.get('/scripts/v3/init.js', async (request, reply) => {
    let stat: fs.Stats;
    try {
      stat = await fs.promises.stat(WIDGET_BUNDLE);
    } catch {
      throw appError('NOT_FOUND');
    }
    const etag = `"${stat.size.toString(16)}-${Math.floor(stat.mtimeMs).toString(16)}"`;
    reply
      .header('content-type', 'application/javascript; charset=utf-8')
      .header('cache-control', SCRIPT_CACHE)
      .header('vary', 'accept-encoding')
      .header('etag', etag);
    if (request.headers['if-none-match'] === etag) return reply.status(304).send();
    const packed = precompressedOf(request, WIDGET_BUNDLE, stat);
    if (packed) reply.header('content-encoding', packed.encoding);
    return reply.send(fs.createReadStream(packed?.path ?? WIDGET_BUNDLE));
  });

  app.get(
    '/scripts/widget/:projectId/main.js',
    {
      schema: {
        params: z.object({ projectId: z.string().max(100) }),
        querystring: z.object({ preview: z.enum(['1']).optional(), debug: z.string().max(10).optional() }),
      },
    },
    async (request, reply) => {
      const { projectId } = request.params;
      const preview = request.query.preview === '1';
      const [row] = isUuid(projectId)
        ? await deps.db.query<{
            source_status: string;
            fields: Record<string, unknown>;
            settings: Record<string, unknown>;
            plan_subscription: PlanSubscription | null;
          }>(`select source_status, fields, settings, ${PLAN_SUBSCRIPTION_COLUMN} from sources s where uuid = $1 and deleted_at is null`, [
            projectId,
          ])
        : [];
      if (!row) throw appError('PROJECT_NOT_FOUND');
      const body = renderLoader({
        projectId,
        apiUrl: config.searchPublicUrl,
        scriptUrl: `${config.searchPublicUrl}/scripts/v3/init.js`,
        fallbackScriptUrl: process.env.WIDGET_FALLBACK_URL || null,
        consoleUrl: config.publicUrl,
        sourceStatus: row.source_status,
        // The plan is read at serve time: a published widget loses a feature the day the plan does.
        settings: withoutLockedFeatures(
          preview
            ? widgetSettingsOf(row.fields, row.settings)
            : (await keepPublishedBaseline(deps.db, projectId, row.fields, row.settings)).settings,
          row.plan_subscription,
        ),
        preview,
      });
      reply.header('content-type', 'application/javascript; charset=utf-8');
      if (preview) return reply.header('cache-control', 'no-store').send(body);
      // Settings reach shop pages within a minute; a stale copy answers at once while the next is fetched.
      const etag = `"${createHash('sha256').update(body).digest('base64url').slice(0, 22)}"`;
      reply.header('cache-control', LOADER_CACHE).header('etag', etag);
      if (request.headers['if-none-match'] === etag) return reply.status(304).send();
      return reply.send(body);
    },
  );
}
