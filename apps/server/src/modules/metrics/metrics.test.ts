import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createAdminApp, createSearchApp } from '../../app';
import { insertCategories, insertOffers, swapCatalog } from '../../catalog';
import { createTestProject, testOffer } from '../../testing/catalog';
import { api, createTestApp, signUp, type TestApp } from '../../testing/test-app';
import { enqueueJob } from '../jobs';
import { createMetricsApp } from './metrics-app';

let t: TestApp;
let search: FastifyInstance;
let metrics: FastifyInstance;
let uuid = '';

beforeAll(async () => {
  t = await createTestApp();
  search = await createSearchApp(t.deps);
  metrics = await createMetricsApp(t.deps);
  const owner = await signUp(t);
  uuid = await createTestProject(api(t.app, { token: owner.token }));
  await insertOffers(t.deps.db, uuid, 1, [testOffer('1', 'Чайник Bosch'), testOffer('2', 'Чайник Philips')]);
  await insertCategories(t.deps.db, uuid, 1, [{ id: 'c1', name: 'Чайники', parentId: null, url: null }]);
  await swapCatalog(t.deps.db, uuid, 1, 2);
  await enqueueJob(t.deps.db, 'creative.run', { sourceUuid: uuid });
});

afterAll(async () => {
  await metrics.close();
  await search.close();
  await t.close();
});

/** One sample's value from the Prometheus text, or null when the series is absent. */
function sample(text: string, name: string, labels: Record<string, string> = {}): number | null {
  for (const line of text.split('\n')) {
    if (!line.startsWith(`${name}{`) && !line.startsWith(`${name} `)) continue;
    if (Object.entries(labels).every(([key, value]) => line.includes(`${key}="${value}"`))) return Number(line.split(' ').at(-1));
  }
  return null;
}

describe('/metrics', () => {
  it('gives request counts and latency histograms by route, index sizes and event buffers on a search node', async () => {
    for (let i = 0; i < 3; i++) {
      const found = await search.inject({ method: 'POST', url: `/api/${uuid}/search`, payload: { query: 'чайник' } });
      expect(found.json().hits).toBe(2);
    }
    const response = await metrics.inject({ method: 'GET', url: '/metrics' });
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-type']).toMatch(/^text\/plain; version=0\.0\.4/);
    const text = response.body;
    expect(text).toContain('# TYPE vitrina_http_request_duration_seconds histogram');
    const route = { role: 'search', route: '/api/:projectId/search' };
    expect(sample(text, 'vitrina_http_requests_total', { ...route, status: '2xx' })).toBeGreaterThanOrEqual(3);
    expect(sample(text, 'vitrina_http_request_duration_seconds_count', route)).toBeGreaterThanOrEqual(3);
    expect(sample(text, 'vitrina_index_offers', { project: uuid })).toBe(2);
    expect(sample(text, 'vitrina_index_bytes', { project: uuid })).toBeGreaterThan(0);
    expect(sample(text, 'vitrina_events_buffered', { kind: 'search' })).not.toBeNull();
    // The embedded database has no LISTEN connection: the search node says so.
    expect(sample(text, 'vitrina_listen_connected')).toBe(0);
    expect(sample(text, 'vitrina_process_resident_memory_bytes')).toBeGreaterThan(0);
  });

  it('gives the job queue depth by kind and state, and health, on the private listener', async () => {
    const text = (await metrics.inject({ method: 'GET', url: '/metrics' })).body;
    expect(sample(text, 'vitrina_jobs', { kind: 'creative.run', state: 'queued' })).toBeGreaterThanOrEqual(1);
    expect((await metrics.inject({ method: 'GET', url: '/api/health' })).json()).toEqual({ status: 'ok' });
  });

  it('is not served on the public ports (PORT, SEARCH_PORT) without METRICS_TOKEN', async () => {
    for (const app of [t.app, search]) {
      const response = await app.inject({ method: 'GET', url: '/metrics', headers: { 'accept-language': 'en' } });
      expect(response.statusCode).toBe(404);
      expect(response.body).not.toContain('vitrina_');
    }
  });

  it('answers on the public ports only to the holder of METRICS_TOKEN', async () => {
    const token = 'scrape-7f3a9c1e5b2d4860';
    const deps = { ...t.deps, config: { ...t.deps.config, metricsToken: token } };
    const [admin, otherSearch] = await Promise.all([createAdminApp(deps), createSearchApp(deps)]);
    try {
      for (const app of [admin, otherSearch]) {
        const read = (authorization?: string) =>
          app.inject({ method: 'GET', url: '/metrics', headers: { 'accept-language': 'en', ...(authorization ? { authorization } : {}) } });
        for (const refused of [await read(), await read('Bearer wrong-token-0000000'), await read(`Bearer ${token}x`)]) {
          expect(refused.statusCode).toBe(401);
          expect(refused.json().message).toBe('Authentication required');
        }
        const allowed = await read(`Bearer ${token}`);
        expect(allowed.statusCode).toBe(200);
        expect(allowed.body).toContain('# TYPE vitrina_http_requests_total counter');
      }
    } finally {
      await Promise.all([admin.close(), otherSearch.close()]);
    }
  });
});
