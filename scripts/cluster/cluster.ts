// A PostgreSQL-backed cluster of Vitrina roles behind nginx on loopback ports: `npm run cluster`,
// the cluster bench and the fault tests all start it through startCluster().
import { type ChildProcess, spawn } from 'node:child_process';
import fs from 'node:fs';
import net from 'node:net';
import os from 'node:os';
import path from 'node:path';
import pg from 'pg';
import { type RunningNginx, startNginx } from './nginx';

const ROOT = path.resolve(import.meta.dirname, '../..');
const START = path.join(ROOT, 'scripts/start.mjs');

export interface ClusterOptions {
  searchNodes?: number;
  workers?: number;
  demo?: boolean;
  /** postgres://… of the server; the cluster's own database is created beside the one named here. */
  postgresUrl?: string;
  database?: string;
  keepDb?: boolean;
  /** Start on the database as it is (kept by an earlier run) instead of a new empty one. */
  reuseDb?: boolean;
  /** Extra environment for every node (JOB_STALE_MS, LOG_LEVEL, …). */
  env?: Record<string, string>;
  adminEmail?: string;
  adminPassword?: string;
  /** nginx rates; see deploy/nginx/vitrina.conf. */
  addressRate?: string;
  projectRate?: string;
  /** Where logs, data folders and the nginx prefix go; a new temp folder by default. */
  dir?: string;
}

export interface ClusterNode {
  name: string;
  role: 'admin' | 'search' | 'worker';
  /** The port it listens on (none for a worker). */
  port: number | null;
  /** Its /metrics listener (METRICS_PORT; decision 0009), never published through nginx. */
  metricsPort: number;
  dataDir: string;
  logFile: string;
  process: ChildProcess;
  /** Resolves when the process has exited. */
  exited: Promise<void>;
}

export interface Cluster {
  consoleUrl: string;
  searchUrl: string;
  databaseUrl: string;
  dir: string;
  nodes: ClusterNode[];
  nginx: RunningNginx;
  /** Starts a node again (after a kill) with its earlier port, data folder and log. */
  restart(node: ClusterNode): Promise<ClusterNode>;
  stop(): Promise<void>;
}

export async function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const server = net.createServer();
    server.once('error', reject);
    server.listen(0, '127.0.0.1', () => {
      const { port } = server.address() as net.AddressInfo;
      server.close(() => resolve(port));
    });
  });
}

export function withDatabase(url: string, database: string): string {
  const parsed = new URL(url);
  parsed.pathname = `/${database}`;
  return parsed.toString();
}

export async function adminQuery(postgresUrl: string, sql: string) {
  const client = new pg.Client({ connectionString: postgresUrl });
  await client.connect();
  try {
    await client.query(sql);
  } finally {
    await client.end();
  }
}

/** Waits for 200 from url/api/health (or /api/ready: a search node with every index loaded). */
export async function waitForHealth(url: string, child: ChildProcess, timeoutMs = 120_000, check = 'health'): Promise<void> {
  const until = Date.now() + timeoutMs;
  while (Date.now() < until) {
    if (child.exitCode !== null || child.signalCode !== null) throw new Error(`${url}: the process exited`);
    const ok = await fetch(`${url}/api/${check}`, { signal: AbortSignal.timeout(2000) })
      .then((response) => response.ok)
      .catch(() => false);
    if (ok) return;
    await new Promise((resolve) => setTimeout(resolve, 200));
  }
  throw new Error(`${url}/api/${check} did not answer 200 in time`);
}

/** Starts a node; it is ready when its health check answers (see launch). */
export function spawnNode(node: Omit<ClusterNode, 'process' | 'exited'>, env: Record<string, string>): Promise<ClusterNode> {
  fs.mkdirSync(node.dataDir, { recursive: true });
  const log = fs.createWriteStream(node.logFile, { flags: 'a' });
  // Its own process group: Ctrl-C in the terminal reaches only the cluster script, which stops
  // the nodes first and nginx last.
  const child = spawn(process.execPath, [START], {
    cwd: ROOT,
    env: { ...process.env, ...env },
    stdio: ['ignore', 'pipe', 'pipe'],
    detached: true,
  });
  const exited = new Promise<void>((resolve) => child.once('exit', () => resolve()));
  exited.then(() => log.end());
  child.stdout?.pipe(log, { end: false });
  child.stderr?.pipe(log, { end: false });
  return Promise.resolve({ ...node, process: child, exited });
}

