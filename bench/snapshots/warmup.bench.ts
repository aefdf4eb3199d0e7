// Time to ready of a cold search node (decision 0009): a PostgreSQL database holding the demo
// project (samples/demo-feed.xml) and a WARMUP_OFFERS-offer project (default 100k, synthetic),
// both with their snapshots in the database as a worker leaves them; then a search node starts
// with an empty DATA_DIR (a new machine) and again with the cache it wrote (a restart).
// Run: npm run bench:warmup   (DATABASE_URL=… WARMUP_OFFERS=…)

import { randomUUID } from 'node:crypto';
import fs from 'node:fs';
import path from 'node:path';
import type { FeedCategory, FeedItem, FeedOffer } from '@vitrina/feeds';
import pino from 'pino';
import { createSearchApp } from '../../apps/server/src/app';
import { buildCatalogIndex, databaseSnapshots, indexSettingsOf, insertCategories } from '../../apps/server/src/catalog';
import { readConfig } from '../../apps/server/src/config';
import type { SearchSync } from '../../apps/server/src/modules/cluster';
import { serializeIndexPieces } from '../../packages/engine/src/index';
import { readYml } from '../../packages/feeds/src/index';
import { generateCatalog } from '../engine/catalog';
import { benchDeps } from '../support/bench-deps';
import { withBenchDatabase } from './bench-db';

const OFFERS = Number(process.env.WARMUP_OFFERS ?? 100_000);
const DEMO_FEED = path.resolve(import.meta.dirname, '../../samples/demo-feed.xml');

async function demoCatalog(): Promise<{ offers: FeedOffer[]; categories: FeedCategory[] }> {
  const offers: FeedOffer[] = [];
  const categories: FeedCategory[] = [];
  for await (const item of readYml(fs.createReadStream(DEMO_FEED)) as AsyncIterable<FeedItem>) {
    if (item.kind === 'offer') offers.push(item.offer);
    else if (item.kind === 'category') categories.push(item.category);
  }
  return { offers, categories };
}

async function main() {
  await withBenchDatabase('warmup', async (db, url, tmp) => {
    const owner = randomUUID();
    await db.query(`insert into users (id, email, password_hash, name) values ($1, 'bench@example.com', 'x', 'bench')`, [owner]);
    const big = generateCatalog(OFFERS);
    const projects = [
      { label: 'demo', ...(await demoCatalog()) },
      {
        label: `${OFFERS / 1000}k`,
        offers: big.offers as unknown as FeedOffer[],
        categories: big.categories.map((c) => ({ ...c, url: null })),
      },
    ];
    // As a worker leaves them: live version 1, categories stored, the snapshot in the database.
    const writer = databaseSnapshots(db, path.join(tmp, 'worker'));
    for (const project of projects) {
      const uuid = randomUUID();
      await db.query(
        `insert into sources (uuid, owner_id, name, site_url, feed_format, source_status, catalog_version, offers_count)
       values ($1, $2, $3, 'https://shop.example', 'YML', 'success', 1, $4)`,
        [uuid, owner, project.label, project.offers.length],
      );
      await insertCategories(db, uuid, 1, project.categories);
      await writer.write(
        uuid,
        1,
        serializeIndexPieces(buildCatalogIndex(indexSettingsOf({ fields: {}, settings: {} }), project.offers, project.categories)),
      );
    }

    const rows: string[] = [];
    const searchDir = path.join(tmp, 'search');
    for (const label of ['cold node, empty DATA_DIR (new machine)', 'restart, local snapshot cache']) {
      const started = performance.now();
      const app = await createSearchApp(
        benchDeps({
          config: readConfig({ DATABASE_URL: url, DATA_DIR: searchDir, CONSOLE_DIR: '/nonexistent', ROLE: 'search' }),
          db,
          log: pino({ level: 'warn' }),
        }),
      );
      await (app as unknown as { searchSync: SearchSync }).searchSync.warming;
      const ms = performance.now() - started;
      await app.close();
      rows.push(`| ${label} | ${(ms / 1000).toFixed(2)} |`);
    }
    console.log(`\nSearch node time to ready: demo (${projects[0]?.offers.length} offers) + ${OFFERS} offers, snapshots in PostgreSQL`);
    console.log('WARMUP_CONCURRENCY=2 (default)\n');
    console.log('| start | seconds until every live catalog is in memory |');
    console.log('| --- | ---: |');
    for (const row of rows) console.log(row);
  });
}

await main();
