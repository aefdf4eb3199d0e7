import http from 'node:http';
import type { AddressInfo } from 'node:net';
import type { CreativeBoosterState, CreativeLog, CreativePreview } from '@vitrina/contracts';
import type { FastifyInstance } from 'fastify';
import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createSearchApp } from '../../app';
import { api, createTestApp, signUp, type TestApp } from '../../testing/test-app';
import { startFeedWorker } from '../feeds';
import { enqueueFeedLoad, type Worker } from '../jobs';
import { startTrialAt } from '../plans/testing';
import { regenerateAfterLoad, startCreativeWorker } from './jobs';
import { BANNER_SVG, productPhoto, uploadTemplate } from './testing';

interface Item {
  id: string;
  category: string;
  price: number;
  available?: boolean;
  picture?: string;
}

/** The shop's server: the feed and the product photos (a slow one for the stop test). */
const files: Record<string, () => Promise<string | Buffer>> = {};
let shop: http.Server;
let base = '';
let t: TestApp;
let search: FastifyInstance;
let feedWorker: Worker;
let creativeWorker: Worker;
let owner: { token: string };

function yml(items: readonly Item[]) {
  const offers = items
    .map(
      (o) => `<offer id="${o.id}" available="${o.available === false ? 'false' : 'true'}"><name>Kettle ${o.id}</name>
        <price>${o.price}</price><categoryId>${o.category}</categoryId>${o.picture ? `<picture>${base}${o.picture}</picture>` : ''}</offer>`,
    )
    .join('');
  return `<?xml version="1.0" encoding="UTF-8"?><yml_catalog date="2026-11-25"><shop><name>Shop</name><categories>
    <category id="c1">Kitchen</category><category id="c2" parentId="c1">Kettles</category><category id="c3">Garden</category>
    </categories><offers>${offers}</offers></shop></yml_catalog>`;
}

beforeAll(async () => {
  files['/red.png'] = () => productPhoto('#d01010');
  files['/blue.png'] = () => productPhoto('#1020d0');
  shop = http.createServer((request, response) => {
    const make = files[request.url ?? ''];
    if (!make) return void response.writeHead(404).end();
    const delay = request.url?.startsWith('/slow') ? 40 : 0;
    setTimeout(() => void make().then((body) => response.end(body)), delay);
  });
  await new Promise<void>((resolve) => shop.listen(0, '127.0.0.1', resolve));
  base = `http://127.0.0.1:${(shop.address() as AddressInfo).port}`;
  // Feeds and pictures come from a server on this machine.
  t = await createTestApp({ SEARCH_PUBLIC_URL: 'http://search.test', FEED_ALLOW_PRIVATE: '1' });
  search = await createSearchApp(t.deps);
  feedWorker = startFeedWorker(t.deps, () => {});
  creativeWorker = startCreativeWorker(t.deps);
  owner = await signUp(t);
});

afterAll(async () => {
  await Promise.all([feedWorker.stop(), creativeWorker.stop()]);
  await search.close();
  await t.close();
  shop.closeAllConnections();
  shop.close();
});

