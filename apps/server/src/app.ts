import fs from 'node:fs';
import path from 'node:path';
import rateLimit from '@fastify/rate-limit';
import fastifyStatic from '@fastify/static';
import swagger from '@fastify/swagger';
import swaggerUi from '@fastify/swagger-ui';
import Fastify, { type FastifyBaseLogger, type FastifyInstance, type FastifyReply, type FastifyRequest, LogController } from 'fastify';
import { jsonSchemaTransform, serializerCompiler, validatorCompiler } from 'fastify-type-provider-zod';
import type { Config } from './config';
import type { AppDeps } from './deps';
import { createAuth } from './http/auth';
import { consoleCacheControl, registerCompression } from './http/compression';
import { consolePolicy, newNonce, withNonce } from './http/console-csp';
import { registerEdgeLimits } from './http/edge-limits';
import { registerErrorHandling, sendError } from './http/error-handler';
import { guardInput } from './http/input-guard';
import { localePlugin } from './http/locale';
import { logSlowRequests } from './http/slow-requests';
import { accountsRoutes } from './modules/accounts';
import { administratorRoutes } from './modules/administrator';
import { catalogRoutes } from './modules/catalog';
import { announceChange, announceWrites, readyRoutes, startSearchSync } from './modules/cluster';
import { createRenderedPages } from './modules/console-render';
import { creativeBoosterRoutes, creativePublicRoutes } from './modules/creative-booster';
import { eventsRoutes } from './modules/events';
import { feedRoutes } from './modules/feeds';
import { financeRoutes } from './modules/finance';
import { healthRoutes } from './modules/health';
import { indexingRulesRoutes } from './modules/indexing-rules';
import { integrationsRoutes } from './modules/integrations';
import { createImpressionRecorder, createLearnedSignals, learningRoutes } from './modules/learning';
import { logsRoutes } from './modules/logs';
import { merchandisingRoutes } from './modules/merchandising';
import { metricsPlugin, provideBuffers, provideIndexes, provideListener, provideQueue } from './modules/metrics';
import { participantsRoutes } from './modules/participants';
import { plansRoutes } from './modules/plans';
import { createSearchEventBuffer, searchApi, searchTestRoutes } from './modules/search';
import { sourcesRoutes } from './modules/sources';
import { statsRoutes } from './modules/stats';
import { synonymsRoutes } from './modules/synonyms';
import { tradeWidgetPreviewRoutes, tradeWidgetPublicRoutes, tradeWidgetsRoutes } from './modules/trade-widgets';
import { demoShopRoutes, scriptRoutes, widgetRoutes } from './modules/widget';

const BODY_LIMIT = 1024 * 1024;
/** Search requests, widget calls and event batches are small: a larger body is refused before it is read. */
const SEARCH_BODY_LIMIT = 256 * 1024;
/** The demo feed and its pictures (DEMO loads the feed from here over HTTP, like any feed). */
const SAMPLES_DIR = path.resolve(import.meta.dirname, '../../../samples');

/** TRUST_PROXY as Fastify takes it: a hop count believes the n proxies nearest this node. */
function trustedProxies(trust: Config['trustProxy']) {
  return typeof trust === 'number' ? (_address: string, hop: number) => hop < trust : trust;
}

function baseApp(deps: AppDeps, bodyLimit = BODY_LIMIT, requestLogging = true): FastifyInstance {
  const app = Fastify({
    loggerInstance: deps.log as FastifyBaseLogger,
    bodyLimit,
    logController: new LogController({ disableRequestLogging: !requestLogging }),
    // Idle keep-alive sockets are closed at shutdown; requests in flight still finish.
    forceCloseConnections: 'idle',
    // Only the configured proxies' X-Forwarded-For (TRUST_PROXY): anyone else could name any address.
    trustProxy: trustedProxies(deps.config.trustProxy),
    ajv: { customOptions: { removeAdditional: false } },
  });
  app.setValidatorCompiler(validatorCompiler);
  app.setSerializerCompiler(serializerCompiler);
  app.register(localePlugin);
  registerErrorHandling(app);
  if (!requestLogging) logSlowRequests(app);
  return app;
}

