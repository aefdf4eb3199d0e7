import { randomUUID } from 'node:crypto';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { buildIndex, type EngineOffer, serializeIndex, serializeIndexPieces } from '@vitrina/engine';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Db } from '../db/database';
import { openTestDb } from '../testing/test-app';
import { chunksOf } from './snapshot-chunks';
import { databaseSnapshots } from './snapshot-store';

const offers: EngineOffer[] = Array.from({ length: 60 }, (_, i) => ({
  id: `o${i}`,
  groupId: null,
  name: `Чайник Bosch модель ${i}`,
  vendor: 'Bosch',
  vendorCode: `VC${i}`,
  model: null,
  typePrefix: null,
  url: `https://shop.example/p/${i}`,
  description: `Электрический чайник ${i}`,
  categoryId: null,
  categoryIds: [],
  price: 100 + i,
  oldPrice: null,
  currencyId: 'RUB',
  available: i % 3 !== 0,
  pictures: [],
  params: [{ name: 'Цвет', value: i % 2 ? 'красный' : 'синий', unit: null }],
  rating: null,
  reviewCount: null,
  offerCode: null,
  barcodes: [],
}));

describe('chunksOf', () => {
  it('regroups pieces of any sizes into chunks of the given size, the last one shorter', () => {
    const pieces = [new Uint8Array([1, 2, 3]), new Uint8Array([]), new Uint8Array([4, 5, 6, 7, 8, 9, 10]), new Uint8Array([11])];
    // Each chunk is copied as it comes: the generator reuses its buffer for the next.
    const chunks = Array.from(chunksOf(pieces, 4), (chunk) => [...chunk]);
    expect(chunks).toEqual([
      [1, 2, 3, 4],
      [5, 6, 7, 8],
      [9, 10, 11],
    ]);
  });
});

describe('database snapshots', () => {
  let db: Db;
  let drop: () => Promise<void>;
  let uuid = '';
  const dirs: string[] = [];
  const cacheDir = () => {
    const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'vitrina-snapshots-'));
    dirs.push(dir);
    return dir;
  };

  beforeAll(async () => {
    ({ db, drop } = await openTestDb({ migrated: true }));
    const userId = randomUUID();
    uuid = randomUUID();
    await db.query(`insert into users (id, email, name, password_hash) values ($1, $2, 'T', 'x')`, [userId, `${userId}@test.local`]);
    await db.query(
      `insert into sources (uuid, owner_id, name, site_url, feed_format, feed_urls) values ($1, $2, 'Shop', 'https://shop.example', 'YML', '[]'::jsonb)`,
      [uuid, userId],
    );
  });
  afterAll(async () => {
    await drop();
    for (const dir of dirs) fs.rmSync(dir, { recursive: true, force: true });
  });

  it('writes the snapshot in chunk rows holding exactly its bytes, and another node reads the index back', async () => {
    const index = buildIndex({ offers, locales: ['ru'] });
    const expected = serializeIndex(index);
    const chunkBytes = 1000;
    await databaseSnapshots(db, cacheDir(), chunkBytes).write(uuid, 1, serializeIndexPieces(index));

    const [head] = await db.query<{ bytes: string; chunks: number }>('select bytes, chunks from index_snapshots where source_uuid = $1', [
      uuid,
    ]);
    const rows = await db.query<{ chunk: number; data: Buffer }>(
      'select chunk, data from index_snapshot_chunks where source_uuid = $1 and version = 1 order by chunk',
      [uuid],
    );
    expect(Number(head?.bytes)).toBe(expected.length);
    expect(head?.chunks).toBe(Math.ceil(expected.length / chunkBytes));
    expect(rows.map((row) => row.chunk)).toEqual(Array.from({ length: head?.chunks ?? 0 }, (_, i) => i));
    expect(rows.slice(0, -1).every((row) => row.data.length === chunkBytes)).toBe(true);
    expect(Buffer.compare(Buffer.concat(rows.map((row) => row.data)), Buffer.from(expected))).toBe(0);

    // A node with an empty cache reads from the database and answers as the original index.
    const elsewhere = cacheDir();
    const read = await databaseSnapshots(db, elsewhere, chunkBytes).read(uuid, 1);
    expect(read && serializeIndex(read)).toEqual(expected);
    const query = { query: 'чайник красный' };
    expect(read?.search(query).offers.map((hit) => hit.offer.id)).toEqual(index.search(query).offers.map((hit) => hit.offer.id));
    expect(read?.search(query).hits).toBeGreaterThan(0);
    expect(fs.readdirSync(elsewhere)).toEqual([`${uuid}-1.idx`]);
  });

  it('reads nothing when a chunk is missing (a snapshot is whole or absent)', async () => {
    const index = buildIndex({ offers: offers.slice(0, 10), locales: ['ru'] });
    await databaseSnapshots(db, cacheDir(), 500).write(uuid, 2, serializeIndexPieces(index));
    await db.query('delete from index_snapshot_chunks where source_uuid = $1 and version = 2 and chunk = 1', [uuid]);
    expect(await databaseSnapshots(db, cacheDir(), 500).read(uuid, 2)).toBeNull();
  });
});
