import zlib from 'node:zlib';
import { OWNER_CLIENT } from '@vitrina/contracts';
import type { FeedOffer } from '@vitrina/feeds';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createSearchApp } from '../../app';
import { insertCategories, insertOffers, swapCatalog } from '../../catalog';
import { testOffer } from '../../testing/catalog';
import { api, createTestApp, signUp, type TestApp } from '../../testing/test-app';
import { announceChange } from '../cluster';

/** The catalog of these tests: links and pictures as a shop's feed gives them. */
function offer(id: string, name: string, extra: Partial<FeedOffer> = {}): FeedOffer {
  return testOffer(id, name, {
    url: `https://shop.example/p/${id}`,
    pictures: [`https://shop.example/i/${id}.jpg`],
    categoryId: 'c2',
    categoryIds: ['c2'],
    ...extra,
  });
}

const CATALOG = [
  offer('1', 'Смартфон Samsung Galaxy A54 128GB черный', {
    vendor: 'Samsung',
    vendorCode: 'SM-A546',
    price: 32990,
    oldPrice: 36990,
    params: [{ name: 'Цвет', value: 'черный', unit: null }],
  }),
  offer('2', 'Смартфон Samsung Galaxy S24 256GB синий', {
    vendor: 'Samsung',
    price: 89990,
    params: [{ name: 'Цвет', value: 'синий', unit: null }],
  }),
  offer('3', 'Смартфон Apple iPhone 15 128GB', { vendor: 'Apple', price: 79990, params: [{ name: 'Цвет', value: 'черный', unit: null }] }),
  offer('4', 'Чайник электрический Bosch TWK 3A011', { vendor: 'Bosch', categoryId: 'c3', categoryIds: ['c3'], price: 2990 }),
  offer('5', 'Чайник стеклянный Philips HD9350', {
    vendor: 'Philips',
    categoryId: 'c3',
    categoryIds: ['c3'],
    price: 3490,
    available: false,
  }),
];

let t: TestApp;
let search: FastifyInstance;
let uuid = '';
let ownerToken = '';

beforeAll(async () => {
  t = await createTestApp();
  search = await createSearchApp(t.deps);
  const owner = await signUp(t);
  ownerToken = owner.token;
  const created = await api(t.app, { token: owner.token }).post('/sources', {
    siteUrl: 'shop.example',
    feedUrls: ['https://shop.example/feed.xml'],
    feedFormat: 'YML',
    content: { name: 'Shop' },
  });
  uuid = (created.body.data as { uuid: string }).uuid;
  await insertOffers(t.deps.db, uuid, 1, CATALOG);
  await insertCategories(t.deps.db, uuid, 1, [
    { id: 'c1', name: 'Каталог', parentId: null, url: null },
    { id: 'c2', name: 'Смартфоны', parentId: 'c1', url: null },
    { id: 'c3', name: 'Чайники', parentId: 'c1', url: null },
  ]);
  await swapCatalog(t.deps.db, uuid, 1, CATALOG.length);
  for (let i = 0; i < 3; i++) {
    await t.deps.db.query(
      `insert into search_events (source_uuid, query, normalized, hits, user_id, latency_ms) values ($1, 'чайник bosch', 'чайник bosch', 1, $2, 1)`,
      [uuid, `u${i}`],
    );
  }
  await t.deps.db.query(`insert into custom_lists (source_uuid, kind, position, text) values ($1, 'topQueries', 0, 'Чайники со скидкой')`, [
    uuid,
  ]);
  await t.deps.db.query(
    `insert into tracker_events (source_uuid, type, user_id, offer_id, price, quantity) values ($1, 'purchase', 'buyer', '3', 79990, 1), ($1, 'click', 'x', '2', null, null)`,
    [uuid],
  );
});

afterAll(async () => {
  await search.close();
  await t.close();
});

const get = async (url: string) => {
  const response = await search.inject({
    url,
    headers: { 'user-agent': 'Mozilla/5.0 (iPhone; CPU iPhone OS 17_0 like Mac OS X) Mobile', origin: 'https://shop.example' },
  });
  return { status: response.statusCode, body: response.json() as Record<string, unknown>, headers: response.headers };
};

