import http from 'node:http';
import type { AddressInfo } from 'node:net';
import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { insertOffers, swapCatalog } from '../../catalog';
import { createTestProject, testOffer } from '../../testing/catalog';
import { api, createTestApp, signUp, type TestApp } from '../../testing/test-app';
import { loadFeed } from '../feeds';
import { setSubscription } from '../plans';
import { createPictureIndexer } from '../trade-widgets';
import { detectedColourApplier, offersAwaitingColour, reloadForColours } from './detected-colours';

/** A product photo as shops take them: the product in the middle of a plain light background. */
function productPhoto(product: string, background = '#fafafa') {
  return async () => {
    const item = await sharp({ create: { width: 60, height: 90, channels: 3, background: product } })
      .png()
      .toBuffer();
    return sharp({ create: { width: 120, height: 120, channels: 3, background } })
      .composite([{ input: item, left: 30, top: 15 }])
      .jpeg({ quality: 85 })
      .toBuffer();
  };
}

const FEED = (base: string) => `<?xml version="1.0" encoding="UTF-8"?>
<yml_catalog date="2026-11-25 10:00"><shop><name>Clothes</name><currencies><currency id="RUR" rate="1"/></currencies>
<categories><category id="1">Платья</category></categories><offers>
<offer id="dress" available="true"><name>Платье летнее</name><price>2990</price><currencyId>RUR</currencyId><categoryId>1</categoryId><picture>${base}/red-dress.jpg</picture></offer>
<offer id="shirt" available="true"><name>Рубашка</name><price>1990</price><currencyId>RUR</currencyId><categoryId>1</categoryId><picture>${base}/navy-shirt.jpg</picture></offer>
</offers></shop></yml_catalog>`;

const PICTURES: Record<string, () => Promise<Buffer>> = {
  '/feed.xml': async () => Buffer.from(FEED(base)),
  '/red-dress.jpg': productPhoto('#c0182a'),
  '/navy-shirt.jpg': productPhoto('#1b2a7a'),
  '/white-cup.jpg': productPhoto('#fbfbfb'),
};

let t: TestApp;
let server: http.Server;
let base = '';

