import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import type { Readable } from 'node:stream';
import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { api, createTestApp, signUp, type TestApp } from '../../testing/test-app';
import { type CreativeImageStore, creativeImageStoreFor, creativeImages, databaseCreativeImages, fileCreativeImages } from './image-store';
import { BANNER_SVG, uploadTemplate } from './testing';

/**
 * The two image stores against one contract (the database one on PostgreSQL with DATABASE_URL,
 * on PGlite otherwise), and what only the database one promises: rows cascade with their
 * template and project, and a node's cache never serves bytes another node has replaced.
 */
let t: TestApp;
let client: ReturnType<typeof api>;
let token = '';
const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'vitrina-creative-images-'));

beforeAll(async () => {
  t = await createTestApp();
  token = (await signUp(t)).token;
  client = api(t.app, { token });
});

afterAll(async () => {
  await t.close();
  fs.rmSync(dir, { recursive: true, force: true });
});

/** A project with one uploaded template (nothing loads its feed: no worker runs here). */
async function project() {
  const created = await client.post('/sources', {
    siteUrl: 'shop.example',
    feedUrls: ['http://127.0.0.1:9/feed.xml'],
    feedFormat: 'YML',
    content: { name: 'images' },
  });
  const uuid = (created.body.data as { uuid: string }).uuid;
  const upload = await uploadTemplate(t.app, token, { sourceId: uuid }, { name: 'b.svg', type: 'image/svg+xml', content: BANNER_SVG });
  return { uuid, templateId: upload.body.data?.id ?? '' };
}

const image = (background: string, format: 'png' | 'jpeg' = 'png') =>
  sharp({ create: { width: 40, height: 20, channels: 3, background } })
    [format]()
    .toBuffer();

async function bytesOf(store: CreativeImageStore, key: Parameters<CreativeImageStore['get']>[0]): Promise<Buffer | null> {
  const found = await store.get(key);
  if (!found) return null;
  const body = await found.body();
  if (Buffer.isBuffer(body)) return body;
  const chunks: Buffer[] = [];
  for await (const chunk of body as Readable) chunks.push(chunk as Buffer);
  return Buffer.concat(chunks);
}

describe.each([
  ['files', () => fileCreativeImages(dir)],
  ['database', () => databaseCreativeImages(t.deps.db)],
] as const)('%s creative image store', (_kind, make) => {
  it('keeps, replaces and removes images by offer, template and project', async () => {
    const store = make();
    const { uuid, templateId } = await project();
    const key = { uuid, templateId, offerId: 'a/../b', format: 'png' };
    const red = await image('#d01010');
    const etag = await store.put(key, red);
    expect(await bytesOf(store, key)).toEqual(red);
    expect(await store.get(key)).toMatchObject({ etag, contentType: 'image/png', size: red.length });
    expect(await store.has(key)).toBe(true);

    const blue = await image('#1020d0');
    const next = await store.put(key, blue);
    expect(next).not.toBe(etag);
    expect(await bytesOf(store, key)).toEqual(blue);

    // A format change replaces the offer's image: nothing of the old format stays.
    const jpeg = { ...key, format: 'jpeg' };
    await store.put(jpeg, await image('#10a020', 'jpeg'));
    expect(await store.get(jpeg)).toMatchObject({ contentType: 'image/jpeg' });
    if (store.kind === 'files') expect(await store.has(key)).toBe(false);

    const other = { ...key, offerId: 'c' };
    await store.put(other, red);
    await store.remove([jpeg]);
    expect(await store.get(jpeg)).toBeNull();
    expect(await store.has(other)).toBe(true);
    await store.removeTemplate(uuid, templateId);
    expect(await store.has(other)).toBe(false);

    await store.put(other, red);
    await store.removeProject(uuid);
    expect(await store.get(other)).toBeNull();
  });
});

