// Creative image stores (decision 0009): put and get of IMAGES (default 1,000) sample 1200×628
// banners as PNG (about 125 KB on average) through DATA_DIR files and through PostgreSQL
// (creative_images, the store used with DATABASE_URL), in a database made for the run. Gets are
// as the public route does them: etag first, then the bytes; the database store is read by a fresh
// node (empty cache), then with its in-memory cache, then as revalidations (304: no bytes).
// Run: npm run bench:creative-images   (DATABASE_URL=… IMAGES=… CONCURRENCY=…)
import { randomUUID } from 'node:crypto';
import fs from 'node:fs';
import path from 'node:path';
import type { Readable } from 'node:stream';
import sharp from 'sharp';
import {
  type CreativeImageKey,
  type CreativeImageStore,
  databaseCreativeImages,
  fileCreativeImages,
  renderCreative,
  sampleOffer,
  sanitizeTemplate,
  syntheticPhoto,
} from '../../apps/server/src/modules/creative-booster';
import { withBenchDatabase } from '../snapshots/bench-db';

const IMAGES = Number(process.env.IMAGES ?? 1000);
const CONCURRENCY = Number(process.env.CONCURRENCY ?? 4);
const TEMPLATE = path.resolve(import.meta.dirname, '../../apps/server/src/modules/creative-booster/render/fixtures/banner.svg');

// 20 distinct banners (offers and photos differ), cycled over the offers: half with a textured
// studio photo (about 200 KB as PNG), half with a flat product shot (about 46 KB), about 125 KB on
// average, the size of the sample banner.
const template = sanitizeTemplate(fs.readFileSync(TEMPLATE));
const banners: Buffer[] = [];
for (let i = 0; i < 20; i++) {
  const photo =
    i % 2
      ? (await syntheticPhoto(i, 7)).jpeg
      : await sharp({ create: { width: 800, height: 800, channels: 3, background: '#ffffff' } })
          .composite([
            { input: { create: { width: 420, height: 520, channels: 3, background: `hsl(${i * 18}, 70%, 45%)` } }, top: 140, left: 190 },
          ])
          .jpeg({ quality: 85 })
          .toBuffer();
  const offer = sampleOffer({ id: `sku-${i}`, name: `Электрический чайник ${i}`, price: 1990 + i * 100, oldPrice: 2990 + i * 100 });
  banners.push(
    await renderCreative({ template, offer, variables: [], photo, rembg: null, crop: { enabled: false, padding: 0 }, format: 'png' }),
  );
}
const meanKb = banners.reduce((sum, b) => sum + b.length, 0) / banners.length / 1024;

async function drain(body: Buffer | Readable): Promise<number> {
  if (Buffer.isBuffer(body)) return body.length;
  let n = 0;
  for await (const chunk of body) n += (chunk as Buffer).length;
  return n;
}

/** Runs `fn` over 0..IMAGES-1 with CONCURRENCY lanes; returns the wall time in ms. */
async function timed(fn: (i: number) => Promise<unknown>): Promise<number> {
  let next = 0;
  const started = performance.now();
  await Promise.all(
    Array.from({ length: CONCURRENCY }, async () => {
      while (next < IMAGES) await fn(next++);
    }),
  );
  return performance.now() - started;
}

const rows: string[][] = [];
function report(label: string, ms: number, moved = true) {
  const mb = (IMAGES * meanKb) / 1024;
  const rate = moved ? `${(mb / (ms / 1000)).toFixed(0)} MB/s` : '—';
  rows.push([label, `${(ms / 1000).toFixed(2)} s`, `${(ms / IMAGES).toFixed(2)} ms`, rate]);
}

async function measure(name: string, put: CreativeImageStore, fresh: () => CreativeImageStore, keyOf: (i: number) => CreativeImageKey) {
  report(`${name}: put`, await timed((i) => put.put(keyOf(i), banners[i % banners.length] as Buffer)));
  const reader = fresh();
  report(
    `${name}: get (fresh node)`,
    await timed(async (i) => drain(await ((await reader.get(keyOf(i))) as { body: () => Promise<Buffer | Readable> }).body())),
  );
  if (put.kind === 'database') {
    // Only what fits the 32 MB cache is cached: read the first 200 (26 MB) five times over.
    const hot = await timed(async (i) =>
      drain(await ((await reader.get(keyOf(i % 200))) as { body: () => Promise<Buffer | Readable> }).body()),
    );
    report(`${name}: get, cached bytes`, hot);
  }
  report(`${name}: revalidation (etag only, 304)`, await timed(async (i) => (await reader.get(keyOf(i)))?.etag), false);
}

await withBenchDatabase('images', async (db, _url, tmp) => {
  const owner = randomUUID();
  const uuid = randomUUID();
  const templateId = randomUUID();
  await db.query(`insert into users (id, email, password_hash, name) values ($1, 'bench@example.com', 'x', 'bench')`, [owner]);
  await db.query(
    `insert into sources (uuid, owner_id, name, site_url, feed_format) values ($1, $2, 'bench', 'https://shop.example', 'YML')`,
    [uuid, owner],
  );
  await db.query(
    `insert into creative_templates (id, source_uuid, name, svg, hash, width, height) values ($1, $2, 'banner', '<svg/>', 'h', 1200, 628)`,
    [templateId, uuid],
  );
  const keyOf = (i: number): CreativeImageKey => ({ uuid, templateId, offerId: `sku-${i}`, format: 'png' });
  const dir = path.join(tmp, 'data');
  await measure('DATA_DIR files', fileCreativeImages(dir), () => fileCreativeImages(dir), keyOf);
  await measure('PostgreSQL creative_images', databaseCreativeImages(db), () => databaseCreativeImages(db), keyOf);
  const [size] = await db.query<{ bytes: string }>(`select pg_total_relation_size('creative_images')::bigint as bytes`);
  console.log(`${IMAGES} PNG banners of ${meanKb.toFixed(0)} KB on average, ${CONCURRENCY} at a time`);
  console.log('| operation | total | per image | throughput |\n| --- | ---: | ---: | ---: |');
  for (const row of rows) console.log(`| ${row.join(' | ')} |`);
  console.log(`creative_images on disk: ${(Number(size?.bytes ?? 0) / 1024 / 1024).toFixed(1)} MiB`);
});
