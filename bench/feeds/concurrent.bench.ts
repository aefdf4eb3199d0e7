// Feed loads at once in one worker process: peak memory and time for 1, 2, 3… loads in parallel,
// as the worker runs them with FEED_LOAD_CONCURRENCY (decision 0021 sets the default from this).
// Each concurrency runs in a fresh child process, so one run's heap does not inflate the next.
// Workloads: WORKLOAD=real loads every feed in ../shared/data/feeds (yml/ and csv/, read in place,
// never copied; skipped with a notice when absent), WORKLOAD=synthetic loads FEEDS feeds of SIZE
// offers (default 4 × 100,000, the bench feed of load.bench.ts).
// Run: DATABASE_URL=postgres://… npm run bench:feeds-concurrent   (CONCURRENCY=1,2,3,4 WORKLOAD=real,synthetic)

import { execFileSync } from 'node:child_process';
import { randomUUID } from 'node:crypto';
import fs from 'node:fs';
import http from 'node:http';
import type { AddressInfo } from 'node:net';
import os from 'node:os';
import path from 'node:path';
import pino from 'pino';
import { snapshotStoreFor } from '../../apps/server/src/catalog';
import { type Db, openDatabase } from '../../apps/server/src/db/database';
import { migrate } from '../../apps/server/src/db/migrate';
import { loadFeed } from '../../apps/server/src/modules/feeds';

const REAL_FEEDS = path.resolve(import.meta.dirname, '../../../shared/data/feeds');
const mb = (bytes: number) => Math.round(bytes / 1024 / 1024);

interface Feed {
  name: string;
  file: string;
  format: 'YML' | 'CSV';
}

function realFeeds(): Feed[] {
  return ['yml', 'csv'].flatMap((folder) =>
    fs
      .readdirSync(path.join(REAL_FEEDS, folder))
      .sort()
      .map((name) => ({ name, file: path.join(REAL_FEEDS, folder, name), format: folder === 'csv' ? ('CSV' as const) : ('YML' as const) })),
  );
}

/** The bench feed of load.bench.ts in miniature: every offer distinct, about 500 bytes each. */
async function syntheticFeed(dir: string, index: number, offers: number): Promise<Feed> {
  const file = path.join(dir, `synthetic-${index}.xml`);
  const out = fs.createWriteStream(file);
  const write = (text: string) => (out.write(text) ? Promise.resolve() : new Promise((resolve) => out.once('drain', resolve)));
  await write('<?xml version="1.0" encoding="UTF-8"?><yml_catalog><shop><categories>');
  for (let c = 1; c <= 200; c++) await write(`<category id="${c}">Категория ${c}</category>`);
  await write('</categories><offers>\n');
  for (let i = 0; i < offers; i++) {
    await write(
      `<offer id="f${index}o${i}" available="true"><name>Чайник электрический Bosch модель ${i}</name><url>https://shop.example/p/${i}</url>` +
        `<price>${100 + (i % 5000)}</price><categoryId>${(i % 200) + 1}</categoryId><picture>https://shop.example/i/${i}.jpg</picture>` +
        `<vendor>Bosch</vendor><vendorCode>VC${index}-${i}</vendorCode><description>Стеклянный корпус, описание товара ${i}</description>` +
        `<param name="Цвет">${i % 2 ? 'красный' : 'синий'}</param></offer>\n`,
    );
  }
  await write('</offers></shop></yml_catalog>\n');
  await new Promise((resolve) => out.end(resolve));
  return { name: `synthetic ${offers / 1000}k #${index}`, file, format: 'YML' };
}

async function createSource(db: Db, feed: Feed, url: string): Promise<string> {
  const userId = randomUUID();
  const uuid = randomUUID();
  await db.query(`insert into users (id, email, name, password_hash) values ($1, $2, 'Bench', 'x')`, [userId, `${userId}@bench.local`]);
  await db.query(
    `insert into sources (uuid, owner_id, name, site_url, feed_format, feed_urls, fields)
     values ($1, $2, 'Bench', 'https://shop.example', $3, $4::jsonb, '{"offersLimit": 1000000000}'::jsonb)`,
    [uuid, userId, feed.format, JSON.stringify([url])],
  );
  return uuid;
}

