// Shopper simulator on the Home Depot development set: does search learn from shoppers?
// Two projects on one search node (npm start's server app, embedded database), the same catalog:
// - "learned": our learned ranking (learning on, default strength);
// - "click count": learning off, the peer to beat — a naive re-ranker (in this process) that orders the
//   API's first 48 by how often shoppers clicked each for the query, the API's order breaking ties.
// Simulated shoppers search through the public API, look at results top-down (rank i with probability
// 1/i^0.6), click what they look at with probability 0.05 / 0.2 / 0.5 / 0.85 for unjudged / judged
// relevance 1 / 2 / 3, stop after a click half the time, and put some best-judged offers in the cart and
// buy them; events go to the public events API exactly as the widget and tracker send them, each
// shopper from an address of its own. NDCG@10 of a fresh visitor, per world, before and after 5, 10
// and 20 sessions per query. Run: npm run bench:simulator   (QUERIES=500 by default, every k-th judged query)
import { randomUUID } from 'node:crypto';
import fs from 'node:fs';
import type { AddressInfo } from 'node:net';
import os from 'node:os';
import pino from 'pino';
import { createSearchApp } from '../../apps/server/src/app';
import { insertOffers, swapCatalog } from '../../apps/server/src/catalog';
import { readConfig } from '../../apps/server/src/config';
import { inflateOffer } from '../../packages/feeds/src/index';
import { benchDeps } from '../support/bench-deps';
import { benchProject } from '../support/bench-project';
import { readHomeDepot } from '../support/homedepot';

const QUERIES = Number(process.env.QUERIES ?? 500);
const CHECKPOINTS = [5, 10, 20];
const CONCURRENCY = Number(process.env.CONCURRENCY ?? 12);
const REFRESH_MS = 1000;
const CLICK = [0.05, 0.2, 0.5, 0.85];
const SHOWN = 24;
const PEER_DEPTH = 48;

const set = readHomeDepot('shopper simulator');
if (!set) process.exit(0);

let seed = 42;
const random = () => {
  seed = (seed * 48271) % 2147483647;
  return seed / 2147483647;
};

// Every k-th judged query: a fixed sample spread over the set.
const step = Math.max(1, Math.floor(set.judged.length / QUERIES));
const queries = set.judged.filter((_, i) => i % step === 0).slice(0, QUERIES);

const { db, dataDir, uuid: learnedProject } = await benchProject('simulator');
const peerProject = randomUUID();
await db.query(
  `insert into sources (uuid, owner_id, name, site_url, feed_format, settings)
   select $1, owner_id, 'Click count', site_url, feed_format, '{"learningEnabled": false}'::jsonb from sources where uuid = $2`,
  [peerProject, learnedProject],
);
if (process.env.STRENGTH)
  await db.query(`update sources set settings = jsonb_build_object('learningStrength', $2::int) where uuid = $1`, [
    learnedProject,
    Number(process.env.STRENGTH),
  ]);
// Every other field empty, as a feed that gives only these leaves it.
const offers = set.products.map(({ id, title }) =>
  inflateOffer({ id, name: title, url: `https://shop.example/p/${id}`, price: 10, currencyId: 'USD' }),
);
for (const project of [learnedProject, peerProject]) {
  for (let start = 0; start < offers.length; start += 2000) await insertOffers(db, project, 1, offers.slice(start, start + 2000));
  await swapCatalog(db, project, 1, offers.length);
}

const config = readConfig({
  DATA_DIR: dataDir,
  CONSOLE_DIR: '/nonexistent',
  RATE_LIMIT_ADDRESS_PER_MINUTE: '0',
  RATE_LIMIT_PROJECT_PER_MINUTE: '0',
  LEARNING_REFRESH_MS: String(REFRESH_MS),
  // Each simulated shopper names its own address, as a proxy on this machine would.
  TRUST_PROXY: 'loopback',
});
const app = await createSearchApp(benchDeps({ config, db, log: pino({ level: 'warn' }) }));
await app.listen({ host: '127.0.0.1', port: 0 });
const base = `http://127.0.0.1:${(app.server.address() as AddressInfo).port}`;

let address = 0;
/** A shopper of its own: user id and client address (the server trusts X-Forwarded-For from its proxy). */
function shopper() {
  address++;
  return { userId: `sim-${address}`, ip: `10.${(address >> 16) & 255}.${(address >> 8) & 255}.${address & 255}` };
}

async function searchIds(project: string, query: string, limit: number, who?: { userId: string; ip: string }): Promise<string[]> {
  const params = new URLSearchParams({ query, limit: String(limit), ...(who ? { userId: who.userId } : {}) });
  const response = await fetch(`${base}/api/${project}/search?${params}`, { headers: who ? { 'x-forwarded-for': who.ip } : {} });
  if (!response.ok) throw new Error(`search ${response.status}: ${await response.text()}`);
  const body = (await response.json()) as { offers: Array<{ id: string }> };
  return body.offers.map((offer) => offer.id);
}

async function sendEvents(project: string, ip: string, events: object[]): Promise<void> {
  for (;;) {
    const response = await fetch(`${base}/api/${project}/events`, {
      method: 'POST',
      headers: { 'content-type': 'application/json', 'x-forwarded-for': ip },
      body: JSON.stringify({ events }),
    });
    if (response.status === 429) {
      await new Promise((resolve) => setTimeout(resolve, 1000));
      continue;
    }
    if (!response.ok) throw new Error(`events ${response.status}: ${await response.text()}`);
    return;
  }
}