describe('database creative image store', () => {
  it('drops the images of a deleted template and of a removed project row (on delete cascade)', async () => {
    const store = databaseCreativeImages(t.deps.db);
    const { uuid, templateId } = await project();
    const key = { uuid, templateId, offerId: 'a', format: 'png' };
    await store.put(key, await image('#d01010'));
    await store.put({ ...key, offerId: 'b' }, await image('#d01010'));
    expect((await client.post('/creativebooster/delete', { sourceId: uuid, id: templateId })).status).toBe(200);
    const rows = () => t.deps.db.query('select 1 from creative_images where source_uuid = $1', [uuid]);
    expect(await rows()).toHaveLength(0);

    const second = await project();
    await store.put({ ...key, ...second }, await image('#d01010'));
    await t.deps.db.query('delete from creative_templates where id = $1', [second.templateId]);
    expect(await rows()).toHaveLength(0);
    const third = await project();
    await store.put({ ...key, ...third }, await image('#d01010'));
    await t.deps.db.query('delete from sources where uuid = $1', [third.uuid]);
    expect(await t.deps.db.query('select 1 from creative_images where source_uuid = $1', [third.uuid])).toHaveLength(0);
  });

  it("never serves a node's cached bytes once another node has regenerated the image", async () => {
    const { uuid, templateId } = await project();
    const key = { uuid, templateId, offerId: 'a', format: 'png' };
    const worker = databaseCreativeImages(t.deps.db);
    const search = databaseCreativeImages(t.deps.db);
    const red = await image('#d01010');
    await worker.put(key, red);
    expect(await bytesOf(search, key)).toEqual(red);
    const blue = await image('#1020d0');
    await worker.put(key, blue);
    expect(await bytesOf(search, key)).toEqual(blue);
    await worker.remove([key]);
    expect(await search.get(key)).toBeNull();
  });

  it("deleting a project removes its creatives and images from this deployment's store", async () => {
    const store = creativeImages(t.deps);
    const { uuid, templateId } = await project();
    const key = { uuid, templateId, offerId: 'a', format: 'png' };
    await store.put(key, await image('#d01010'));
    await t.deps.db.query(
      `insert into creatives (source_uuid, template_id, offer_id, input_hash, file_path, format) values ($1, $2, 'a', 'h', 'a.png', 'png')`,
      [uuid, templateId],
    );
    expect((await client.del(`/sources/${uuid}`)).status).toBe(200);
    expect(await store.get(key)).toBeNull();
    expect(await t.deps.db.query('select 1 from creatives where source_uuid = $1', [uuid])).toHaveLength(0);
    if (store.kind === 'files') expect(fs.existsSync(path.join(t.deps.config.dataDir, 'creatives', uuid))).toBe(false);
  });

  it('serves images written to DATA_DIR before the move until they are regenerated into the database', async () => {
    const files = fileCreativeImages(dir);
    const store = databaseCreativeImages(t.deps.db, { legacy: files });
    const { uuid, templateId } = await project();
    const key = { uuid, templateId, offerId: 'a', format: 'png' };
    const old = await image('#d01010');
    await files.put(key, old);
    expect(await bytesOf(store, key)).toEqual(old);
    expect(await store.has(key)).toBe(false);
    const fresh = await image('#1020d0');
    await store.put(key, fresh);
    expect(await files.has(key)).toBe(false);
    expect(await bytesOf(store, key)).toEqual(fresh);
    await files.put({ ...key, offerId: 'b' }, old);
    await store.removeProject(uuid);
    expect(await files.has({ ...key, offerId: 'b' })).toBe(false);
    expect(await store.get(key)).toBeNull();
  });

  it('is chosen by SNAPSHOT_STORE: the database on PostgreSQL, files on the embedded database unless forced', () => {
    const kind = (mode: 'auto' | 'files' | 'database') => creativeImageStoreFor(t.deps.db, dir, mode).kind;
    expect(kind('files')).toBe('files');
    expect(kind('database')).toBe('database');
    expect(kind('auto')).toBe(t.deps.db.kind === 'postgres' ? 'database' : 'files');
  });
});
