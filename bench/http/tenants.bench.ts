// One heavy tenant on a search node against another project's shoppers (issue: a query matching every
// offer of a 100k catalog, 20 a second, cut another project's searches from 600 to 47 in 12 s).
// `npm start` as users run it with two projects: "heavy" (HEAVY_OFFERS) and "light" (LIGHT_OFFERS).
// The light project's shoppers search alone, then beside the heavy tenant's broad queries (each one
// different, so no reused answer serves it) at HEAVY_RATE per second, then beside a flood of them —
// with the per-project share of the node off (SEARCH_PROJECT_SHARE=1) and on (the default), in one run.
// Run: npm run bench:tenants   (HEAVY_OFFERS=100000 LIGHT_OFFERS=20000 SECONDS=10 HEAVY_RATE=20 SHARE=default)
import os from 'node:os';
import autocannon from 'autocannon';
import { insertCategories, insertOffers, swapCatalog } from '../../apps/server/src/catalog';
import type { FeedOffer } from '../../packages/feeds/src/index';
import { generateCatalog, generateQueries } from '../engine/catalog';
import { benchCatalogProject } from '../support/catalog-project';
import { startProduct, stopProduct } from '../support/product';

const HEAVY_OFFERS = Number(process.env.HEAVY_OFFERS ?? 100_000);
const LIGHT_OFFERS = Number(process.env.LIGHT_OFFERS ?? 20_000);
const SECONDS = Number(process.env.SECONDS ?? 10);
const HEAVY_RATE = Number(process.env.HEAVY_RATE ?? 20);
const LIGHT_CONNECTIONS = 4;

const heavyCatalog = generateCatalog(HEAVY_OFFERS, 1);
const lightCatalog = generateCatalog(LIGHT_OFFERS, 2);
const { db, dataDir, uuid: heavy } = await benchCatalogProject('tenants', heavyCatalog);
const light = crypto.randomUUID();
await db.query(
  `insert into sources (uuid, owner_id, name, site_url, feed_format)
   select $1, owner_id, 'Light', 'https://light.example', 'YML' from sources where uuid = $2`,
  [light, heavy],
);
const lightOffers = lightCatalog.offers as unknown as FeedOffer[];
for (let start = 0; start < lightOffers.length; start += 1000) await insertOffers(db, light, 1, lightOffers.slice(start, start + 1000));
await insertCategories(
  db,
  light,
  1,
  lightCatalog.categories.map((c) => ({ ...c, url: null })),
);
await swapCatalog(db, light, 1, lightOffers.length);
await db.close();

// The light project's shoppers: 300 ordinary queries, as bench:http asks them.
const lightPaths = generateQueries(lightCatalog, 600)
  .slice(0, 300)
  .map((q) => `/api/${light}/search?query=${encodeURIComponent(q.text)}&limit=24`);
// The heavy tenant: queries matching every offer (or half of them), with categories grouped, each
// request different (its page) so that every one is computed.
const BROAD = ['', 'a', 'o', 'доставка', 'great'];
const heavyPath = (i: number) =>
  `/api/${heavy}/search?query=${encodeURIComponent(BROAD[i % BROAD.length] as string)}&skip=${i % 9000}&limit=24&groupByCategories=${encodeURIComponent('{"active":true}')}`;

interface Phase {
  rps: number;
  p99: number;
  heavyRps: number;
  heavyRefused: number;
}

async function lightLoad(base: string) {
  let next = 0;
  return autocannon({
    url: base,
    connections: LIGHT_CONNECTIONS,
    duration: SECONDS,
    requests: [{ method: 'GET', setupRequest: (request) => ({ ...request, path: lightPaths[next++ % lightPaths.length] as string }) }],
  });
}

let heavyNext = 0;
async function heavyLoad(base: string, rate: number | null) {
  return autocannon({
    url: base,
    // At a fixed rate the attacker does not wait for answers: enough connections to keep the rate.
    connections: rate ? Math.max(1, rate) : 8,
    ...(rate ? { overallRate: rate } : {}),
    duration: SECONDS,
    requests: [{ method: 'GET', setupRequest: (request) => ({ ...request, path: heavyPath(heavyNext++) }) }],
  });
}

async function phase(base: string, heavyRate: number | null | undefined): Promise<Phase> {
  const [shoppers, attacker] = await Promise.all([lightLoad(base), heavyRate === undefined ? null : heavyLoad(base, heavyRate)]);
  return {
    rps: Math.round(shoppers.requests.average),
    p99: shoppers.latency.p99,
    heavyRps: attacker ? Math.round(attacker.requests.average) : 0,
    heavyRefused: attacker ? attacker.non2xx : 0,
  };
}

const rows: Array<{ share: string; phases: Record<string, Phase> }> = [];
// The share off, then as configured (SHARE=…, else the product's default).
for (const share of ['1', process.env.SHARE ?? 'default']) {
  const server = await startProduct(dataDir, share === 'default' ? {} : { SEARCH_PROJECT_SHARE: share });
  // Both indexes built before timing (the first search of a project builds or reads its index).
  for (const path of [lightPaths[0], heavyPath(0)]) await fetch(`${server.base}${path}`);
  const phases = {
    alone: await phase(server.base, undefined),
    [`heavy ${HEAVY_RATE}/s`]: await phase(server.base, HEAVY_RATE),
    'heavy flood': await phase(server.base, null),
  };
  rows.push({ share, phases });
  await stopProduct(server);
}

console.log(
  `Two tenants on one search node: heavy ${HEAVY_OFFERS} offers (broad queries, each computed), light ${LIGHT_OFFERS} offers (${LIGHT_CONNECTIONS} connections of shoppers), ${SECONDS} s per phase; ${os.availableParallelism()} cores, Node ${process.version}, load average ${os
    .loadavg()
    .map((v) => v.toFixed(2))
    .join(', ')}`,
);
console.log('| SEARCH_PROJECT_SHARE | phase | light requests/s | vs alone | light p99 ms | heavy answered/s | heavy refused (429) |');
console.log('| --- | --- | ---: | ---: | ---: | ---: | ---: |');
for (const { share, phases } of rows) {
  const alone = phases.alone as Phase;
  for (const [name, p] of Object.entries(phases)) {
    const answered = Math.max(0, p.heavyRps - Math.round(p.heavyRefused / SECONDS));
    console.log(
      `| ${share === '1' ? '1 (off)' : share === 'default' ? 'default (0.3)' : share} | ${name} | ${p.rps} | ${((p.rps / alone.rps) * 100).toFixed(0)}% | ${p.p99} | ${answered} | ${p.heavyRefused} |`,
    );
  }
}
process.exit(0);
