import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createSearchApp } from '../../app';
import { insertCategories, insertOffers, swapCatalog } from '../../catalog';
import { createTestProject, testOffer } from '../../testing/catalog';
import { api, createTestApp, signUp, type TestApp } from '../../testing/test-app';
import { enqueueJob } from '../jobs';
import { createWorkerApp } from './worker-app';

let t: TestApp;
let search: FastifyInstance;
let worker: FastifyInstance;
let uuid = '';

beforeAll(async () => {
  t = await createTestApp();
  search = await createSearchApp(t.deps);
  worker = await createWorkerApp(t.deps);
  const owner = await signUp(t);
  uuid = await createTestProject(api(t.app, { token: owner.token }));
  await insertOffers(t.deps.db, uuid, 1, [testOffer('1', 'Чайник Bosch'), testOffer('2', 'Чайник Philips')]);
  await insertCategories(t.deps.db, uuid, 1, [{ id: 'c1', name: 'Чайники', parentId: null, url: null }]);
  await swapCatalog(t.deps.db, uuid, 1, 2);
  await enqueueJob(t.deps.db, 'creative.run', { sourceUuid: uuid });
});

afterAll(async () => {
  await worker.close();
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
    const response = await search.inject({ method: 'GET', url: '/metrics' });
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

  it('gives the job queue depth by kind and state on the admin and worker listeners', async () => {
    for (const app of [t.app, worker]) {
      const text = (await app.inject({ method: 'GET', url: '/metrics' })).body;
      expect(sample(text, 'vitrina_jobs', { kind: 'creative.run', state: 'queued' })).toBeGreaterThanOrEqual(1);
    }
    expect((await worker.inject({ method: 'GET', url: '/api/health' })).json()).toEqual({ status: 'ok' });
  });
});
