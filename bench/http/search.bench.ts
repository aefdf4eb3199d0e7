import fs from 'node:fs';
import type { AddressInfo } from 'node:net';
import os from 'node:os';
import autocannon from 'autocannon';
import pino from 'pino';
import { createSearchApp } from '../../apps/server/src/app';
import { insertCategories, insertOffers, swapCatalog } from '../../apps/server/src/catalog';
import { readConfig } from '../../apps/server/src/config';
import type { FeedOffer } from '../../packages/feeds/src/index';
import { generateCatalog, generateQueries } from '../engine/catalog';
import { benchDeps } from '../support/bench-deps';
import { benchProject } from '../support/bench-project';

const OFFERS = Number(process.env.OFFERS ?? 100_000);
const CONNECTIONS = Number(process.env.CONNECTIONS ?? 32);
const SECONDS = Number(process.env.SECONDS ?? 10);

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

const config = readConfig({
  DATA_DIR: dataDir,
  CONSOLE_DIR: '/nonexistent',
  RATE_LIMIT_ADDRESS_PER_MINUTE: '0',
  RATE_LIMIT_PROJECT_PER_MINUTE: '0',
});
const app = await createSearchApp(
  benchDeps({
    config,
    db,
    log: pino({ level: 'warn' }),
  }),
);
await app.listen({ host: '127.0.0.1', port: 0 });
const base = `http://127.0.0.1:${(app.server.address() as AddressInfo).port}`;
const warm = performance.now();
await fetch(`${base}/api/${uuid}/search?query=x`);
console.log(`index of ${OFFERS} offers built on first request in ${((performance.now() - warm) / 1000).toFixed(1)} s`);

const queries = generateQueries(catalog, 2000).map((q) => encodeURIComponent(q.text));
// One request at a time first: the latency of a request alone, without the load generator's share of the CPU.
const alone: number[] = [];
for (const query of queries.slice(0, 300)) {
  const started = performance.now();
  await (await fetch(`${base}/api/${uuid}/search?query=${query}&limit=24`)).arrayBuffer();
  alone.push(performance.now() - started);
}
alone.sort((a, b) => a - b);
console.log(`one request at a time: p50 ${alone[150]?.toFixed(2)} ms, p99 ${alone[296]?.toFixed(2)} ms`);
let next = 0;
async function run(title: string, pathOf: (query: string) => string) {
  const result = await autocannon({
    url: base,
    connections: CONNECTIONS,
    duration: SECONDS,
    requests: [{ method: 'GET', setupRequest: (request) => ({ ...request, path: pathOf(queries[next++ % queries.length] ?? '') }) }],
  });
  return {
    endpoint: title,
    'requests/s': Math.round(result.requests.average),
    'p50 ms': result.latency.p50,
    'p90 ms': result.latency.p90,
    'p99 ms': result.latency.p99,
    errors: result.errors + result.non2xx,
  };
}

const rows = [
  await run('GET /search (24 offers, facets)', (q) => `/api/${uuid}/search?query=${q}&limit=24`),
  await run('GET /completions', (q) => `/api/${uuid}/completions?query=${q}`),
];
console.log(
  `Search API over HTTP: ${OFFERS} offers, ${CONNECTIONS} connections, ${SECONDS} s each (${os.cpus().length} cores, Node ${process.version})`,
);
console.table(rows);
await app.close();
await db.close();
fs.rmSync(dataDir, { recursive: true, force: true });
