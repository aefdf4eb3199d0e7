import { createHash } from 'node:crypto';
import fs from 'node:fs';
import http from 'node:http';
import type { AddressInfo } from 'node:net';
import os from 'node:os';
import path from 'node:path';
import type { CreativeBoosterState, CreativePreview } from '@vitrina/contracts';
import type { FastifyInstance } from 'fastify';
import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createSearchApp } from '../../app';
import { readConfig } from '../../config';
import { type Db, openPostgres } from '../../db/database';
import { api, createTestApp, depsOfAnotherNode, signUp, type TestApp } from '../../testing/test-app';
import { startFeedWorker } from '../feeds';
import type { Worker } from '../jobs';
import { startCreativeWorker } from './jobs';
import { BANNER_SVG, uploadTemplate } from './testing';

/**
 * The worker and a search node as two machines would run them: each with its own connections and
 * its own DATA_DIR, sharing nothing but the PostgreSQL database. The search node serves what the
 * worker generated, the new image after a regeneration, and nothing after a deletion.
 */
const url = process.env.DATABASE_URL;

const FEED = `<?xml version="1.0" encoding="UTF-8"?><yml_catalog date="2026-11-25"><shop><name>Shop</name>
  <categories><category id="c1">Kitchen</category></categories><offers>
  <offer id="a" available="true"><name>Kettle a</name><price>100</price><categoryId>c1</categoryId></offer>
  <offer id="b" available="true"><name>Kettle b</name><price>200</price><categoryId>c1</categoryId></offer>
  </offers></shop></yml_catalog>`;

async function until<T>(what: string, probe: () => Promise<T | null | undefined | false>): Promise<T> {
  for (let i = 0; i < 400; i++) {
    const value = await probe();
    if (value) return value;
    await new Promise((resolve) => setTimeout(resolve, 50));
  }
  throw new Error(`timed out waiting for ${what}`);
}

