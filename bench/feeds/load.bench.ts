// Whole feed load, end to end as the worker does it: HTTP fetch, streaming parse, indexing rules,
// batched store into the embedded database (or DATABASE_URL), search index built from the loaded
// offers and written as a snapshot, swap; then search taking the snapshot up. Prints time,
// offers/s and peak RSS for 100k and 500k offers in YML and CSV.
// Run: npm run bench:feeds   (SIZES=100000 FORMATS=YML to narrow it; GC_AT_STAGES=1 for live memory at each stage's end;
// SNAPSHOT_STORE=files|database as the server takes it, default: database on DATABASE_URL, files on PGlite)

import { randomUUID } from 'node:crypto';
import fs from 'node:fs';
import http from 'node:http';
import type { AddressInfo } from 'node:net';
import os from 'node:os';
import path from 'node:path';
import pino from 'pino';
import { type StoreMode, snapshotStoreFor } from '../../apps/server/src/catalog';
import { type Db, openDatabase } from '../../apps/server/src/db/database';
import { migrate } from '../../apps/server/src/db/migrate';
import { loadFeed } from '../../apps/server/src/modules/feeds';

const SIZES = (process.env.SIZES ?? '100000,500000').split(',').map(Number);
const FORMATS = (process.env.FORMATS ?? 'YML,CSV').split(',') as Array<'YML' | 'CSV'>;
const tmp = fs.mkdtempSync(path.join(os.tmpdir(), 'vitrina-bench-'));
const escapeXml = (text: string) => text.replace(/&/g, '&amp;').replace(/</g, '&lt;');
const WORDS = ['Чайник', 'электрический', 'Bosch', 'стеклянный', 'Smartphone', 'Galaxy', 'кроссовки', 'Nike', 'рюкзак', 'туристический'];

/** Writes the feed to a file piece by piece, so even 500k offers never sit in one string. */
async function writeFeed(format: 'YML' | 'CSV', offers: number): Promise<string> {
  const file = path.join(tmp, `feed-${offers}.${format.toLowerCase()}`);
  const out = fs.createWriteStream(file);
  const write = (text: string) => (out.write(text) ? Promise.resolve() : new Promise((resolve) => out.once('drain', resolve)));
  if (format === 'YML') {
    await write('<?xml version="1.0" encoding="UTF-8"?><yml_catalog><shop><name>Bench</name><categories>');
    for (let c = 1; c <= 200; c++)
      await write(`<category id="${c}"${c > 20 ? ` parentId="${(c % 20) + 1}"` : ''}>Категория ${c}</category>`);
    await write('</categories><offers>\n');
  } else {
    await write('id;name;vendor;price;oldPrice;categoryId;url;picture;description;available;Цвет\n');
  }
  for (let i = 0; i < offers; i++) {
    const w = (k: number) => WORDS[(i * 7 + k * 3) % WORDS.length];
    const name = `${w(0)} ${w(1)} ${w(2)} модель ${i}`;
    const description = `${w(3)} ${w(4)} — описание товара ${i}, ${w(5)} ${w(6)}`;
    if (format === 'YML') {
      await write(
        `<offer id="o${i}" available="${i % 9 ? 'true' : 'false'}"><name>${escapeXml(name)}</name><url>https://shop.example/p/${i}</url><price>${100 + (i % 5000)}</price>` +
          `<categoryId>${(i % 200) + 1}</categoryId><picture>https://shop.example/i/${i}.jpg</picture><vendor>${w(2)}</vendor><vendorCode>VC${i}</vendorCode>` +
          `<description>${escapeXml(description)}</description><param name="Цвет">${i % 2 ? 'красный' : 'синий'}</param><param name="Вес" unit="кг">${i % 7}</param></offer>\n`,
      );
    } else {
      await write(
        `o${i};${name};${w(2)};${100 + (i % 5000)};;${(i % 200) + 1};https://shop.example/p/${i};https://shop.example/i/${i}.jpg;${description};${i % 9 ? 'true' : 'false'};${i % 2 ? 'красный' : 'синий'}\n`,
      );
    }
  }
  if (format === 'YML') await write('</offers></shop></yml_catalog>\n');
  await new Promise((resolve) => out.end(resolve));
  return file;
}