/** Click counts per query for the peer (query text → offer id → clicks). */
const peerClicks = new Map<string, Map<string, number>>();

/** What the peer shows: the API's first 48 reordered by clicks for the query, then the API's order. */
async function peerPage(query: string, who?: { userId: string; ip: string }): Promise<string[]> {
  const ids = await searchIds(peerProject, query, PEER_DEPTH, who);
  const clicks = peerClicks.get(query);
  if (!clicks) return ids.slice(0, SHOWN);
  return ids
    .map((id, rank) => ({ id, rank, clicks: clicks.get(id) ?? 0 }))
    .sort((a, b) => b.clicks - a.clicks || a.rank - b.rank)
    .map((entry) => entry.id)
    .slice(0, SHOWN);
}

const level = (qid: string, id: string) => {
  const gain = set.gains.get(qid)?.get(id);
  return gain === undefined ? 0 : Math.min(3, 1 + Math.round(gain));
};

/** One shopper's session for one query in one world. */
async function session(world: 'learned' | 'peer', qid: string, query: string): Promise<void> {
  const who = shopper();
  const project = world === 'learned' ? learnedProject : peerProject;
  const page = world === 'learned' ? await searchIds(project, query, SHOWN, who) : await peerPage(query, who);
  const events: object[] = [];
  for (let i = 0; i < page.length; i++) {
    if (random() >= 1 / (i + 1) ** 0.6) continue;
    const id = page[i] as string;
    const relevance = level(qid, id);
    if (random() >= (CLICK[relevance] as number)) continue;
    events.push({ type: 'click', userId: who.userId, offerId: id, query, url: `https://shop.example/p/${id}` });
    if (world === 'peer') {
      const clicks = peerClicks.get(query) ?? new Map<string, number>();
      clicks.set(id, (clicks.get(id) ?? 0) + 1);
      peerClicks.set(query, clicks);
    }
    if (relevance === 3 && random() < 0.3) {
      events.push({ type: 'cart', userId: who.userId, offerId: id, query, quantity: 1, price: 10 });
      if (random() < 0.5)
        events.push({ type: 'purchase', userId: who.userId, offerId: id, orderId: `o-${who.userId}`, quantity: 1, price: 10 });
    }
    if (random() < 0.5) break;
  }
  if (events.length > 0) await sendEvents(project, who.ip, events);
}

async function inParallel<T>(items: readonly T[], run: (item: T) => Promise<void>): Promise<void> {
  let next = 0;
  await Promise.all(
    Array.from({ length: CONCURRENCY }, async () => {
      while (next < items.length) await run(items[next++] as T);
    }),
  );
}

async function freshVisitorNdcg(world: 'learned' | 'peer'): Promise<number> {
  let total = 0;
  await inParallel(queries, async ([qid, query]) => {
    const page = world === 'learned' ? await searchIds(learnedProject, query, 10) : await peerPage(query);
    total += set.ndcg(qid, page);
  });
  return total / queries.length;
}

console.log(
  `load average ${os
    .loadavg()
    .map((v) => v.toFixed(2))
    .join(', ')} on ${os.availableParallelism()} cores; ${queries.length} Home Depot queries, ${offers.length} products`,
);
// Both indexes built and the learned project's first load done before the cold measure.
await searchIds(learnedProject, 'warm up', 1, shopper());
await searchIds(peerProject, 'warm up', 1);
await new Promise((resolve) => setTimeout(resolve, 2 * REFRESH_MS));
const rows: Array<{ sessions: number; learned: number; peer: number; seconds: number }> = [];
rows.push({ sessions: 0, learned: await freshVisitorNdcg('learned'), peer: await freshVisitorNdcg('peer'), seconds: 0 });
let done = 0;
for (const checkpoint of CHECKPOINTS) {
  const started = performance.now();
  for (; done < checkpoint; done++) {
    await inParallel(queries, ([qid, query]) => session('learned', qid, query));
    await inParallel(queries, ([qid, query]) => session('peer', qid, query));
  }
  // Impressions are written within a second and learned within a refresh: wait for both, as a shopper would.
  await new Promise((resolve) => setTimeout(resolve, 3 * REFRESH_MS + 2000));
  rows.push({
    sessions: checkpoint,
    learned: await freshVisitorNdcg('learned'),
    peer: await freshVisitorNdcg('peer'),
    seconds: (performance.now() - started) / 1000,
  });
}

const cold = rows[0] as (typeof rows)[number];
const gain = (value: number, from: number) => `${value >= from ? '+' : ''}${(((value - from) / from) * 100).toFixed(1)}%`;
console.log('| sessions per query | learned ranking NDCG@10 | vs cold | click-count re-ranker NDCG@10 | vs cold | s |');
console.log('| ---: | ---: | ---: | ---: | ---: | ---: |');
for (const row of rows)
  console.log(
    `| ${row.sessions} | ${row.learned.toFixed(4)} | ${gain(row.learned, cold.learned)} | ${row.peer.toFixed(4)} | ${gain(row.peer, cold.peer)} | ${row.seconds.toFixed(0)} |`,
  );
await app.close();
await db.close();
fs.rmSync(dataDir, { recursive: true, force: true });