/** Console and admin API (PORT). */
export async function createAdminApp(deps: AppDeps): Promise<FastifyInstance> {
  const app = baseApp(deps);
  // The admin API refuses text it cannot store, field by field.
  guardInput(app, { clean: false });
  // The console and its API: never framed by another site (clickjacking), no type sniffing, no full
  // addresses (with project ids) in the Referer sent elsewhere.
  app.addHook('onSend', (_request, reply, payload, done) => {
    reply.header('x-content-type-options', 'nosniff');
    reply.header('referrer-policy', 'strict-origin-when-cross-origin');
    if (!reply.hasHeader('content-security-policy')) reply.header('content-security-policy', "frame-ancestors 'self'");
    done(null, payload);
  });
  await registerCompression(app);
  await app.register(metricsPlugin, { role: 'admin', access: { token: deps.config.metricsToken } });
  app.addHook('onClose', provideQueue(deps.db));
  await app.register(announceWrites, { deps });
  await app.register(rateLimit, { global: false });
  await app.register(swagger, {
    openapi: {
      info: { title: 'Vitrina admin API', version: '1' },
      components: { securitySchemes: { bearer: { type: 'http', scheme: 'bearer' } } },
      security: [{ bearer: [] }],
    },
    transform: jsonSchemaTransform,
  });
  await app.register(swaggerUi, { routePrefix: '/api/docs' });

  const auth = createAuth(deps);
  await app.register(
    async (api) => {
      await api.register(healthRoutes, { deps });
      await api.register(accountsRoutes, { deps, auth });
      await api.register(sourcesRoutes, { deps, auth });
      await api.register(catalogRoutes, { deps, auth });
      await api.register(indexingRulesRoutes, { deps, auth });
      await api.register(statsRoutes, { deps, auth });
      await api.register(widgetRoutes, { deps, auth });
      await api.register(merchandisingRoutes, { deps, auth });
      await api.register(synonymsRoutes, { deps, auth });
      await api.register(learningRoutes, { deps, auth });
      await api.register(tradeWidgetsRoutes, { deps, auth });
      await api.register(tradeWidgetPreviewRoutes, { deps, auth });
      await api.register(plansRoutes, { deps, auth });
      await api.register(logsRoutes, { deps, auth });
      await api.register(participantsRoutes, { deps, auth });
      await api.register(financeRoutes, { deps, auth });
      await api.register(administratorRoutes, { deps, auth });
      await api.register(integrationsRoutes, { deps, auth });
      await api.register(searchTestRoutes, { deps, auth });
      await api.register(creativeBoosterRoutes, { deps, auth });
      await api.register(feedRoutes, { deps, auth, onCatalogChanged: (uuid: string) => void announceChange(deps, uuid, 'catalog') });
    },
    { prefix: '/api' },
  );
  await app.register(fastifyStatic, { root: SAMPLES_DIR, prefix: '/samples/', decorateReply: false });
  await app.register(demoShopRoutes, { deps });
  await serveConsole(app, deps.config);
  return app;
}

