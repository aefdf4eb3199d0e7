// kill -9 of a search node under load: nginx fails over to the other node. GETs that were in
// flight to the dead node are retried by nginx (idempotent); only POSTs in flight may fail, and
// nothing started after the kill fails.
import fs from 'node:fs';
import path from 'node:path';
import { afterAll, beforeAll, expect, test } from 'vitest';
import { type Cluster, startCluster } from '../scripts/cluster/cluster';
import { adminClient, type FeedServer, makeShops, serveFeeds } from '../scripts/cluster/fixtures';
import { failed, type Projects, startLoad, until } from './load';

const EMAIL = 'ops@cluster.test';
const PASSWORD = 'cluster-pass-1';
const CONCURRENCY = 8;
let cluster: Cluster;
let feeds: FeedServer;
const projects: Projects[] = [];
/** The node killed and started again: the one nginx sends the first project to, so it has projects to take back. */
let victimName = '';

beforeAll(async () => {
  const shops = makeShops(4, 1500);
  feeds = await serveFeeds(Object.fromEntries(shops.map((shop) => [shop.name, { body: shop.yml }])));
  cluster = await startCluster({
    searchNodes: 2,
    workers: 1,
    database: 'vitrina_cluster_search_kill',
    adminEmail: EMAIL,
    adminPassword: PASSWORD,
    addressRate: '10000r/s',
    projectRate: '10000r/s',
    env: { RATE_LIMIT_ADDRESS_PER_MINUTE: '0', RATE_LIMIT_PROJECT_PER_MINUTE: '0', LOG_LEVEL: 'warn' },
  });
  const admin = await adminClient(cluster.consoleUrl, EMAIL, PASSWORD);
  for (const shop of shops) {
    const uuid = await admin.createProject(shop.name, feeds.url(shop.name));
    expect(await admin.waitLoaded(uuid)).toMatchObject({ sourceStatus: 'success', offersCount: shop.offers });
    projects.push({ uuid, queries: shop.queries });
  }
});

afterAll(async () => {
  await cluster?.stop();
  await feeds?.close();
});

/** Which upstream nginx sent each project to, from its access log (up= and key= fields). */
function upstreamsByProject(): Map<string, Set<string>> {
  const log = fs.readFileSync(path.join(cluster.nginx.dir, 'logs/access.log'), 'utf8');
  const byProject = new Map<string, Set<string>>();
  for (const line of log.split('\n')) {
    const match = / up=(\S+) .* key=(\S+)$/.exec(line);
    if (!match?.[1] || !match[2] || match[1] === '-') continue;
    const set = byProject.get(match[2]) ?? new Set<string>();
    set.add(match[1]);
    byProject.set(match[2], set);
  }
  return byProject;
}

/** The search node listening on an upstream address nginx logged (127.0.0.1:port). */
function nodeAt(address: string) {
  const node = cluster.nodes.find((candidate) => candidate.role === 'search' && `127.0.0.1:${candidate.port}` === address);
  if (!node) throw new Error(`no search node at ${address}`);
  return node;
}

test('a search node killed under load: failover, and only requests in flight to it may fail', async () => {
  // Every project answers through nginx before the fault.
  for (const project of projects) {
    await until(async () => {
      const response = await fetch(`${cluster.searchUrl}/api/${project.uuid}/search?query=${project.queries[0]}`);
      return response.ok && ((await response.json()) as { hits: number }).hits > 0;
    }, `project ${project.uuid} searchable`);
  }
  // Consistent hashing may put every project on one node: the victim is the first project's, never an idle node.
  await until(() => Boolean(upstreamsByProject().get(projects[0]?.uuid ?? '')?.size), "the first project's node in the log");
  const victim = nodeAt([...(upstreamsByProject().get(projects[0]?.uuid ?? '') ?? [])][0] ?? '');
  victimName = victim.name;
  const load = startLoad(cluster.searchUrl, projects, CONCURRENCY);
  await until(() => load.count(0) >= 200, '200 requests before the fault');

  victim.process.kill('SIGKILL');
  await victim.exited;
  // Requests started from here on were sent while the node was dead; the earlier ones may have been in flight to it.
  load.nextPhase();
  await until(() => load.count(1) >= 400, '400 requests after the fault');
  const outcomes = await load.stop();

  const before = outcomes.filter((o) => o.phase === 0);
  const after = outcomes.filter((o) => o.phase === 1);
  const failedBefore = before.filter(failed);
  console.log(
    `search node kill: ${before.length} requests before (${failedBefore.length} failed), ${after.length} after (${after.filter(failed).length} failed)`,
  );
  // Only requests in flight at the kill can fail, and of those only POSTs (GETs are retried).
  expect(failedBefore.length).toBeLessThanOrEqual(CONCURRENCY);
  expect(failedBefore.every((o) => o.method === 'POST')).toBe(true);
  expect(after.filter(failed)).toEqual([]);
  // The answers after the kill are real ones, not empty placeholders.
  expect(after.filter((o) => o.method === 'GET' && o.status === 200 && o.hits > 0).length).toBeGreaterThan(0);
  expect(after.filter((o) => o.method === 'GET').every((o) => o.status === 200)).toBe(true);
  // Every project is served by the surviving node now.
  const survivor = `127.0.0.1:${cluster.nodes.find((node) => node.role === 'search' && node.name !== victimName)?.port}`;
  for (const project of projects) {
    const response = await fetch(`${cluster.searchUrl}/api/${project.uuid}/search?query=${project.queries[1]}`);
    expect(response.status).toBe(200);
  }
  // nginx writes its access log at most a second late.
  await until(() => projects.every((project) => upstreamsByProject().get(project.uuid)?.has(survivor)), 'every project on the survivor');
});

test('the killed node, started again, takes its projects back once nginx retries it', async () => {
  const victim = cluster.nodes.find((node) => node.name === victimName);
  if (!victim) throw new Error(`no ${victimName}`);
  const again = await cluster.restart(victim);
  const address = `127.0.0.1:${again.port}`;
  // After fail_timeout nginx gives the node another chance; consistent hashing sends its projects back.
  await until(
    async () => {
      await Promise.all(
        projects.map((p) => fetch(`${cluster.searchUrl}/api/${p.uuid}/search?query=${p.queries[2]}`).then((r) => r.text())),
      );
      const log = fs.readFileSync(path.join(cluster.nginx.dir, 'logs/access.log'), 'utf8');
      const last = log
        .trimEnd()
        .split('\n')
        .slice(-projects.length * 3);
      return last.some((line) => line.includes(` up=${address} `) && / 200 /.test(line));
    },
    'the restarted node serves again',
    300,
    500,
  );
});