describe.skipIf(!url)('creatives made by a worker, served by a search node through PostgreSQL', () => {
  let shop: http.Server;
  let t: TestApp;
  let feedWorker: Worker;
  let creativeWorker: Worker;
  let searchDb: Db;
  let search: FastifyInstance;
  let client: ReturnType<typeof api>;
  let token = '';
  const workerDir = fs.mkdtempSync(path.join(os.tmpdir(), 'vitrina-creative-worker-'));
  const searchDir = fs.mkdtempSync(path.join(os.tmpdir(), 'vitrina-creative-search-'));

  beforeAll(async () => {
    shop = http.createServer((_request, response) => response.end(FEED));
    await new Promise<void>((resolve) => shop.listen(0, '127.0.0.1', resolve));
    // Feeds and pictures come from a server on this machine.
    t = await createTestApp({ DATA_DIR: workerDir, SEARCH_PUBLIC_URL: 'http://search.test', FEED_ALLOW_PRIVATE: '1' });
    feedWorker = startFeedWorker(t.deps, () => {});
    creativeWorker = startCreativeWorker(t.deps);
    const [row] = await t.deps.db.query<{ name: string }>('select current_database() as name');
    const dbUrl = new URL(url as string);
    dbUrl.pathname = `/${row?.name}`;
    searchDb = await openPostgres(dbUrl.toString());
    const config = readConfig({
      DATABASE_URL: dbUrl.toString(),
      DATA_DIR: searchDir,
      CONSOLE_DIR: '/nonexistent',
      CLUSTER_POLL_MS: '0',
      ROLE: 'search',
      SEARCH_PUBLIC_URL: 'http://search.test',
    });
    search = await createSearchApp(depsOfAnotherNode(t.deps, { config, db: searchDb }));
    token = (await signUp(t)).token;
    client = api(t.app, { token });
  });

  afterAll(async () => {
    await search?.close();
    await Promise.all([feedWorker?.stop(), creativeWorker?.stop()]);
    await searchDb?.close();
    await t?.close();
    shop?.closeAllConnections();
    shop?.close();
    for (const dir of [workerDir, searchDir]) fs.rmSync(dir, { recursive: true, force: true });
  });

  const run = async (uuid: string) => {
    expect((await client.post('/creativebooster/run', { sourceId: uuid, run: true })).status).toBe(200);
    return until('the end of the run', async () => {
      const state = (await client.get(`/creativebooster/status?sourceId=${uuid}`)).body.data as CreativeBoosterState;
      return !state.active && state;
    });
  };
  const saveRule = (uuid: string, templateId: string, badge: string) =>
    client.post('/creativebooster/rules', {
      sourceId: uuid,
      rules: { templates: [{ templateId, name: 'Banner', variables: [{ name: 'badge', value: badge }], limits: {} }] },
      preserveHash: true,
    });

  it('serves the generated image, the regenerated one at once, and nothing once deleted', async () => {
    const created = await client.post('/sources', {
      siteUrl: 'shop.example',
      feedUrls: [`http://127.0.0.1:${(shop.address() as AddressInfo).port}/feed.xml`],
      feedFormat: 'YML',
      content: { name: 'Kitchen' },
    });
    const uuid = (created.body.data as { uuid: string }).uuid;
    await until(
      'the feed load',
      async () => (await t.deps.db.query('select 1 from sources where uuid = $1 and catalog_version > 0', [uuid])).length,
    );
    const upload = await uploadTemplate(t.app, token, { sourceId: uuid }, { name: 'b.svg', type: 'image/svg+xml', content: BANNER_SVG });
    const templateId = upload.body.data?.id ?? '';
    expect((await saveRule(uuid, templateId, 'SALE')).status).toBe(200);
    expect((await client.get(`/creativebooster/enable?sourceId=${uuid}`)).status).toBe(200);
    expect(await run(uuid)).toMatchObject({ state: 'success', done: 2 });

    const imagePath = `/creatives/${uuid}/${templateId}/a.png`;
    const first = await search.inject({ url: imagePath });
    expect(first.statusCode).toBe(200);
    expect(first.headers['content-type']).toBe('image/png');
    expect(await sharp(first.rawPayload).metadata()).toMatchObject({ width: 240, height: 120 });
    expect(first.headers.etag).toBe(`"${createHash('sha256').update(first.rawPayload).digest('hex')}"`);
    expect((await search.inject({ url: imagePath, headers: { 'if-none-match': String(first.headers.etag) } })).statusCode).toBe(304);
    // Nothing went through either node's disk: the worker wrote to the database only.
    expect(fs.existsSync(path.join(workerDir, 'creatives'))).toBe(false);
    expect(fs.existsSync(path.join(searchDir, 'creatives'))).toBe(false);
    const csv = await search.inject({ url: `/creatives/${uuid}/feed.csv` });
    expect(csv.body.trim().split('\n')).toHaveLength(3);

    // Another badge: the inputs change, the worker regenerates, the search node serves the new bytes.
    expect((await saveRule(uuid, templateId, 'NEW')).status).toBe(200);
    expect(await run(uuid)).toMatchObject({ state: 'success' });
    const second = await search.inject({ url: imagePath, headers: { 'if-none-match': String(first.headers.etag) } });
    expect(second.statusCode).toBe(200);
    expect(second.headers.etag).not.toBe(first.headers.etag);
    expect(Buffer.compare(second.rawPayload, first.rawPayload)).not.toBe(0);

    const gallery = (await client.get(`/creativebooster/getPreviews?sourceId=${uuid}`)).body.data as CreativePreview[];
    const a = gallery.find((item) => item.offerId === 'a') as CreativePreview;
    expect((await client.post('/creativebooster/delete_creative', { sourceId: uuid, id: a.id })).status).toBe(200);
    expect((await search.inject({ url: imagePath })).statusCode).toBe(404);
    const images = () => searchDb.query('select offer_id from creative_images where source_uuid = $1', [uuid]);
    expect(await images()).toEqual([{ offer_id: 'b' }]);

    expect((await client.del(`/sources/${uuid}`)).status).toBe(200);
    expect((await search.inject({ url: `/creatives/${uuid}/${templateId}/b.png` })).statusCode).toBe(404);
    expect(await images()).toEqual([]);
  });
});