/** Search API, widget scripts and tracker (SEARCH_PORT): open to any origin. */
export async function createSearchApp(deps: AppDeps): Promise<FastifyInstance> {
  // Thousands of searches a second: each is counted in /metrics, only the slow and failed ones are logged.
  const app = baseApp(deps, SEARCH_BODY_LIMIT, false);
  // What shoppers type is cleaned of what cannot be stored, never refused.
  guardInput(app, { clean: true });
  await registerCompression(app);
  await app.register(metricsPlugin, { role: 'search', access: { token: deps.config.metricsToken } });
  app.addHook('onRequest', (request, reply, done) => {
    reply.header('access-control-allow-origin', '*');
    if (request.method !== 'OPTIONS') return done();
    reply.header('access-control-allow-methods', 'GET, POST, OPTIONS');
    reply.header('access-control-allow-headers', request.headers['access-control-request-headers'] ?? 'content-type');
    reply.header('access-control-max-age', '86400');
    reply.status(204).send();
  });
  // Widgets on shop sites often send JSON as text/plain to avoid a CORS preflight.
  app.addContentTypeParser('text/plain', { parseAs: 'string' }, (_request, body, done) => {
    try {
      done(null, JSON.parse(String(body)));
    } catch {
      done(Object.assign(new SyntaxError('bad json'), { statusCode: 400 }), undefined);
    }
  });
  const { registry, recommendations } = deps.search;
  const events = createSearchEventBuffer(deps.db, deps.log);
  // Learned ranking: impressions written in batches; signals kept per node, refreshed from the database.
  const impressions = createImpressionRecorder(deps.db, deps.log, deps.pepper);
  const learned = createLearnedSignals(deps.db, deps.log, deps.changes, deps.config.learningRefreshMs);
  // Changes made by other processes (admin, workers) arrive by LISTEN/NOTIFY; live catalogs load at start.
  const sync = startSearchSync(deps, registry);
  const unprovide = [
    provideIndexes(() => registry.stats()),
    provideBuffers(() => [
      { kind: 'search', size: events.size() },
      { kind: 'impressions', size: impressions.size() },
    ]),
    provideListener(() => ({ connected: sync.state.listening(), connections: sync.state.connections() })),
  ];
  app.decorate('searchSync', sync);
  app.decorate('learnedSignals', learned);
  app.addHook('onClose', async () => {
    for (const remove of unprovide) remove();
    learned.close();
    await Promise.all([sync.stop(), events.close(), impressions.close()]);
  });
  await app.register(healthRoutes, { deps, prefix: '/api' });
  await app.register(readyRoutes, { state: sync.state });
  await app.register(rateLimit, { global: false });
  registerEdgeLimits(app, { perAddress: deps.config.rateLimitAddressPerMinute, perProject: deps.config.rateLimitProjectPerMinute });
  await app.register(searchApi, { deps, events, learning: { signals: learned, impressions } });
  await app.register(eventsRoutes, { deps, onStored: recommendations.addEvents });
  await app.register(tradeWidgetPublicRoutes, { deps });
  await app.register(scriptRoutes, { deps });
  await app.register(creativePublicRoutes, { deps });
  app.setNotFoundHandler((request, reply) => sendError(request, reply, 'NOT_FOUND'));
  return app;
}

/**
 * The built console with history-mode fallback: any page path answers index.html, with the full
 * Content-Security-Policy and a fresh nonce for its scripts (console-csp.ts).
 */
async function serveConsole(app: FastifyInstance, config: Pick<Config, 'consoleDir' | 'consoleRender' | 'searchPublicUrl'>) {
  const dir = config.consoleDir;
  const index = path.join(dir, 'index.html');
  if (!fs.existsSync(index)) {
    app.log.warn({ dir }, 'console build not found; run npm run build');
    app.setNotFoundHandler((request, reply) => sendError(request, reply, 'NOT_FOUND'));
    return;
  }
  // Built files go out precompressed (scripts/precompress.mjs), hashed assets cached for a year.
  // A page opens with 10-40 of them: no access log line each (failures are still logged).
  await app.register(
    async (assets) => {
      await assets.register(fastifyStatic, {
        root: dir,
        wildcard: false,
        index: false,
        preCompressed: true,
        cacheControl: false,
        setHeaders: consoleCacheControl,
      });
    },
    { logLevel: 'warn' },
  );
  const html = fs.readFileSync(index, 'utf8');
  const searchOrigin = new URL(config.searchPublicUrl).origin;
  // Signed-in pages come with their content (decision 0026); the plain page when that declines.
  const renderedPages = config.consoleRender ? createRenderedPages(app, dir) : null;
  const sendIndex = async (request: FastifyRequest, reply: FastifyReply) => {
    const nonce = newNonce();
    const page = withNonce(html, nonce);
    const rendered = renderedPages ? await renderedPages(request, page) : null;
    return reply
      .type('text/html; charset=utf-8')
      .header('cache-control', rendered ? 'private, no-store' : 'no-cache')
      .header('content-security-policy', consolePolicy(nonce, searchOrigin))
      .send(rendered ?? page);
  };
  app.get('/', sendIndex);
  app.setNotFoundHandler((request, reply) => {
    const isPage = request.method === 'GET' && !request.url.startsWith('/api') && !path.extname(request.url.split('?')[0] ?? '');
    if (isPage) return sendIndex(request, reply);
    return sendError(request, reply, 'NOT_FOUND');
  });
}