beforeAll(async () => {
  t = await createTestApp();
  server = http.createServer((request, response) => {
    const make = PICTURES[request.url ?? ''];
    if (!make) return void response.writeHead(404).end();
    void make().then((body) => response.writeHead(200, { 'content-type': 'image/jpeg' }).end(body));
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  base = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
});
afterAll(async () => {
  server.close();
  await t.close();
});

describe('colour detection', () => {
  it('names product colours from photos and gives them to offers whose feed does not say the colour', async () => {
    const owner = api(t.app, { token: (await signUp(t)).token });
    const uuid = await createTestProject(owner, 'Clothes');
    const offers = [
      testOffer('dress', 'Dress', { pictures: [`${base}/red-dress.jpg`] }),
      testOffer('shirt', 'Shirt', { pictures: [`${base}/navy-shirt.jpg`] }),
      testOffer('named', 'Named', { pictures: [`${base}/red-dress.jpg`], params: [{ name: 'Цвет', value: 'бордовый', unit: null }] }),
      testOffer('cup', 'Cup', { pictures: [`${base}/white-cup.jpg`] }),
    ];
    await insertOffers(t.deps.db, uuid, 1, offers);
    await swapCatalog(t.deps.db, uuid, 1, offers.length);
    const computed = vi.fn();
    const indexer = createPictureIndexer(t.deps.db, t.deps.log, { allowPrivate: true, onComputed: computed });
    indexer.schedule(uuid);
    await indexer.idle();
    expect(computed).toHaveBeenCalledWith(uuid);
    const colours = await t.deps.db.query<{ offer_id: string; colour: string | null }>(
      'select offer_id, colour from picture_features where source_uuid = $1 order by offer_id',
      [uuid],
    );
    expect(colours).toEqual([
      { offer_id: 'cup', colour: null },
      { offer_id: 'dress', colour: 'red' },
      { offer_id: 'named', colour: 'red' },
      { offer_id: 'shirt', colour: 'blue' },
    ]);
    // The dress and the shirt wait for a reload to carry their colour; the named offer keeps the feed's.
    expect(await offersAwaitingColour(t.deps.db, uuid)).toBe(2);

    const apply = await detectedColourApplier(t.deps.db, { uuid, settings: { locale: 'ru' } });
    const [dress, shirt, named, cup] = offers.map(apply);
    expect(dress?.params).toEqual([{ name: 'Цвет', value: 'красный', unit: null }]);
    expect(shirt?.params).toEqual([{ name: 'Цвет', value: 'синий', unit: null }]);
    expect(named?.params).toEqual([{ name: 'Цвет', value: 'бордовый', unit: null }]);
    expect(cup?.params).toEqual([]);
    const english = await detectedColourApplier(t.deps.db, { uuid, settings: { locale: 'en' } });
    expect(english(offers[1] as (typeof offers)[number]).params).toEqual([{ name: 'Color', value: 'blue', unit: null }]);
    // A new photo is not named by the old one's colour.
    expect(apply({ ...(offers[0] as (typeof offers)[number]), pictures: [`${base}/new.jpg`] }).params).toEqual([]);

    // Once stored with the colour, nothing waits any more.
    await insertOffers(
      t.deps.db,
      uuid,
      2,
      [dress, shirt, named, cup].filter((o) => o !== undefined),
    );
    await swapCatalog(t.deps.db, uuid, 2, offers.length);
    expect(await offersAwaitingColour(t.deps.db, uuid)).toBe(0);
  });

  it('adds nothing while the plan does not include colour detection', async () => {
    const owner = api(t.app, { token: (await signUp(t)).token });
    const uuid = await createTestProject(owner, 'Start plan');
    await t.deps.db.query(`insert into picture_features (source_uuid, offer_id, url, colour) values ($1, 'x', $2, 'red')`, [
      uuid,
      `${base}/red-dress.jpg`,
    ]);
    const offer = testOffer('x', 'X', { pictures: [`${base}/red-dress.jpg`] });
    expect((await detectedColourApplier(t.deps.db, { uuid, settings: { locale: '' } }))(offer).params).toHaveLength(1);
    await setSubscription(t.deps.db, uuid, { planId: 'start', startsAt: Date.now(), endsAt: Date.now() + 86_400_000 }, 5000);
    expect((await detectedColourApplier(t.deps.db, { uuid, settings: { locale: '' } }))(offer).params).toEqual([]);
  });

  it('gives colours to a loaded feed: pictures analysed after the first load, the reload carries them', async () => {
    const owner = api(t.app, { token: (await signUp(t)).token });
    const created = await owner.post('/sources', {
      siteUrl: 'clothes.example',
      feedUrls: [`${base}/feed.xml`],
      feedFormat: 'YML',
      content: { name: 'Clothes' },
    });
    const uuid = (created.body.data as { uuid: string }).uuid;
    const loadDeps = { db: t.deps.db, log: t.deps.log, fetchOptions: { allowPrivate: true } };
    await loadFeed(loadDeps, uuid, new AbortController().signal);
    const indexer = createPictureIndexer(t.deps.db, t.deps.log, { allowPrivate: true });
    indexer.schedule(uuid);
    await indexer.idle();
    expect(await reloadForColours(t.deps.db, uuid)).toBe(true);
    const queued = await t.deps.db.query(
      `select 1 from jobs where kind = 'feed.load' and state = 'queued' and payload->>'sourceUuid' = $1`,
      [uuid],
    );
    expect(queued).toHaveLength(1);
    await loadFeed(loadDeps, uuid, new AbortController().signal);
    const params = await t.deps.db.query<{ id: string; params: unknown }>(
      `select o.id, o.data->'params' as params from offers o join sources s on s.uuid = o.source_uuid and o.version = s.catalog_version
        where o.source_uuid = $1 order by o.id`,
      [uuid],
    );
    expect(params).toEqual([
      { id: 'dress', params: [{ name: 'Цвет', value: 'красный', unit: null }] },
      { id: 'shirt', params: [{ name: 'Цвет', value: 'синий', unit: null }] },
    ]);
    // Nothing new to apply: no reload loop.
    expect(await reloadForColours(t.deps.db, uuid)).toBe(false);
  });
});
