// The search API over HTTP as users run it (`npm start`, embedded database), side by side in one run
// with the physical floor — a bare Node server replaying our very answers — and MiniSearch behind a
// bare Node server. Each server runs in its own process; autocannon loads them in turn with the same
// queries. Answers are compared before and after the load (the lean path must not change them).
// Run: npm run bench:http   (OFFERS=20000 QUERIES=300 CONNECTIONS=8 SECONDS=10 by default)
import { type ChildProcess, spawn } from 'node:child_process';
import fs from 'node:fs';
import net from 'node:net';
import os from 'node:os';
import path from 'node:path';
import autocannon from 'autocannon';
import { insertCategories, insertOffers, swapCatalog } from '../../apps/server/src/catalog';
import type { FeedOffer } from '../../packages/feeds/src/index';
import { generateCatalog, generateQueries } from '../engine/catalog';
import { benchProject } from '../support/bench-project';

const OFFERS = Number(process.env.OFFERS ?? 20_000);
const QUERIES = Number(process.env.QUERIES ?? 300);
const CONNECTIONS = Number(process.env.CONNECTIONS ?? 8);
const SECONDS = Number(process.env.SECONDS ?? 10);
const ROOT = path.resolve(import.meta.dirname, '../..');

const { db, dataDir, uuid } = await benchProject('http');
const catalog = generateCatalog(OFFERS);
const offers = catalog.offers as unknown as FeedOffer[];
for (let start = 0; start < offers.length; start += 1000) await insertOffers(db, uuid, 1, offers.slice(start, start + 1000));
await insertCategories(
  db,
  uuid,
  1,
  catalog.categories.map((c) => ({ ...c, url: null })),
);
await swapCatalog(db, uuid, 1, offers.length);
await db.close();

const children: ChildProcess[] = [];
const freePort = () =>
  new Promise<number>((resolve) => {
    const server = net.createServer().listen(0, '127.0.0.1', () => {
      const { port } = server.address() as net.AddressInfo;
      server.close(() => resolve(port));
    });
  });

/** A server's base URL and process id (its CPU time is read from /proc). */
interface Server {
  base: string;
  pid: number;
}

/** A child process printing {"port": …} when it listens. */
function startChild(args: string[]): Promise<Server> {
  const child = spawn(process.execPath, ['--import', 'tsx', ...args], { cwd: ROOT, stdio: ['ignore', 'pipe', 'inherit'] });
  children.push(child);
  return new Promise((resolve, reject) => {
    child.stdout?.on('data', (chunk: Buffer) => {
      const match = /\{"port":(\d+)\}/.exec(String(chunk));
      if (match) resolve({ base: `http://127.0.0.1:${match[1]}`, pid: child.pid as number });
    });
    child.once('exit', (code) => reject(new Error(`${args[0]} exited with ${code}`)));
  });
}

/**
 * CPU time a process has used, in ms (user + system, from /proc): on a shared machine the CPU a server
 * spends per request is steadier than its requests per second, which the load generator and the
 * machine's other work also decide.
 */
function cpuMsOf(pid: number): number {
  const fields = fs.readFileSync(`/proc/${pid}/stat`, 'utf8').split(') ')[1]?.split(' ') ?? [];
  return ((Number(fields[11]) + Number(fields[12])) * 1000) / 100;
}

/** `npm start` as users run it, on the prepared database (no demo; the edge rate limits off for the load). */
async function startProduct(): Promise<Server> {
  const [port, searchPort] = [await freePort(), await freePort()];
  // PROFILE_DIR=… writes the server's CPU profile there on exit (where a request's time goes).
  const profile = process.env.PROFILE_DIR ? ['--cpu-prof', `--cpu-prof-dir=${process.env.PROFILE_DIR}`] : [];
  const child = spawn(process.execPath, [...profile, 'scripts/start.mjs'], {
    cwd: ROOT,
    env: {
      ...process.env,
      DATA_DIR: path.join(dataDir, 'db'),
      PORT: String(port),
      SEARCH_PORT: String(searchPort),
      DEMO: '0',
      RATE_LIMIT_ADDRESS_PER_MINUTE: '0',
      RATE_LIMIT_PROJECT_PER_MINUTE: '0',
    },
    stdio: ['ignore', 'ignore', 'inherit'],
  });
  children.push(child);
  const base = `http://127.0.0.1:${searchPort}`;
  for (let i = 0; i < 600; i++) {
    if ((await fetch(`${base}/api/health`).catch(() => null))?.ok) return { base, pid: child.pid as number };
    await new Promise((resolve) => setTimeout(resolve, 200));
  }
  throw new Error('npm start did not come up');
}

