// The search API over HTTP as users run it (`npm start`, embedded database), side by side in one run
// with the physical floor — a bare Node server replaying our very answers — and MiniSearch behind a
// bare Node server. Each server runs in its own process; autocannon loads them in turn with the same
// queries. Answers are compared before and after the load (the lean path must not change them).
// Run: npm run bench:http   (OFFERS=20000 QUERIES=300 CONNECTIONS=8 SECONDS=10 by default)
import { type ChildProcess, spawn } from 'node:child_process';
import fs from 'node:fs';
import http from 'node:http';
import os from 'node:os';
import path from 'node:path';
import autocannon from 'autocannon';
import { generateCatalog, generateQueries } from '../engine/catalog';
import { benchCatalogProject } from '../support/catalog-project';
import { cpuMsOf, startProduct } from '../support/product';

const OFFERS = Number(process.env.OFFERS ?? 20_000);
const QUERIES = Number(process.env.QUERIES ?? 300);
const CONNECTIONS = Number(process.env.CONNECTIONS ?? 8);
const SECONDS = Number(process.env.SECONDS ?? 10);
const ROOT = path.resolve(import.meta.dirname, '../..');

const catalog = generateCatalog(OFFERS);
const { db, dataDir, uuid } = await benchCatalogProject('http', catalog);
await db.close();

const children: ChildProcess[] = [];

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

const paths = generateQueries(catalog, QUERIES * 2)
  .slice(0, QUERIES)
  .map((q) => `/api/${uuid}/search?query=${encodeURIComponent(q.text)}&limit=24`);
const oursServer = await startProduct(dataDir);
children.push(oursServer.child);
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

// One request at a time first: the latency of a request alone, without the load generator's share of
// the CPU, through a light client (node:http on one kept-alive socket; fetch alone adds about half a
// millisecond of its own). The floor is measured the same way. "computed" asks each query with a page
// size not asked before, so no reused answer serves it: the engine, facets and serialization all run.
const agent = new http.Agent({ keepAlive: true, maxSockets: 1 });
function timeGet(url: string): Promise<number> {
  const started = performance.now();
  return new Promise((resolve, reject) => {
    http
      .get(url, { agent }, (response) => {
        response.on('data', () => {});
        response.on('end', () => resolve(performance.now() - started));
      })
      .on('error', reject);
  });
}
async function aloneOf(base: string, pathOf: (p: string) => string) {
  const times: number[] = [];
  for (const p of paths) times.push(await timeGet(`${base}${pathOf(p)}`));
  times.sort((a, b) => a - b);
  const at = (q: number) => (times[Math.floor(times.length * q)] ?? 0).toFixed(2);
  return `p50 ${at(0.5)} ms, p99 ${at(0.99)} ms`;
}
const alone = {
  replay: await aloneOf(replay.base, (p) => p),
  oursReused: await aloneOf(ours, (p) => p),
  oursComputed: await aloneOf(ours, (p) => p.replace('&limit=24', '&limit=23')),
};

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
  `one request alone: floor ${alone.replay}; ours, answer reused ${alone.oursReused}; ours, answer computed ${alone.oursComputed}`,
);
console.log(`answers changed by the load: ${changed} of ${paths.length}`);

for (const child of children) child.kill('SIGTERM');
await new Promise((resolve) => setTimeout(resolve, 1500));
fs.rmSync(dataDir, { recursive: true, force: true });
process.exit(0);
