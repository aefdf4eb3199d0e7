import type { FastifyInstance } from 'fastify';
import { bootstrap } from './bootstrap';
import { readConfig } from './config';
import { announceChange } from './modules/cluster';
import { startCreativeWorker } from './modules/creative-booster';
import { startFeedWorker } from './modules/feeds';
import { createMetricsApp } from './modules/metrics';
import { startEventsMaintenance } from './modules/stats';
import { DEMO_EMAIL, DEMO_PASSWORD } from './seed';

/** Starts the roles this process runs and stops them gracefully on SIGTERM or SIGINT. */
async function main() {
  const config = readConfig();
  const deps = await bootstrap(config);
  const apps: FastifyInstance[] = [];
  // The HTTP apps and their routes are imported only by the roles that serve them: a worker starts 24 MB smaller.
  if (config.role === 'all' || config.role === 'admin') {
    const { createAdminApp } = await import('./app');
    const admin = await createAdminApp(deps);
    await admin.listen({ host: config.host, port: config.port });
    apps.push(admin);
  }
  if (config.role === 'all' || config.role === 'search') {
    const { createSearchApp } = await import('./app');
    const search = await createSearchApp(deps);
    await search.listen({ host: config.host, port: config.searchPort });
    apps.push(search);
  }
  // /metrics is never open on PORT or SEARCH_PORT: every role may have a private listener for it.
  if (config.metricsPort > 0) {
    const metrics = await createMetricsApp(deps);
    await metrics.listen({ host: config.host, port: config.metricsPort });
    apps.push(metrics);
  }
  // The worker starts once the listeners are up: the demo feed is served by this very process.
  const worker =
    config.role === 'all' || config.role === 'worker' ? startFeedWorker(deps, (uuid) => void announceChange(deps, uuid, 'catalog')) : null;
  const creativeWorker = config.role === 'all' || config.role === 'worker' ? startCreativeWorker(deps) : null;
  const eventsUpkeep = config.role === 'all' || config.role === 'worker' ? startEventsMaintenance(deps.db, deps.log) : null;
  // Each role names only what it serves (a worker has no console to point at).
  const lines: string[] = [];
  if (config.role === 'all' || config.role === 'admin') lines.push(`Vitrina console and admin API: ${config.publicUrl}`);
  if (config.role === 'all' || config.role === 'search') lines.push(`Vitrina search API and widget: ${config.searchPublicUrl}`);
  if (config.role === 'worker') lines.push('Vitrina worker');
  if (config.metricsPort) lines.push(`Metrics (private): http://${config.host}:${config.metricsPort}/metrics`);
  if (config.demo && config.role !== 'search' && config.role !== 'worker') lines.push(`Demo login: ${DEMO_EMAIL} / ${DEMO_PASSWORD}`);
  console.log(lines.join('\n'));

  let stopping = false;
  const stop = async (signal: string) => {
    if (stopping) return;
    stopping = true;
    deps.log.info({ signal }, 'shutting down');
    const force = setTimeout(() => process.exit(1), 15_000);
    force.unref();
    await Promise.allSettled([...apps.map((app) => app.close()), worker?.stop(), creativeWorker?.stop(), eventsUpkeep?.stop()]);
    deps.mailer.close();
    await deps.db.close();
    await deps.statsDb?.close();
    process.exit(0);
  };
  process.on('SIGTERM', () => void stop('SIGTERM'));
  process.on('SIGINT', () => void stop('SIGINT'));
}

main().catch((error: unknown) => {
  console.error(error);
  process.exit(1);
});