const paths = generateQueries(catalog, QUERIES * 2)
  .slice(0, QUERIES)
  .map((q) => `/api/${uuid}/search?query=${encodeURIComponent(q.text)}&limit=24`);
const oursServer = await startProduct();
const ours = oursServer.base;
const warm = performance.now();
await fetch(`${ours}${paths[0]}`);
console.log(`npm start: index of ${OFFERS} offers ready on the first search in ${((performance.now() - warm) / 1000).toFixed(1)} s`);

async function answersOf(base: string): Promise<Record<string, string>> {
  const out: Record<string, string> = {};
  for (const p of paths) out[p] = await (await fetch(`${base}${p}`, { headers: { 'accept-encoding': 'identity' } })).text();
  return out;
}
const recorded = await answersOf(ours);
const answersFile = path.join(dataDir, 'answers.json');
fs.writeFileSync(answersFile, JSON.stringify(recorded));
const replay = await startChild(['bench/http/replay-server.ts', answersFile]);
const mini = await startChild(['bench/http/minisearch-server.ts', String(OFFERS)]);

// One request at a time first: the latency of a request alone, without the load generator's share of the CPU.
const alone: number[] = [];
for (const p of paths) {
  const started = performance.now();
  await (await fetch(`${ours}${p}`)).arrayBuffer();
  alone.push(performance.now() - started);
}
alone.sort((a, b) => a - b);

async function load({ base, pid }: Server, pathOf: (i: number) => string) {
  let next = 0;
  const cpuBefore = cpuMsOf(pid);
  const result = await autocannon({
    url: base,
    connections: CONNECTIONS,
    duration: SECONDS,
    requests: [{ method: 'GET', setupRequest: (request) => ({ ...request, path: pathOf(next++) }) }],
  });
  const cpuPerRequest = (cpuMsOf(pid) - cpuBefore) / Math.max(1, result.requests.total);
  return {
    rps: Math.round(result.requests.average),
    p50: result.latency.p50,
    p99: result.latency.p99,
    errors: result.errors + result.non2xx,
    cpuUs: cpuPerRequest * 1000,
  };
}
const at = (i: number) => paths[i % paths.length] as string;
// PROFILE_DIR: only ours is loaded, so its profile holds nothing else.
const skipped = { rps: 1, p50: 0, p99: 0, errors: 0, cpuUs: 1 };
const rows = {
  replay: process.env.PROFILE_DIR ? skipped : await load(replay, at),
  ours: await load(oursServer, at),
  mini: process.env.PROFILE_DIR ? skipped : await load(mini, (i) => `/search?query=${at(i).split('query=')[1]?.split('&')[0]}`),
};
const after = await answersOf(ours);
const changed = paths.filter((p) => after[p] !== recorded[p]).length;

console.log(
  `Search API over HTTP: ${OFFERS} offers, ${QUERIES} queries, ${CONNECTIONS} connections, ${SECONDS} s each; ${os.availableParallelism()} cores, Node ${process.version}, load average ${os
    .loadavg()
    .map((v) => v.toFixed(2))
    .join(', ')}`,
);
console.log('| server | requests/s | vs replay | server CPU µs per request | replay CPU / this CPU | p50 ms | p99 ms | errors |');
console.log('| --- | ---: | ---: | ---: | ---: | ---: | ---: | ---: |');
const line = (name: string, r: typeof rows.ours) =>
  console.log(
    `| ${name} | ${r.rps} | ${((r.rps / rows.replay.rps) * 100).toFixed(0)}% | ${r.cpuUs.toFixed(0)} | ${((rows.replay.cpuUs / r.cpuUs) * 100).toFixed(0)}% | ${r.p50} | ${r.p99} | ${r.errors} |`,
  );
line('bare Node replaying our answers (floor)', rows.replay);
line('Vitrina search API (npm start)', rows.ours);
line('MiniSearch 7.2 behind bare Node', rows.mini);
console.log(
  `one request alone (ours): p50 ${alone[Math.floor(alone.length / 2)]?.toFixed(2)} ms, p99 ${alone[Math.floor(alone.length * 0.99)]?.toFixed(2)} ms`,
);
console.log(`answers changed by the load: ${changed} of ${paths.length}`);

for (const child of children) child.kill('SIGTERM');
await new Promise((resolve) => setTimeout(resolve, 1500));
fs.rmSync(dataDir, { recursive: true, force: true });
process.exit(0);
