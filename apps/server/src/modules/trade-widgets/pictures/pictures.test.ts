import http from 'node:http';
import type { AddressInfo } from 'node:net';
import type { TradeWidget, TradeWidgetResponse } from '@vitrina/contracts';
import type { FastifyInstance } from 'fastify';
import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createSearchApp } from '../../../app';
import { insertOffers, swapCatalog } from '../../../catalog';
import { pictureFeaturesOf } from '../../../lib';
import { createTestProject, testOffer } from '../../../testing/catalog';
import { api, createTestApp, signUp, type TestApp } from '../../../testing/test-app';
import { createPictureIndexer } from './indexer';

/** Product photos as a shop serves them: a red and a blue square, a red one slightly changed, a broken file. */
const PICTURES: Record<string, () => Promise<Buffer>> = {
  '/red.png': () =>
    sharp({ create: { width: 120, height: 80, channels: 3, background: '#d01010' } })
      .png()
      .toBuffer(),
  '/red2.jpg': () =>
    sharp({ create: { width: 100, height: 100, channels: 3, background: '#c81818' } })
      .jpeg()
      .toBuffer(),
  '/blue.png': () =>
    sharp({ create: { width: 90, height: 90, channels: 3, background: '#1020d0' } })
      .png()
      .toBuffer(),
  '/broken.jpg': async () => Buffer.from('not a picture'),
};

let t: TestApp;
let search: FastifyInstance;
let server: http.Server;
let base = '';
const served: string[] = [];

beforeAll(async () => {
  t = await createTestApp();
  search = await createSearchApp(t.deps);
  server = http.createServer((request, response) => {
    served.push(request.url ?? '');
    const make = PICTURES[request.url ?? ''];
    if (!make) return void response.writeHead(404).end();
    void make().then((body) => response.writeHead(200, { 'content-type': 'image/png' }).end(body));
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  base = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
});
afterAll(async () => {
  server.close();
  await search.close();
  await t.close();
});

describe('picture features', () => {
  it('refuses pictures on private addresses unless allowed', async () => {
    await expect(pictureFeaturesOf(`${base}/red.png`, { allowPrivate: false })).rejects.toThrow();
    const features = await pictureFeaturesOf(`${base}/red.png`, { allowPrivate: true });
    expect(features.histogram).toHaveLength(64);
  });

  it('computes features after a load, refetches only changed pictures and serves similar_by_photo', async () => {
    const owner = api(t.app, { token: (await signUp(t)).token });
    const uuid = await createTestProject(owner, 'Photos');
    const catalog = (pictures: Record<string, string>) =>
      Object.entries(pictures).map(([id, file]) => testOffer(id, `Offer ${id}`, { pictures: [`${base}${file}`] }));
    await insertOffers(t.deps.db, uuid, 1, catalog({ a: '/red.png', b: '/blue.png', c: '/red2.jpg', d: '/broken.jpg' }));
    await swapCatalog(t.deps.db, uuid, 1, 4);
    const indexer = createPictureIndexer(t.deps.db, t.deps.log, { allowPrivate: true });
    indexer.schedule(uuid);
    await indexer.idle();
    const rows = await t.deps.db.query<{ offer_id: string; ok: boolean }>(
      'select offer_id, histogram is not null as ok from picture_features where source_uuid = $1 order by offer_id',
      [uuid],
    );
    expect(rows).toEqual([
      { offer_id: 'a', ok: true },
      { offer_id: 'b', ok: true },
      { offer_id: 'c', ok: true },
      { offer_id: 'd', ok: false },
    ]);

    served.length = 0;
    await insertOffers(t.deps.db, uuid, 2, catalog({ a: '/red.png', b: '/blue.png', c: '/red2.jpg', d: '/broken.jpg', e: '/blue.png' }));
    await swapCatalog(t.deps.db, uuid, 2, 5);
    indexer.schedule(uuid);
    await indexer.idle();
    expect(served).toEqual(['/blue.png']);

    const widget = (await owner.post(`/sources/${uuid}/widgets`, { name: 'Alike', type: 'similar_by_photo' })).body.data as TradeWidget;
    const response = await search.inject({ method: 'GET', url: `/api/${uuid}/widgets/${widget.id}?id=a` });
    const answer = response.json() as TradeWidgetResponse<{ id: string }>;
    expect(answer.offers.map((o) => o.id).slice(0, 1)).toEqual(['c']);
    expect(answer.offers.map((o) => o.id)).not.toContain('d');
  });
});
