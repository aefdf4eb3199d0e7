import Fastify, { type FastifyBaseLogger, type FastifyInstance } from 'fastify';
import type { Queryable } from '../../db/database';
import type { AppDeps } from '../../deps';
import { healthRoutes } from '../health';
import { feedLoads, provideQueue } from './metrics';
import { metricsPlugin } from './routes';

/**
 * The private listener (METRICS_PORT) of any role: /metrics for Prometheus and /api/health for the
 * process supervisor; a worker's only listener. Bind it where only the scraper reaches it.
 */
export async function createMetricsApp(deps: AppDeps): Promise<FastifyInstance> {
  const app = Fastify({ loggerInstance: deps.log as FastifyBaseLogger, forceCloseConnections: 'idle' });
  await app.register(metricsPlugin, { role: deps.config.role, access: 'open' });
  app.addHook('onClose', provideQueue(deps.db));
  await app.register(healthRoutes, { deps, prefix: '/api' });
  return app;
}

/** Counts how a feed load ended, from its record (a load cut short by shutdown still shows 'process'). */
export async function countFeedLoad(db: Queryable, sourceUuid: string): Promise<void> {
  const [row] = await db.query<{ status: string }>('select status from feed_loads where source_uuid = $1 order by id desc limit 1', [
    sourceUuid,
  ]);
  if (row) feedLoads.inc({ outcome: row.status === 'process' ? 'interrupted' : row.status });
}