async function serve(file: string): Promise<{ url: string; close: () => void }> {
  const server = http.createServer((_request, response) => {
    response.writeHead(200);
    fs.createReadStream(file).pipe(response);
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  return { url: `http://127.0.0.1:${(server.address() as AddressInfo).port}/feed`, close: () => server.close() };
}

async function createSource(db: Db, format: 'YML' | 'CSV', url: string): Promise<string> {
  const userId = randomUUID();
  const uuid = randomUUID();
  await db.query(`insert into users (id, email, name, password_hash) values ($1, $2, 'Bench', 'x')`, [userId, `${userId}@bench.local`]);
  await db.query(
    `insert into sources (uuid, owner_id, name, site_url, feed_format, feed_urls) values ($1, $2, 'Bench', 'https://shop.example', $3, $4::jsonb)`,
    [uuid, userId, format, JSON.stringify([url])],
  );
  // A plan that takes the whole feed: a project without one gets the trial's limit (100k offers).
  await db.query(`update sources set fields = fields || '{"offersLimit": 1000000000}'::jsonb where uuid = $1`, [uuid]);
  return uuid;
}

const db = await openDatabase({ databaseUrl: process.env.DATABASE_URL || null, dataDir: path.join(tmp, 'db') });
await migrate(db);
const rows: Array<Record<string, string | number>> = [];
/** Per stage of each load: wall and CPU time, the peak RSS sampled during it, RSS and heap as it ends. */
const stageRows: Array<Record<string, string | number>> = [];
const mb = (bytes: number) => Math.round(bytes / 1024 / 1024);
for (const offers of SIZES) {
  for (const format of FORMATS) {
    const file = await writeFeed(format, offers);
    const megabytes = fs.statSync(file).size / 1024 / 1024;
    const feed = await serve(file);
    const uuid = await createSource(db, format, feed.url);
    global.gc?.();
    let peak = process.memoryUsage().rss;
    const sampler = setInterval(() => (peak = Math.max(peak, process.memoryUsage().rss)), 50);
    const started = performance.now();
    // CPU time of this process: on a shared, loaded machine it says more than the wall clock
    // (the load runs on one thread; with PGlite the database is in this process too).
    const cpuBefore = process.cpuUsage();
    const rssBefore = process.memoryUsage().rss;
    let stageStart = { at: started, cpu: process.cpuUsage(), peak: rssBefore };
    const onStage = (stage: string) => {
      const sampled = process.memoryUsage().rss;
      peak = Math.max(peak, sampled);
      // GC_AT_STAGES=1: the figures at a stage's end count live memory only (the peak is taken before).
      if (process.env.GC_AT_STAGES) global.gc?.();
      const memory = process.memoryUsage();
      const cpuSpent = process.cpuUsage(stageStart.cpu);
      const stagePeak = Math.max(stageStart.peak, peak, memory.rss);
      loadPeak = Math.max(loadPeak, stagePeak);
      stageRows.push({
        feed: `${format} ${offers / 1000}k`,
        stage,
        's (wall)': ((performance.now() - stageStart.at) / 1000).toFixed(1),
        'CPU s': ((cpuSpent.user + cpuSpent.system) / 1e6).toFixed(1),
        'peak RSS MB': mb(stagePeak),
        'RSS at end MB': mb(memory.rss),
        'heap MB': mb(memory.heapUsed),
        'array buffers MB': mb(memory.arrayBuffers),
      });
      // The sampler's peak restarts from here, so the next stage gets its own.
      peak = memory.rss;
      stageStart = { at: performance.now(), cpu: process.cpuUsage(), peak: memory.rss };
    };
    stageRows.push({ feed: `${format} ${offers / 1000}k`, stage: 'before', 'RSS at end MB': mb(rssBefore) });
    let loadPeak = rssBefore;
    const trackPeak = setInterval(() => (loadPeak = Math.max(loadPeak, peak)), 50);
    // The deployment's store, as the worker picks it: PostgreSQL writes snapshots into the database.
    const snapshots = snapshotStoreFor(db, tmp, (process.env.SNAPSHOT_STORE as StoreMode | undefined) ?? 'auto');
    await loadFeed(
      { db, log: pino({ level: 'warn' }), fetchOptions: { allowPrivate: true }, snapshots, spillDir: path.join(tmp, 'spill'), onStage },
      uuid,
      new AbortController().signal,
    );
    const loaded = performance.now();
    clearInterval(trackPeak);
    loadPeak = Math.max(loadPeak, peak);
    let takeUpPeak = peak;
    // Search takes the new catalog up from the snapshot the load wrote (as the registry does).
    const [live] = await db.query<{ catalog_version: number }>('select catalog_version from sources where uuid = $1', [uuid]);
    const index = await snapshots.read(uuid, live?.catalog_version ?? 0);
    const seconds = (performance.now() - started) / 1000;
    const cpu = process.cpuUsage(cpuBefore);
    clearInterval(sampler);
    takeUpPeak = Math.max(takeUpPeak, peak, process.memoryUsage().rss);
    stageRows.push({
      feed: `${format} ${offers / 1000}k`,
      stage: 'take-up (search reads the snapshot)',
      's (wall)': ((performance.now() - loaded) / 1000).toFixed(1),
      'peak RSS MB': mb(takeUpPeak),
    });
    feed.close();
    const [row] = await db.query<{ offers_count: number; source_status: string }>(
      'select offers_count, source_status from sources where uuid = $1',
      [uuid],
    );
    rows.push({
      feed: `${format} ${offers / 1000}k`,
      MB: megabytes.toFixed(1),
      status: row?.error ? `${row.source_status}: ${row.error}` : (row?.source_status ?? '?'),
      stored: row?.offers_count ?? 0,
      'load s': ((loaded - started) / 1000).toFixed(1),
      'take-up s': (seconds - (loaded - started) / 1000).toFixed(1),
      'total s': seconds.toFixed(1),
      'CPU s': ((cpu.user + cpu.system) / 1e6).toFixed(1),
      indexed: index?.size ?? 0,
      'offers/s': Math.round(offers / seconds),
      'MB/s': (megabytes / seconds).toFixed(1),
      'load peak RSS MB': mb(loadPeak),
      'peak RSS MB': mb(Math.max(loadPeak, takeUpPeak)),
    });
    await db.query('delete from sources where uuid = $1', [uuid]);
    fs.rmSync(file);
  }
}
console.log(
  `Feed load end to end on ${db.kind}, snapshots in ${snapshotStoreFor(db, tmp, (process.env.SNAPSHOT_STORE as StoreMode | undefined) ?? 'auto').kind} (${os.cpus().length} cores, Node ${process.version})`,
);
console.table(rows);
console.log('By stage (read: fetch, parse, rules, store and the streamed index; index: its finish and the snapshot written):');
console.table(stageRows);
// The kernel's own high-water mark of the whole process (the sampler above looks every 50 ms).
console.log(`maxRSS of the process: ${Math.round(process.resourceUsage().maxRSS / 1024)} MB`);
await db.close();
fs.rmSync(tmp, { recursive: true, force: true });
