// Index snapshot sharing (decision 0009): write and read time of one SNAPSHOT_OFFERS-offer
// (default 100k) index snapshot through a shared DATA_DIR (files), PostgreSQL bytea chunks (the
// store the server uses) and PostgreSQL large objects, in a database made for the run.
// Run: npm run bench:snapshots   (DATABASE_URL=… SNAPSHOT_OFFERS=… RUNS=…)
import { randomUUID } from 'node:crypto';
import fs from 'node:fs';
import path from 'node:path';
import { databaseSnapshots, fileSnapshots } from '../../apps/server/src/catalog';
import { buildIndex, deserializeIndex, serializeIndex, serializeIndexPieces } from '../../packages/engine/src/index';
import { generateCatalog } from '../engine/catalog';
import { withBenchDatabase } from './bench-db';

const OFFERS = Number(process.env.SNAPSHOT_OFFERS ?? 100_000);
const RUNS = Number(process.env.RUNS ?? 5);
const LO_CHUNK = 4 * 1024 * 1024;

const median = (values: number[]) => [...values].sort((a, b) => a - b)[Math.floor(values.length / 2)] ?? 0;
async function time(fn: () => Promise<unknown>): Promise<number> {
  const started = performance.now();
  await fn();
  return performance.now() - started;
}

async function main() {
  await withBenchDatabase('snap', async (db, _url, tmp) => {
    const catalog = generateCatalog(OFFERS);
    const index = buildIndex({ offers: catalog.offers, categories: catalog.categories, locales: ['ru', 'en'] });
    const bytes = serializeIndex(index).length;
    const uuid = randomUUID();
    await db.query(`insert into users (id, email, password_hash, name) values ($1, 'bench@example.com', 'x', 'bench')`, [uuid]);
    await db.query(
      `insert into sources (uuid, owner_id, name, site_url, feed_format) values ($1, $1, 'bench', 'https://shop.example', 'YML')`,
      [uuid],
    );

    const serialize = await time(async () => serializeIndex(index));
    const data = serializeIndex(index);
    const deserialize = await time(async () => deserializeIndex(data));
    const rows: Array<[string, number, number]> = [];
    const files = fileSnapshots(path.join(tmp, 'files'));
    const database = databaseSnapshots(db, path.join(tmp, 'cache'));
    const cold = databaseSnapshots(db, path.join(tmp, 'cold'));
    const w: Record<string, number[]> = { files: [], db: [], lo: [] };
    const r: Record<string, number[]> = { files: [], db: [], dbCached: [], lo: [] };
    for (let run = 1; run <= RUNS; run++) {
      w.files?.push(await time(() => files.write(uuid, run, serializeIndexPieces(index))));
      r.files?.push(await time(() => files.read(uuid, run)));
      w.db?.push(await time(() => database.write(uuid, run, serializeIndexPieces(index))));
      fs.rmSync(path.join(tmp, 'cold'), { recursive: true, force: true });
      r.db?.push(await time(() => cold.read(uuid, run)));
      r.dbCached?.push(await time(() => cold.read(uuid, run)));
      // Large objects: the same bytes written and read back in 4 MiB pieces, then deserialized.
      let oid = 0;
      w.lo?.push(
        await time(async () => {
          const bytesNow = serializeIndex(index);
          await db.transaction(async (tx) => {
            const [row] = await tx.query<{ oid: number }>('select lo_create(0) as oid');
            oid = row?.oid ?? 0;
            for (let at = 0; at < bytesNow.length; at += LO_CHUNK) {
              await tx.query('select lo_put($1, $2, $3)', [oid, at, Buffer.from(bytesNow.subarray(at, at + LO_CHUNK))]);
            }
          });
        }),
      );
      r.lo?.push(
        await time(async () => {
          const parts: Buffer[] = [];
          for (let at = 0; at < bytes; at += LO_CHUNK) {
            const [row] = await db.query<{ data: Buffer }>('select lo_get($1, $2, $3) as data', [oid, at, LO_CHUNK]);
            if (row) parts.push(row.data);
          }
          deserializeIndex(new Uint8Array(Buffer.concat(parts)));
        }),
      );
      await db.query('select lo_unlink($1)', [oid]);
    }
    rows.push(['shared DATA_DIR (file)', median(w.files ?? []), median(r.files ?? [])]);
    rows.push(['PostgreSQL bytea chunks, cold node', median(w.db ?? []), median(r.db ?? [])]);
    rows.push(['PostgreSQL bytea chunks, local cache hit', Number.NaN, median(r.dbCached ?? [])]);
    rows.push(['PostgreSQL large object', median(w.lo ?? []), median(r.lo ?? [])]);
    console.log(`\nIndex snapshot of ${OFFERS} offers: ${(bytes / 1024 / 1024).toFixed(1)} MiB; median of ${RUNS} runs`);
    console.log(`serialize ${serialize.toFixed(0)} ms, deserialize ${deserialize.toFixed(0)} ms (included in every figure below)\n`);
    console.log('| store | write ms | read ms |');
    console.log('| --- | ---: | ---: |');
    for (const [label, write, read] of rows)
      console.log(`| ${label} | ${Number.isNaN(write) ? '—' : write.toFixed(0)} | ${read.toFixed(0)} |`);
  });
}

await main();