async function until<T>(read: () => Promise<T>, done: (value: T) => boolean): Promise<T> {
  for (let i = 0; i < 300; i++) {
    const value = await read();
    if (done(value)) return value;
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
  throw new Error('condition not reached');
}

/** A project whose feed has loaded, with the banner template uploaded, its rule saved and the booster on. */
async function preparedProject(feed: string, items: readonly Item[], limits: Record<string, unknown>) {
  files[`/${feed}`] = async () => yml(items);
  const client = api(t.app, { token: owner.token });
  const created = await client.post('/sources', {
    siteUrl: 'shop.example',
    feedUrls: [`${base}/${feed}`],
    feedFormat: 'YML',
    content: { name: feed },
  });
  const uuid = (created.body.data as { uuid: string }).uuid;
  // The load is over, and with it the load's own check whether to regenerate (the booster is still off).
  await until(
    () => t.deps.db.query(`select 1 from jobs where kind = 'feed.load' and state = 'done' and payload->>'sourceUuid' = $1`, [uuid]),
    (rows) => rows.length > 0,
  );
  const uploaded = await uploadTemplate(
    t.app,
    owner.token,
    { sourceId: uuid },
    { name: 'banner.svg', type: 'image/svg+xml', content: BANNER_SVG },
  );
  const templateId = uploaded.body.data?.id ?? '';
  const rule = { templateId, name: 'Banner', variables: [{ name: 'badge', value: 'SALE' }], limits };
  expect((await client.post('/creativebooster/rules', { sourceId: uuid, rules: { templates: [rule] }, preserveHash: true })).status).toBe(
    200,
  );
  expect((await client.get(`/creativebooster/enable?sourceId=${uuid}`)).status).toBe(200);
  return { uuid, templateId, client };
}

const finished = (client: ReturnType<typeof api>, uuid: string) =>
  until(
    async () => (await client.get(`/creativebooster/status?sourceId=${uuid}`)).body.data as CreativeBoosterState,
    (state) => !state.active,
  );
const logsOf = async (client: ReturnType<typeof api>, uuid: string) =>
  (await client.get(`/creativebooster/logs?sourceId=${uuid}`)).body.data as CreativeLog[];
const creativeOffers = async (uuid: string) =>
  (await t.deps.db.query<{ offer_id: string }>('select offer_id from creatives where source_uuid = $1 order by offer_id', [uuid])).map(
    (row) => row.offer_id,
  );

const CATALOG: Item[] = [
  { id: 'a', category: 'c2', price: 100, picture: '/red.png' },
  { id: 'b', category: 'c3', price: 100, picture: '/red.png' },
  { id: 'c', category: 'c2', price: 100, available: false },
  { id: 'd', category: 'c1', price: 5000 },
  { id: 'e', category: 'c1', price: 300, picture: '/blue.png' },
  { id: 'f', category: 'c2', price: 200 },
];
const LIMITS = { categoryIds: ['c1'], availableOnly: true, priceTo: 1000 };

describe('creative generation', () => {
  it('previews an offer as PNG and says clearly what is wrong with a bad template or offer', async () => {
    const { uuid, templateId, client } = await preparedProject('preview.xml', CATALOG, LIMITS);
    const png = await t.app.inject({
      url: `/api/creativebooster/preview?sourceId=${uuid}&template=${templateId}&offer=a&rembg=true&rembgCrop=1&rembgCropNumber=4`,
      headers: { authorization: `Bearer ${owner.token}` },
    });
    expect(png.statusCode).toBe(200);
    expect(png.headers['content-type']).toBe('image/png');
    expect(await sharp(png.rawPayload).metadata()).toMatchObject({ format: 'png', width: 240, height: 120 });
    const missing = await client.get(`/creativebooster/preview?sourceId=${uuid}&template=00000000-0000-4000-8000-000000000000`);
    expect(missing).toMatchObject({ status: 404, body: { message: 'Template not found' } });
    const notSvg = await client.get(`/creativebooster/preview?sourceId=${uuid}&template_url=${encodeURIComponent(`${base}/red.png`)}`);
    expect(notSvg.status).toBe(422);
    expect(notSvg.body.message).toMatch(/^The template is not a usable SVG/);
    const noOffer = await client.get(`/creativebooster/preview?sourceId=${uuid}&template=${templateId}&offer=zzz`);
    expect(noOffer).toMatchObject({ status: 404, body: { message: 'Product zzz is not in the loaded feed' } });
    expect((await client.get(`/creativebooster/preview?sourceId=${uuid}`)).body.message).toBe('Choose a creative');
    const preview = (variables: string) =>
      client.get(`/creativebooster/preview?sourceId=${uuid}&template=${templateId}&variables=${encodeURIComponent(variables)}`);
    expect((await preview('not json')).body.message).toBe('variables must be a JSON list of {name, value}');
    expect((await preview('[{"name":"badge","value":""}]')).body.message).toBe('Variable name and value are both required');
    expect((await preview('[{"name":"badge","value":"NEW"}]')).raw.headers['content-type']).toBe('image/png');
    expect((await client.get(`/creativebooster/preview?sourceId=${uuid}&template=${templateId}&model=deep`)).body.message).toBe(
      'Choose one of: classic, classic-holes',
    );
  });

  it('makes a creative for exactly the matching offers, serves them at stable URLs and lists them in feeds', async () => {
    const { uuid, templateId, client } = await preparedProject('run.xml', CATALOG, LIMITS);
    const started = await client.post('/creativebooster/run', { sourceId: uuid, run: true });
    expect(started.body.data).toMatchObject({ active: true, state: 'process' });
    const state = await finished(client, uuid);
    expect(state).toMatchObject({ state: 'success', done: 3, total: 3 });
    expect(await creativeOffers(uuid)).toEqual(['a', 'e', 'f']);
    const [log] = await logsOf(client, uuid);
    expect(log).toMatchObject({ status: 'success', processedOffers: 3, message: 'Generated 3, unchanged 0, failed 0 of 3 products' });

    const gallery = await client.get(`/creativebooster/getPreviews?sourceId=${uuid}&limit=2`);
    expect(gallery.body.totalCount).toBe(3);
    const first = (gallery.body.data as CreativePreview[])[0] as CreativePreview;
    expect(first).toMatchObject({ templateId, templateName: 'banner', offerName: expect.stringMatching(/^Kettle /) });
    const path = new URL(first.url).pathname;
    expect(path).toBe(`/creatives/${uuid}/${templateId}/${first.offerId}.png`);
    const image = await search.inject({ url: path });
    expect(image.statusCode).toBe(200);
    expect(image.headers['cache-control']).toMatch(/public/);
    expect(await sharp(image.rawPayload).metadata()).toMatchObject({ width: 240, height: 120 });
    expect((await search.inject({ url: path, headers: { 'if-none-match': String(image.headers.etag) } })).statusCode).toBe(304);
    expect((await search.inject({ url: `/creatives/${uuid}/${templateId}/b.png` })).statusCode).toBe(404);

    const csv = await search.inject({ url: `/creatives/${uuid}/feed.csv` });
    expect(csv.body.trim().split('\n')).toEqual([
      'offer_id,template_id,template_name,url',
      ...['a', 'e', 'f'].map((id) => `${id},${templateId},banner,http://search.test/creatives/${uuid}/${templateId}/${id}.png`),
    ]);
    const xml = await search.inject({ url: `/creatives/${uuid}/feed.xml` });
    expect(xml.body.match(/<creative /g)).toHaveLength(3);

    const removed = await client.post('/creativebooster/delete_creative', { sourceId: uuid, id: first.id });
    expect(removed.status).toBe(200);
    expect((await search.inject({ url: path })).statusCode).toBe(404);

    // A deleted project's images and feeds are no longer served.
    const other = (gallery.body.data as CreativePreview[])[1] as CreativePreview;
    expect((await search.inject({ url: new URL(other.url).pathname })).statusCode).toBe(200);
    expect((await client.del(`/sources/${uuid}`)).status).toBe(200);
    expect((await search.inject({ url: new URL(other.url).pathname })).statusCode).toBe(404);
    expect((await search.inject({ url: `/creatives/${uuid}/feed.csv` })).statusCode).toBe(404);
  });

  it('with preserveHash keeps unchanged creatives and regenerates changed ones after a feed reload', async () => {
    const { uuid, client } = await preparedProject('reload.xml', CATALOG, LIMITS);
    await client.post('/creativebooster/run', { sourceId: uuid, run: true });
    await finished(client, uuid);
    const before = await t.deps.db.query<{ offer_id: string; input_hash: string }>(
      'select offer_id, input_hash from creatives where source_uuid = $1 order by offer_id',
      [uuid],
    );

    await client.post('/creativebooster/run', { sourceId: uuid, run: true });
    await finished(client, uuid);
    expect((await logsOf(client, uuid))[0]?.message).toBe('Generated 0, unchanged 3, failed 0 of 3 products');

    // The feed changes: a's price, f leaves, g arrives. The load itself queues the rerun.
    const next = CATALOG.map((item) => (item.id === 'a' ? { ...item, price: 150 } : item)).filter((item) => item.id !== 'f');
    files['/reload.xml'] = async () => yml([...next, { id: 'g', category: 'c2', price: 10, picture: '/red.png' }]);
    const logs = (await logsOf(client, uuid)).length;
    await enqueueFeedLoad(t.deps.db, uuid);
    feedWorker.poke();
    const after = await until(
      () => logsOf(client, uuid),
      (rows) => rows.length > logs,
    );
    expect(after[0]).toMatchObject({ status: 'success', message: 'Generated 2, unchanged 1, failed 0 of 3 products' });
    const rows = await t.deps.db.query<{ offer_id: string; input_hash: string }>(
      'select offer_id, input_hash from creatives where source_uuid = $1 order by offer_id',
      [uuid],
    );
    expect(rows.map((row) => row.offer_id)).toEqual(['a', 'e', 'g']);
    const hash = (list: typeof rows, id: string) => list.find((row) => row.offer_id === id)?.input_hash;
    expect(hash(rows, 'a')).not.toBe(hash(before, 'a'));
    expect(hash(rows, 'e')).toBe(hash(before, 'e'));
  });

  it('without preserveHash regenerates every creative, and no rerun follows a load on a plan without the booster', async () => {
    const { uuid, templateId, client } = await preparedProject('nohash.xml', CATALOG, LIMITS);
    await client.post('/creativebooster/run', { sourceId: uuid, run: true });
    await finished(client, uuid);
    const rule = { templateId, name: 'Banner', variables: [{ name: 'badge', value: 'SALE' }], limits: LIMITS };
    await client.post('/creativebooster/rules', { sourceId: uuid, rules: { templates: [rule] }, preserveHash: false });
    await client.post('/creativebooster/run', { sourceId: uuid, run: true });
    await finished(client, uuid);
    expect((await logsOf(client, uuid))[0]?.message).toBe('Generated 3, unchanged 0, failed 0 of 3 products');

    expect(await regenerateAfterLoad(t.deps.db, uuid)).toBe(true);
    await finished(client, uuid);
    await startTrialAt(t, uuid, Date.now());
    expect((await client.post('/changePlan', { sourceId: uuid, planId: 'start' })).status).toBe(200);
    expect(await regenerateAfterLoad(t.deps.db, uuid)).toBe(false);
  });

  it('stops a run when the run flag is lowered and logs how far it got', async () => {
    const many: Item[] = Array.from({ length: 60 }, (_, i) => ({
      id: `s${String(i).padStart(2, '0')}`,
      category: 'c2',
      price: 10,
      picture: `/slow${i}.png`,
    }));
    // Four colours of a quarter each: colour detection names none, so no colour reload (which would
    // regenerate and raise the run flag again) runs beside this test.
    for (let i = 0; i < 60; i++) files[`/slow${i}.png`] = () => productPhoto('#2060d0');
    const { uuid, client } = await preparedProject('stop.xml', many, {});
    await client.post('/creativebooster/run', { sourceId: uuid, run: true });
    await until(
      async () => (await client.get(`/creativebooster/status?sourceId=${uuid}`)).body.data as CreativeBoosterState,
      (state) => state.done > 0,
    );
    // A feed load during the run queues the next one without resetting this one's progress.
    expect(await regenerateAfterLoad(t.deps.db, uuid)).toBe(true);
    const during = (await client.get(`/creativebooster/status?sourceId=${uuid}`)).body.data as CreativeBoosterState;
    expect(during).toMatchObject({ active: true, state: 'process', total: 60 });
    expect(during.done).toBeGreaterThan(0);
    expect((await client.post('/creativebooster/run', { sourceId: uuid, run: false })).body.data).toMatchObject({ active: false });
    const queued = await t.deps.db.query(
      `select 1 from jobs where kind = 'creative.run' and state = 'queued' and payload->>'sourceUuid' = $1`,
      [uuid],
    );
    expect(queued).toHaveLength(0);
    await until(
      () => logsOf(client, uuid),
      (rows) => rows.length > 0,
    );
    const [log] = await logsOf(client, uuid);
    expect(log?.status).toBe('stopped');
    expect(log?.processedOffers).toBeLessThan(60);
    expect(log?.message).toBe(`Stopped after ${log?.processedOffers} of 60 products`);
    expect(((await client.get(`/creativebooster/status?sourceId=${uuid}`)).body.data as CreativeBoosterState).active).toBe(false);
  });

  it('refuses to run before the booster is enabled or before any rule is saved', async () => {
    const client = api(t.app, { token: owner.token });
    files['/plain.xml'] = async () => yml(CATALOG);
    const created = await client.post('/sources', {
      siteUrl: 'shop.example',
      feedUrls: [`${base}/plain.xml`],
      feedFormat: 'YML',
      content: { name: 'p' },
    });
    const uuid = (created.body.data as { uuid: string }).uuid;
    expect(await client.post('/creativebooster/run', { sourceId: uuid, run: true })).toMatchObject({
      status: 409,
      body: { message: 'Enable the Creative Booster first' },
    });
    await client.get(`/creativebooster/enable?sourceId=${uuid}`);
    expect((await client.post('/creativebooster/run', { sourceId: uuid, run: true })).body.message).toBe(
      'Add and save at least one template rule before running',
    );
  });
});