/** Creates a fresh database, starts admin, search nodes, workers and nginx, and waits until all are ready. */
export async function startCluster(options: ClusterOptions = {}): Promise<Cluster> {
  const searchCount = options.searchNodes ?? 2;
  const workerCount = options.workers ?? 2;
  const postgresUrl = options.postgresUrl ?? process.env.POSTGRES_URL ?? 'postgres://postgres@127.0.0.1:5432/postgres';
  const database = options.database ?? 'vitrina_cluster';
  if (!/^[a-z_][a-z0-9_]*$/.test(database)) throw new Error(`database name "${database}" must be a plain identifier`);
  const databaseUrl = withDatabase(postgresUrl, database);
  const dir = options.dir ?? fs.mkdtempSync(path.join(os.tmpdir(), 'vitrina-cluster-'));
  fs.mkdirSync(path.join(dir, 'logs'), { recursive: true });

  if (!options.reuseDb) {
    await adminQuery(postgresUrl, `drop database if exists ${database} with (force)`);
    await adminQuery(postgresUrl, `create database ${database}`);
  }

  const [consolePort, searchPort, adminPort] = [await freePort(), await freePort(), await freePort()];
  const searchPorts: number[] = [];
  for (let i = 0; i < searchCount; i++) searchPorts.push(await freePort());
  const consoleUrl = `http://127.0.0.1:${consolePort}`;
  const searchUrl = `http://127.0.0.1:${searchPort}`;
  const common: Record<string, string> = {
    DATABASE_URL: databaseUrl,
    HOST: '127.0.0.1',
    PUBLIC_URL: consoleUrl,
    SEARCH_PUBLIC_URL: searchUrl,
    DEMO: '0',
    // nginx runs on this machine: its X-Forwarded-For is the one believed.
    TRUST_PROXY: 'loopback',
    // The test feeds (fixtures.ts) are served from this machine.
    FEED_ALLOW_PRIVATE: '1',
    ...options.env,
  };
  // Each node has its own DATA_DIR: index snapshots are shared through PostgreSQL (decision
  // 0009) and DATA_DIR/snapshots is only a node's local cache of them.
  const envOf = (node: Omit<ClusterNode, 'process' | 'exited'>) => ({
    ...common,
    ROLE: node.role,
    DATA_DIR: node.dataDir,
    // A node listens only on its role's port; the other one is a free port it never opens.
    PORT: String(node.role === 'admin' ? node.port : 0),
    SEARCH_PORT: String(node.role === 'search' ? node.port : 0),
    METRICS_PORT: String(node.metricsPort),
    ...(node.role === 'admin' && options.demo ? { DEMO: '1' } : {}),
    ...(node.role === 'admin' && options.adminEmail && options.adminPassword
      ? { ADMIN_EMAIL: options.adminEmail, ADMIN_PASSWORD: options.adminPassword }
      : {}),
  });
  const plan = async (name: string, role: ClusterNode['role'], port: number | null) => ({
    name,
    role,
    port,
    metricsPort: await freePort(),
    dataDir: path.join(dir, 'data', name),
    logFile: path.join(dir, 'logs', `${name}.log`),
  });

  const nodes: ClusterNode[] = [];
  let nginx: RunningNginx | null = null;
  const stop = async (keepFiles = false) => {
    await Promise.all(
      nodes.map(async (node) => {
        if (node.process.exitCode !== null || node.process.signalCode !== null) return;
        node.process.kill('SIGTERM');
        const timer = setTimeout(() => node.process.kill('SIGKILL'), 20_000);
        await node.exited;
        clearTimeout(timer);
      }),
    );
    await nginx?.quit();
    if (!options.keepDb) {
      await adminQuery(postgresUrl, `drop database if exists ${database} with (force)`).catch(() => {});
      // CLUSTER_KEEP_LOGS=1 keeps the logs of a passing run too.
      if (!options.dir && !keepFiles && !process.env.CLUSTER_KEEP_LOGS) fs.rmSync(dir, { recursive: true, force: true });
    }
  };
  const launch = async (planned: Omit<ClusterNode, 'process' | 'exited'>) => {
    const node = await spawnNode(planned, envOf(planned));
    nodes.push(node);
    // A worker answers /api/health on its METRICS_PORT; a search node is ready once warmed up.
    const port = node.port ?? node.metricsPort;
    await waitForHealth(`http://127.0.0.1:${port}`, node.process, 120_000, node.role === 'search' ? 'ready' : 'health').catch(
      (error: Error) => {
        throw new Error(`${node.name}: ${error.message}; see ${node.logFile}`);
      },
    );
    return node;
  };

  try {
    // The admin node first: it builds the console when stale and applies the migrations, so the
    // others start on a ready schema (concurrent starts are safe too: migrate() takes a lock).
    await launch(await plan('admin', 'admin', adminPort));
    // nginx before the workers: feeds the admin node serves (the demo's, from /samples) are
    // fetched through PUBLIC_URL, i.e. through nginx, by the first worker up.
    nginx = await startNginx(path.join(dir, 'nginx'), {
      consolePort,
      searchPort,
      adminPorts: [adminPort],
      searchPorts,
      addressRate: options.addressRate,
      projectRate: options.projectRate,
    });
    await waitForHealth(consoleUrl, nginx.process, 10_000);
    const others = [
      ...(await Promise.all(searchPorts.map((port, i) => plan(`search-${i + 1}`, 'search', port)))),
      ...(await Promise.all(Array.from({ length: workerCount }, (_, i) => plan(`worker-${i + 1}`, 'worker', null)))),
    ];
    await Promise.all(others.map(launch));
    // Listed in a fixed order (they became ready in any order).
    const order = ['admin', ...others.map((node) => node.name)];
    nodes.sort((a, b) => order.indexOf(a.name) - order.indexOf(b.name));
    await waitForHealth(searchUrl, nginx.process, 10_000);
  } catch (error) {
    // The logs stay for a look at what went wrong.
    await stop(true);
    throw error;
  }

  return {
    consoleUrl,
    searchUrl,
    databaseUrl,
    dir,
    nodes,
    nginx: nginx as RunningNginx,
    async restart(node) {
      const index = nodes.indexOf(node);
      const { process: _old, exited: _gone, ...planned } = node;
      const again = await launch(planned);
      nodes.splice(nodes.indexOf(again), 1);
      nodes[index] = again;
      return again;
    },
    stop: () => stop(),
  };
}
