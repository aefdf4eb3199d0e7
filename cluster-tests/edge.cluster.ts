// The nginx front of deploy/nginx: what it lets through and what it stops before any node.
import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll, expect, test } from 'vitest';
import { type Cluster, startCluster } from '../scripts/cluster/cluster';

let cluster: Cluster;

beforeAll(async () => {
  cluster = await startCluster({
    searchNodes: 1,
    workers: 0,
    database: 'vitrina_cluster_edge',
    // Low on purpose: a burst from one address must meet the limit.
    addressRate: '5r/s',
    projectRate: '10000r/s',
    env: { LOG_LEVEL: 'warn' },
  });
});

afterAll(async () => {
  await cluster?.stop();
});

const statusOf = async (url: string, init?: RequestInit) => (await fetch(url, init)).status;

/** Whether an address answers the Prometheus text (the admin port answers other paths with the console page). */
const servesMetrics = async (url: string) => {
  const response = await fetch(url);
  return response.status === 200 && (await response.text()).includes('# TYPE vitrina_http_requests_total');
};

test("/metrics answers only on the nodes' private listeners: not on their public ports, never through nginx", async () => {
  const search = cluster.nodes.find((node) => node.role === 'search');
  const admin = cluster.nodes.find((node) => node.role === 'admin');
  expect(await servesMetrics(`http://127.0.0.1:${search?.metricsPort}/metrics`)).toBe(true);
  expect(await servesMetrics(`http://127.0.0.1:${admin?.metricsPort}/metrics`)).toBe(true);
  expect(await servesMetrics(`http://127.0.0.1:${search?.port}/metrics`)).toBe(false);
  expect(await servesMetrics(`http://127.0.0.1:${admin?.port}/metrics`)).toBe(false);
  expect(await statusOf(`${cluster.searchUrl}/metrics`)).toBe(404);
  expect(await statusOf(`${cluster.consoleUrl}/metrics`)).toBe(404);
});

test('the search front passes only the public API: no admin route, no console', async () => {
  expect(await statusOf(`${cluster.searchUrl}/api/health`)).toBe(200);
  expect(await statusOf(`${cluster.searchUrl}/scripts/v3/init.js`)).toBe(200);
  for (const path of ['/api/sources', '/api/login', '/api/users/me', '/', '/api/docs', '/samples/demo-feed.xml']) {
    expect([path, await statusOf(`${cluster.searchUrl}${path}`)]).toEqual([path, 404]);
  }
  // The console front does serve them.
  expect(await statusOf(`${cluster.consoleUrl}/api/sources`)).toBe(401);
});

test('bodies over the limit are refused by nginx with 413', async () => {
  const project = randomUUID();
  const big = JSON.stringify({ query: 'x'.repeat(300 * 1024) });
  expect(await statusOf(`${cluster.searchUrl}/api/${project}/search`, { method: 'POST', body: big })).toBe(413);
  // Event batches may be larger (512 KiB), but no more.
  const events = JSON.stringify({ events: [], pad: 'x'.repeat(600 * 1024) });
  expect(await statusOf(`${cluster.searchUrl}/api/${project}/events`, { method: 'POST', body: events })).toBe(413);
});

test('one address over its rate gets 429 from nginx', async () => {
  const project = randomUUID();
  // burst 200 at 5 r/s: 400 requests at once cannot all pass.
  const statuses = await Promise.all(
    Array.from({ length: 400 }, () => statusOf(`${cluster.searchUrl}/api/${project}/search?query=x`).catch(() => 0)),
  );
  expect(statuses.filter((s) => s === 429).length).toBeGreaterThan(0);
  // The ones let through reached a node (an unknown project: 404 from the node, not from nginx).
  expect(statuses.filter((s) => s === 404).length).toBeGreaterThan(0);
});