/** One child: loads every feed, `concurrency` at a time, and prints its figures as JSON. */
async function child(concurrency: number, workload: string) {
  const tmp = fs.mkdtempSync(path.join(os.tmpdir(), 'vitrina-concurrent-'));
  const feeds =
    workload === 'real'
      ? realFeeds()
      : await Promise.all(
          Array.from({ length: Number(process.env.FEEDS ?? 4) }, (_, i) => syntheticFeed(tmp, i, Number(process.env.SIZE ?? 100_000))),
        );
  const server = http.createServer((request, response) => {
    const feed = feeds[Number((request.url ?? '/').slice(1))];
    if (!feed) return response.writeHead(404).end();
    response.writeHead(200);
    fs.createReadStream(feed.file).pipe(response);
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const base = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
  const db = await openDatabase({ databaseUrl: process.env.DATABASE_URL || null, dataDir: path.join(tmp, 'db') });
  await migrate(db);
  const sources = await Promise.all(feeds.map((feed, i) => createSource(db, feed, `${base}/${i}`)));
  const deps = {
    db,
    log: pino({ level: 'silent' }),
    fetchOptions: { allowPrivate: true },
    snapshots: snapshotStoreFor(db, tmp, 'auto'),
    spillDir: path.join(tmp, 'spill'),
  };
  global.gc?.();
  const before = process.memoryUsage().rss;
  let peak = before;
  const sampler = setInterval(() => (peak = Math.max(peak, process.memoryUsage().rss)), 25);
  const started = performance.now();
  const queue = [...sources];
  await Promise.all(
    Array.from({ length: concurrency }, async () => {
      for (let uuid = queue.shift(); uuid; uuid = queue.shift()) await loadFeed(deps, uuid, new AbortController().signal);
    }),
  );
  const seconds = (performance.now() - started) / 1000;
  clearInterval(sampler);
  const [counts] = await db.query<{ ok: number; offers: number }>(
    `select count(*) filter (where source_status = 'success')::int as ok, coalesce(sum(offers_count), 0)::int as offers from sources`,
  );
  for (const uuid of sources) await db.query('delete from sources where uuid = $1', [uuid]);
  await db.close();
  server.close();
  fs.rmSync(tmp, { recursive: true, force: true });
  console.log(
    JSON.stringify({
      workload,
      concurrency,
      loads: feeds.length,
      'loaded ok': counts?.ok ?? 0,
      offers: counts?.offers ?? 0,
      'wall s': seconds.toFixed(1),
      'RSS before MB': mb(before),
      'peak RSS MB': mb(peak),
      'added by the loads MB': mb(peak - before),
      'maxRSS MB': Math.round(process.resourceUsage().maxRSS / 1024),
    }),
  );
}

if (process.argv[2] === '--child') {
  await child(Number(process.argv[3]), String(process.argv[4]));
} else {
  const workloads = (process.env.WORKLOAD ?? 'real,synthetic').split(',');
  if (workloads.includes('real') && !fs.existsSync(REAL_FEEDS)) {
    console.log(`No real feeds at ${REAL_FEEDS}: the real workload is skipped.`);
    workloads.splice(workloads.indexOf('real'), 1);
  }
  const rows = [];
  for (const workload of workloads) {
    for (const concurrency of (process.env.CONCURRENCY ?? '1,2,3,4').split(',').map(Number)) {
      const output = execFileSync(
        process.execPath,
        ['--expose-gc', '--import', 'tsx', import.meta.filename, '--child', String(concurrency), workload],
        { encoding: 'utf8', env: process.env, maxBuffer: 16 * 1024 * 1024 },
      );
      rows.push(JSON.parse(output.trim().split('\n').at(-1) ?? '{}'));
    }
  }
  console.log(
    `Feed loads at once in one process on ${process.env.DATABASE_URL ? 'PostgreSQL' : 'PGlite'} (${os.cpus().length} cores, Node ${process.version})`,
  );
  console.table(rows);
}
