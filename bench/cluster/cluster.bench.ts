// Search through nginx against 1 and then 2 search nodes on the same catalogs: a PostgreSQL-backed
// cluster (scripts/cluster), SHOPS projects of OFFERS synthetic offers loaded through the admin
// API, autocannon spreading the engine bench's queries over every project. Prints requests/s,
// p50/p99 and errors, and the CPU seconds each process used, for a per-core figure.
// Run: npm run bench:cluster   (SHOPS=… OFFERS=… CONNECTIONS=… SECONDS=… to change it)
import fs from 'node:fs';
import os from 'node:os';
import autocannon from 'autocannon';
import { type Cluster, startCluster } from '../../scripts/cluster/cluster';
import { adminClient, makeShops, serveFeeds } from '../../scripts/cluster/fixtures';

const SHOPS = Number(process.env.SHOPS ?? 4);
const OFFERS = Number(process.env.OFFERS ?? 20_000);
const CONNECTIONS = Number(process.env.CONNECTIONS ?? 32);
const SECONDS = Number(process.env.SECONDS ?? 15);
const DATABASE = 'vitrina_cluster_bench';
const EMAIL = 'bench@cluster.test';
const PASSWORD = 'cluster-bench-1';
const TICKS = 100; // USER_HZ on Linux

/** CPU seconds (user + system) of a process and of its children (nginx workers). */
function cpuSeconds(pid: number): number {
  const fields = (p: number) => {
    try {
      return fs
        .readFileSync(`/proc/${p}/stat`, 'utf8')
        .replace(/^.*\) /, '')
        .split(' ');
    } catch {
      return null;
    }
  };
  const own = fields(pid);
  let total = own ? (Number(own[11]) + Number(own[12])) / TICKS : 0;
  for (const entry of fs.readdirSync('/proc')) {
    if (!/^\d+$/.test(entry)) continue;
    const f = fields(Number(entry));
    if (f && Number(f[1]) === pid) total += (Number(f[11]) + Number(f[12])) / TICKS;
  }
  return total;
}

const shops = makeShops(SHOPS, OFFERS);
const feeds = await serveFeeds(Object.fromEntries(shops.map((shop) => [shop.name, { body: shop.yml }])));
const common = {
  database: DATABASE,
  workers: 1,
  adminEmail: EMAIL,
  adminPassword: PASSWORD,
  // All of the load comes from one address: the per-address limits would measure themselves.
  addressRate: '100000r/s',
  projectRate: '100000r/s',
  env: { RATE_LIMIT_ADDRESS_PER_MINUTE: '0', RATE_LIMIT_PROJECT_PER_MINUTE: '0', LOG_LEVEL: 'warn' },
};

async function measure(cluster: Cluster, projects: Array<{ uuid: string; queries: string[] }>, searchNodes: number) {
  // Round robin over the projects, so every moment of the run spreads over all of them.
  const paths: string[] = [];
  for (let i = 0; i < 400; i++)
    for (const p of projects) paths.push(`/api/${p.uuid}/search?query=${p.queries[i % p.queries.length]}&limit=24`);
  let next = 0;
  for (const path of paths.slice(0, 200)) await (await fetch(`${cluster.searchUrl}${path}`)).arrayBuffer();
  const searchPids = cluster.nodes.filter((n) => n.role === 'search').map((n) => n.process.pid as number);
  const nginxPid = cluster.nginx.process.pid as number;
  const before = { search: searchPids.map(cpuSeconds), nginx: cpuSeconds(nginxPid), bench: process.cpuUsage() };
  const load = os.loadavg()[0] ?? 0;
  const result = await autocannon({
    url: cluster.searchUrl,
    connections: CONNECTIONS,
    duration: SECONDS,
    requests: [{ method: 'GET', setupRequest: (request) => ({ ...request, path: paths[next++ % paths.length] }) }],
  });
  const searchCpu = searchPids.map((pid, i) => cpuSeconds(pid) - (before.search[i] ?? 0));
  const nginxCpu = cpuSeconds(nginxPid) - before.nginx;
  const benchCpu = process.cpuUsage(before.bench);
  const requests = result.requests.total;
  const searchCpuTotal = searchCpu.reduce((a, b) => a + b, 0);
  return {
    'search nodes': searchNodes,
    'requests/s': Math.round(result.requests.average),
    'p50 ms': result.latency.p50,
    'p99 ms': result.latency.p99,
    errors: result.errors + result.non2xx + result.timeouts,
    'search CPU s': searchCpu.map((s) => s.toFixed(1)).join(' + '),
    'req per search CPU s': Math.round(requests / searchCpuTotal),
    'nginx CPU s': Number(nginxCpu.toFixed(1)),
    'autocannon CPU s': Number(((benchCpu.user + benchCpu.system) / 1e6).toFixed(1)),
    'load avg before': Number(load.toFixed(2)),
  };
}

const rows = [];
const projects: Array<{ uuid: string; queries: string[] }> = [];
for (const searchNodes of [1, 2]) {
  const cluster = await startCluster({ ...common, searchNodes, keepDb: true, reuseDb: searchNodes > 1 });
  try {
    if (searchNodes === 1) {
      const admin = await adminClient(cluster.consoleUrl, EMAIL, PASSWORD);
      const started = performance.now();
      for (const shop of shops) {
        const uuid = await admin.createProject(shop.name, feeds.url(shop.name));
        const loaded = await admin.waitLoaded(uuid, 600_000);
        if (loaded.sourceStatus !== 'success') throw new Error(`${shop.name}: feed load ${loaded.sourceStatus}`);
        projects.push({ uuid, queries: shop.queries });
      }
      console.log(
        `${SHOPS} projects × ${OFFERS} offers loaded through the admin API in ${((performance.now() - started) / 1000).toFixed(1)} s`,
      );
      const probe = (await (
        await fetch(`${cluster.searchUrl}/api/${projects[0]?.uuid}/search?query=${projects[0]?.queries[0]}`)
      ).json()) as {
        hits: number;
      };
      if (!(probe.hits > 0)) throw new Error('the probe search found nothing: the bench would measure empty answers');
    }
    rows.push(await measure(cluster, projects, searchNodes));
  } finally {
    await cluster.stop();
  }
}
const { Client } = (await import('pg')).default;
const cleanup = new Client({ connectionString: process.env.POSTGRES_URL ?? 'postgres://postgres@127.0.0.1:5432/postgres' });
await cleanup.connect();
await cleanup.query(`drop database if exists ${DATABASE} with (force)`);
await cleanup.end();
await feeds.close();

console.log(
  `Search through nginx: ${SHOPS} projects × ${OFFERS} offers, ${CONNECTIONS} connections, ${SECONDS} s each ` +
    `(${os.cpus().length} cores shared by nginx, the nodes, PostgreSQL and autocannon; Node ${process.version})`,
);
console.table(rows);