describe('the search API', () => {
  it('answers in the public shape, with offers, hits, categories and facets', async () => {
    const { status, body, headers } = await get(
      `/api/${uuid}/search?query=смартфон&skip=0&limit=24&groupByCategories=${encodeURIComponent('{"active":true,"size":10,"skip":0}')}`,
    );
    expect(status).toBe(200);
    expect(headers['access-control-allow-origin']).toBe('*');
    expect(body).toMatchObject({ topOffersIds: [], extraOffers: null, ads: [], hits: 3 });
    const offers = body.offers as Array<Record<string, unknown>>;
    expect(offers[0]).toEqual(
      expect.objectContaining({
        id: expect.any(String),
        name: expect.stringContaining('Смартфон'),
        url: expect.stringContaining('https://shop.example/p/'),
        price: expect.any(Number),
        currency: 'RUR',
        available: true,
        score: expect.any(Number),
        pictures: [expect.any(String)],
        category: { id: 'c2', name: 'Смартфоны' },
        categories: [{ id: 'c2', name: 'Смартфоны' }],
        params: expect.any(Object),
      }),
    );
    expect(body.categories).toEqual([expect.objectContaining({ id: 'c2', name: 'Смартфоны', hits: 3 })]);
    const facets = body.params as Array<{ id: string; type: string }>;
    expect(facets.map((f) => f.id)).toEqual(expect.arrayContaining(['category', 'vendor']));
  });

  it('finds through typos and the wrong keyboard layout', async () => {
    const typo = await get(`/api/${uuid}/search?query=${encodeURIComponent('чайнек')}`);
    expect((typo.body.offers as Array<{ id: string }>).map((o) => o.id)).toEqual(expect.arrayContaining(['4']));
    const layout = await get(`/api/${uuid}/search?query=${encodeURIComponent('ыфьыгтп')}`);
    expect((layout.body.offers as Array<{ id: string }>).map((o) => o.id)).toEqual(expect.arrayContaining(['1', '2']));
  });

  it('takes the same fields as a JSON body, also sent as text/plain, with filters and sorting', async () => {
    const response = await search.inject({
      method: 'POST',
      url: `/api/${uuid}/search`,
      headers: { 'content-type': 'text/plain' },
      payload: JSON.stringify({ query: 'смартфон', filters: { vendors: ['Samsung'] }, sort: 'price_asc' }),
    });
    expect(response.statusCode).toBe(200);
    const offers = response.json().offers as Array<{ id: string; price: number }>;
    expect(offers.map((o) => o.id)).toEqual(['1', '2']);
  });

  it('ranks by what shoppers click and buy when sorted by popularity', async () => {
    const { body } = await get(`/api/${uuid}/search?query=${encodeURIComponent('смартфон')}&sort=popularity`);
    expect((body.offers as Array<{ id: string }>).map((o) => o.id)).toEqual(['3', '2', '1']);
  });

  it('weighs clicks, purchases and the popularity boost as the project’s popularitySettings say', async () => {
    const owner = api(t.app, { token: ownerToken });
    const popularIds = async () =>
      ((await get(`/api/${uuid}/search?query=${encodeURIComponent('смартфон')}&sort=popularity`)).body.offers as Array<{ id: string }>).map(
        (o) => o.id,
      );
    const popularityBoost = async () => {
      const { body } = await get(`/api/${uuid}/search?query=${encodeURIComponent('смартфон')}&debug=31337`);
      const hit = (body.offers as Array<{ id: string; explain: { boosts: { popularity: number } } }>).find((o) => o.id === '3');
      return hit?.explain.boosts.popularity;
    };
    const settle = async (popularitySettings: unknown) => {
      expect((await owner.patch(`/sources/${uuid}`, { settings: { popularitySettings } })).status).toBe(200);
    };
    // The purchase of offer 3 outweighs the click on offer 2 by default; with purchases weighing nothing, the click wins.
    await settle({ purchaseWeight: 0, clickWeight: 2, boost: 1 });
    expect(await popularIds()).toEqual(['2', '3', '1']);
    await settle({ purchaseWeight: 3, boost: 1 });
    expect(await popularityBoost()).toBeCloseTo(1 + Math.log1p(3));
    await settle({ purchaseWeight: 3, boost: 0 });
    expect(await popularityBoost()).toBe(1);
    expect((await owner.patch(`/sources/${uuid}`, { settings: { popularitySettings: { boost: 'high' } } })).status).toBe(422);
    await settle(null);
    expect(await popularIds()).toEqual(['3', '2', '1']);
  });

  it('finds through synonyms saved by the owner', async () => {
    expect((await get(`/api/${uuid}/search?query=${encodeURIComponent('мобильник')}`)).body.hits).toBe(0);
    const saved = await api(t.app, { token: ownerToken }).post(`/v2/sources/${uuid}/synonyms`, {
      entries: [{ kind: 'twoWay', word: 'мобильник', synonyms: ['смартфон'] }],
    });
    expect(saved.status).toBe(200);
    expect((await get(`/api/${uuid}/search?query=${encodeURIComponent('мобильник')}`)).body.hits).toBe(3);
  });

  it('suggests as you type, with the typed part highlighted', async () => {
    const { body } = await get(
      `/api/${uuid}/completions?query=${encodeURIComponent('чай')}&completionSettings=${encodeURIComponent('{"offers":4,"categories":3,"brands":4}')}`,
    );
    const box = body.searchBox as Array<{
      type: string;
      offer_code?: string | null;
      text: { html: string };
      offer?: { available: boolean };
      price?: number;
      url?: string;
    }>;
    const offerItem = box.find((item) => item.type === 'offer');
    expect(offerItem?.text.html).toMatch(/<b>Чай<\/b>ник/i);
    expect(offerItem).toEqual(
      expect.objectContaining({
        price: expect.any(Number),
        url: expect.any(String),
        offer: expect.objectContaining({ available: expect.any(Boolean) }),
      }),
    );
    expect(body.categories).toEqual([expect.objectContaining({ id: 'c3' })]);
    const popular = (body.popular as Array<{ text: { html: string } }>).map((p) => p.text.html);
    expect(popular[0]).toBe('<b>Чай</b>ники со скидкой');
    expect(popular).toContain('<b>чай</b>ник bosch');
    // The box follows the groups in the order completionSettings names them, the others after.
    const groupsOf = (items: Array<{ type: string }>) => items.map((item) => item.type).filter((type, i, all) => type !== all[i - 1]);
    expect(groupsOf(box)).toEqual(['offer', 'category', 'popular']);
    const reordered = await get(
      `/api/${uuid}/completions?query=${encodeURIComponent('чай')}&completionSettings=${encodeURIComponent('{"popular":1,"categories":3,"offers":1}')}`,
    );
    expect(groupsOf(reordered.body.searchBox as Array<{ type: string }>)).toEqual(['popular', 'category', 'offer']);
    const v2 = await get(`/api/v2/${uuid}/completions?query=${encodeURIComponent('самс')}`);
    expect((v2.body.offers as Array<{ offerCode: string | null }>)[0]).toHaveProperty('offerCode');
  });

  it('finds offers by id and answers 404 for unknown ones and unknown projects', async () => {
    const found = await get(`/api/${uuid}/find-by-id?id=4`);
    expect((found.body.offers as Array<{ id: string }>)[0]?.id).toBe('4');
    expect((await get(`/api/${uuid}/find-by-id?id=nope`)).status).toBe(404);
    expect((await get('/api/00000000-0000-0000-0000-000000000000/search?query=x')).status).toBe(404);
    expect((await get('/api/not-a-project/search?query=x')).status).toBe(404);
  });

  it('explains scores in debug mode', async () => {
    const { body } = await get(`/api/${uuid}/search?query=bosch&debug=31337`);
    expect((body.offers as Array<{ explain?: unknown }>)[0]?.explain).toBeDefined();
  });

  it('never fails on hostile queries', async () => {
    const hostile = ['a'.repeat(10_000), '\u0000\u0007\u001b[31m', '.*(a+)+$', "'; drop table offers; --", '🔥📱👟', '%', '"', '\\'];
    for (const query of hostile) {
      const response = await get(`/api/${uuid}/search?query=${encodeURIComponent(query)}`);
      expect(response.status, query.slice(0, 20)).toBe(200);
    }
    expect((await get(`/api/${uuid}/search?query=x&limit=abc`)).status).toBe(422);
    expect((await get(`/api/${uuid}/search?query=x&groupByCategories=%7Bbad`)).status).toBe(422);
  });

  it('records every search for statistics, off the request path', async () => {
    await get(`/api/${uuid}/search?query=iphone&userId=visitor-1`);
    await new Promise((resolve) => setTimeout(resolve, 1300));
    const rows = await t.deps.db.query<{ query: string; device: string; user_id: string }>(
      `select query, device, user_id from search_events where source_uuid = $1 and query = 'iphone'`,
      [uuid],
    );
    expect(rows).toEqual([{ query: 'iphone', device: 'mobile', user_id: 'visitor-1' }]);
  });

  it('answers the owner’s own searches like any other but records none of them', async () => {
    const owner = await get(`/api/${uuid}/search?query=ipad&client=${OWNER_CLIENT}`);
    const shopper = await get(`/api/${uuid}/search?query=ipad&client=widget`);
    expect(owner.body.hits).toBe(shopper.body.hits);
    expect((await get(`/api/${uuid}/completions?query=ipa&client=${OWNER_CLIENT}`)).status).toBe(200);
    await new Promise((resolve) => setTimeout(resolve, 1300));
    const rows = await t.deps.db.query<{ client: string | null }>(
      `select client from search_events where source_uuid = $1 and query in ('ipad', 'ipa')`,
      [uuid],
    );
    expect(rows).toEqual([{ client: 'widget' }]);
  });

  it('sends an answer compressed as the shopper’s browser accepts, reuses it for the same search and records each one', async () => {
    const url = `/api/${uuid}/search?query=${encodeURIComponent('чайник')}&userId=compressed-1`;
    const plain = await search.inject({ url });
    expect(plain.headers['cache-control']).toBe('no-store');
    const br = await search.inject({ url, headers: { 'accept-encoding': 'gzip, deflate, br' } });
    expect(br.headers['content-encoding']).toBe('br');
    expect(br.headers.vary).toContain('accept-encoding');
    expect(zlib.brotliDecompressSync(br.rawPayload).toString()).toBe(plain.body);
    const gzip = await search.inject({ url, headers: { 'accept-encoding': 'gzip' } });
    expect(zlib.gunzipSync(gzip.rawPayload).toString()).toBe(plain.body);
    await new Promise((resolve) => setTimeout(resolve, 1300));
    const rows = await t.deps.db.query(`select 1 from search_events where source_uuid = $1 and user_id = 'compressed-1'`, [uuid]);
    expect(rows).toHaveLength(3);
    // Offers by id are the same for everyone: a shared cache may keep them a minute.
    expect((await get(`/api/${uuid}/find-by-id?id=4`)).headers['cache-control']).toBe('public, max-age=60');
  });

  it('answers a changed project at once, never from an answer made before the change', async () => {
    const before = await get(`/api/${uuid}/search?query=${encodeURIComponent('мобила')}`);
    expect(before.body.hits).toBe(0);
    await api(t.app, { token: ownerToken }).patch(`/sources/${uuid}`, { settings: { synonyms: 'мобила,смартфон' } });
    const after = await get(`/api/${uuid}/search?query=${encodeURIComponent('мобила')}`);
    expect(after.body.hits).toBe(3);
    await api(t.app, { token: ownerToken }).patch(`/sources/${uuid}`, { settings: { synonyms: '' } });
  });

  it('answers empty with the reason for a stopped project', async () => {
    // A write made outside the admin routes announces itself, as every writer of a project does.
    await t.deps.db.query(`update sources set source_status = 'stopped' where uuid = $1`, [uuid]);
    await announceChange(t.deps, uuid, 'settings');
    const { body } = await get(`/api/${uuid}/search?query=смартфон`);
    expect(body).toMatchObject({ hits: 0, offers: [], reason: 'stopped' });
    await t.deps.db.query(`update sources set source_status = 'success' where uuid = $1`, [uuid]);
    await announceChange(t.deps, uuid, 'settings');
  });
});
