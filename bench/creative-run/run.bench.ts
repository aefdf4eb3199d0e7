// A creative generation beside the search API in one process (role "all", the worst case): a
// 1,000-offer project in the embedded database, the sample 1200×628 banner, product photos from a
// loopback server. Search latency one request at a time is measured idle and during the run,
// with the event loop's delay; then the run's creatives/s, a rerun with preserveHash, peak RSS.
// Run: npm run bench:creative-run   (OFFERS=… REMBG=1 to change it)

import { createHash } from 'node:crypto';
import fs from 'node:fs';
import http from 'node:http';
import type { AddressInfo } from 'node:net';
import os from 'node:os';
import path from 'node:path';
import { monitorEventLoopDelay } from 'node:perf_hooks';
import { creativeRuleSchema } from '@vitrina/contracts';
import pino from 'pino';
import sharp from 'sharp';
import { createSearchApp } from '../../apps/server/src/app';
import { readConfig } from '../../apps/server/src/config';
import { photoFetcher, runGeneration, sanitizeTemplate } from '../../apps/server/src/modules/creative-booster';
import * as store from '../../apps/server/src/modules/creative-booster/store';
import type { FeedOffer } from '../../packages/feeds/src/index';
import { generateCatalog, generateQueries } from '../engine/catalog';
import { benchDeps } from '../support/bench-deps';
import { benchCatalogProject } from '../support/catalog-project';

const OFFERS = Number(process.env.OFFERS ?? 1000);
const REMBG = process.env.REMBG === '1';
const TEMPLATE = path.resolve(import.meta.dirname, '../../apps/server/src/modules/creative-booster/render/fixtures/banner.svg');

// Product photos: 20 coloured products on white, 800×800 like a shop's card photo.
const photos = await Promise.all(
  Array.from({ length: 20 }, (_, i) =>
    sharp({ create: { width: 800, height: 800, channels: 3, background: '#ffffff' } })
      .composite([
        { input: { create: { width: 420, height: 520, channels: 3, background: `hsl(${i * 18}, 70%, 45%)` } }, top: 140, left: 190 },
      ])
      .jpeg({ quality: 85 })
      .toBuffer(),
  ),
);
const photoServer = http.createServer((request, response) => {
  const index = Number(/\/(\d+)\.jpg$/.exec(request.url ?? '')?.[1] ?? -1);
  const photo = photos[index];
  if (!photo) return void response.writeHead(404).end();
  response.writeHead(200, { 'content-type': 'image/jpeg' }).end(photo);
});
await new Promise<void>((resolve) => photoServer.listen(0, '127.0.0.1', resolve));
const photoBase = `http://127.0.0.1:${(photoServer.address() as AddressInfo).port}`;

const catalog = generateCatalog(OFFERS);
const offers = (catalog.offers as unknown as FeedOffer[]).map((offer, i) => ({ ...offer, pictures: [`${photoBase}/${i % 20}.jpg`] }));
const { db, dataDir, uuid } = await benchCatalogProject('creative-run', catalog, offers);

const sanitized = sanitizeTemplate(fs.readFileSync(TEMPLATE));
const template = await store.insertTemplate(db, uuid, {
  name: 'banner',
  svg: sanitized.svg,
  hash: createHash('sha256').update(sanitized.svg).digest('hex'),
  width: sanitized.width,
  height: sanitized.height,
  variables: sanitized.variables,
});
const rule = creativeRuleSchema.parse({ templateId: template.id, name: 'Banner', limits: {}, rembg: { enabled: REMBG } });
await store.replaceRules(db, uuid, [rule]);

const log = pino({ level: 'warn' });
const config = readConfig({
  DATA_DIR: dataDir,
  CONSOLE_DIR: '/nonexistent',
  RATE_LIMIT_ADDRESS_PER_MINUTE: '0',
  RATE_LIMIT_PROJECT_PER_MINUTE: '0',
});
const deps = benchDeps({
  config,
  db,
  log,
});
const app = await createSearchApp(deps);
await app.listen({ host: '127.0.0.1', port: 0 });
const base = `http://127.0.0.1:${(app.server.address() as AddressInfo).port}`;
await fetch(`${base}/api/${uuid}/search?query=x`);
const queries = generateQueries(catalog, 2000).map((q) => encodeURIComponent(q.text));

let peakRss = 0;
const rssTimer = setInterval(() => {
  peakRss = Math.max(peakRss, process.memoryUsage().rss);
}, 50);

/** Sequential searches until `until` resolves (or `count` done); latency percentiles and loop delay. */
async function searchWhile(until: Promise<unknown> | null, count: number) {
  const delay = monitorEventLoopDelay({ resolution: 5 });
  delay.enable();
  const times: number[] = [];
  let finished = false;
  void until?.then(() => {
    finished = true;
  });
  for (let i = 0; until ? !finished : i < count; i++) {
    const started = performance.now();
    await (await fetch(`${base}/api/${uuid}/search?query=${queries[i % queries.length]}&limit=24`)).arrayBuffer();
    times.push(performance.now() - started);
  }
  delay.disable();
  times.sort((a, b) => a - b);
  const at = (q: number) => times[Math.min(times.length - 1, Math.floor(q * times.length))]?.toFixed(2);
  return `${times.length} searches: p50 ${at(0.5)} ms, p99 ${at(0.99)} ms; event loop delay p99 ${(delay.percentile(99) / 1e6).toFixed(1)} ms`;
}

async function generate(preserveHash: boolean) {
  await store.updateGenerator(db, uuid, { enabled: true, active: true, preserve_hash: preserveHash });
  const started = performance.now();
  await runGeneration({ db, log, dataDir, fetchPhoto: photoFetcher(true) }, uuid, new AbortController().signal);
  return (performance.now() - started) / 1000;
}

console.log(
  `creative run bench: ${OFFERS} offers, banner ${sanitized.width}×${sanitized.height}, background removal ${REMBG ? 'on' : 'off'}, ${os.cpus().length} CPUs`,
);
// Every query once first: idle and during the run then measure the same (cached) answers, so the
// difference is the event loop's availability, which is what a generation could take away.
await searchWhile(null, queries.length);
console.log(`search idle:        ${await searchWhile(null, queries.length)}`);
console.log(`RSS before the run ${(process.memoryUsage().rss / 1024 / 1024).toFixed(0)} MB`);
let seconds = 0;
const run = generate(false).then((s) => {
  seconds = s;
});
console.log(`search during run:  ${await searchWhile(run, 0)}`);
const state = await store.readGenerator(db, uuid);
console.log(
  `first run:  ${state.done} creatives in ${seconds.toFixed(1)} s = ${(state.done / seconds).toFixed(1)} creatives/s (state ${state.state})`,
);
const rerun = await generate(true);
console.log(`rerun with preserveHash, nothing changed: ${rerun.toFixed(2)} s = ${(OFFERS / rerun).toFixed(0)} offers/s checked`);
clearInterval(rssTimer);
console.log(`peak RSS ${(peakRss / 1024 / 1024).toFixed(0)} MB`);

await app.close();
photoServer.close();
await db.close();
fs.rmSync(dataDir, { recursive: true, force: true });
