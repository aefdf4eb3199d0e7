import type { ApiOffer, TrackerEvent, TradeWidget, TradeWidgetResponse } from '@vitrina/contracts';
import type { FeedOffer } from '@vitrina/feeds';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createSearchApp } from '../../app';
import { insertCategories, insertOffers, swapCatalog } from '../../catalog';
import { createTestProject, testOffer } from '../../testing/catalog';
import { api, createTestApp, signUp, type TestApp } from '../../testing/test-app';

/** A demo shop: phones with their accessories, and kettles. */
const offer = (id: string, name: string, categoryId: string, extra: Partial<FeedOffer> = {}) =>
  testOffer(id, name, {
    categoryId,
    categoryIds: [categoryId],
    url: `https://shop.example/p/${id}`,
    pictures: [`https://shop.example/i/${id}.jpg`],
    ...extra,
  });
const CATALOG = [
  offer('phone', 'Смартфон Galaxy A54', 'phones', { price: 30000, vendor: 'Samsung' }),
  offer('phone2', 'Смартфон Galaxy S24', 'phones', { price: 80000, vendor: 'Samsung' }),
  offer('case', 'Чехол для Galaxy A54', 'accessories', { price: 900 }),
  offer('glass', 'Защитное стекло Galaxy A54', 'accessories', { price: 500 }),
  offer('charger', 'Зарядное устройство 25W', 'accessories', { price: 1500, available: false }),
  offer('kettle', 'Чайник Bosch', 'kettles', { price: 3000, oldPrice: 4000 }),
  offer('kettle2', 'Чайник Philips', 'kettles', { price: 3500 }),
];

let t: TestApp;
let search: FastifyInstance;
let owner: ReturnType<typeof api>;
let ownerToken = '';
let uuid = '';
const MINUTE = 60_000;
let clock = Date.now() - 3 * 3600_000;

beforeAll(async () => {
  t = await createTestApp();
  search = await createSearchApp(t.deps);
  ownerToken = (await signUp(t)).token;
  owner = api(t.app, { token: ownerToken });
  uuid = await createTestProject(owner, 'Demo shop');
  await insertOffers(t.deps.db, uuid, 1, CATALOG);
  await insertCategories(t.deps.db, uuid, 1, [
    { id: 'phones', name: 'Смартфоны', parentId: null, url: null },
    { id: 'accessories', name: 'Аксессуары', parentId: null, url: null },
    { id: 'kettles', name: 'Чайники', parentId: null, url: null },
  ]);
  await swapCatalog(t.deps.db, uuid, 1, CATALOG.length);
});
afterAll(async () => {
  await search.close();
  await t.close();
});

/** Posts a visitor's session to the real events endpoint, a minute between events. */
async function session(userId: string, steps: Array<[TrackerEvent['type'], string, Partial<TrackerEvent>?]>) {
  const events = steps.map(([type, offerId, extra]) => {
    clock += MINUTE;
    return { type, userId, offerId, ts: clock, ...extra };
  });
  const response = await search.inject({ method: 'POST', url: `/api/${uuid}/events`, payload: { events } });
  expect(response.statusCode).toBe(202);
  clock += 2 * 3600_000; // the next visitor's session starts well apart
}

async function widget(body: Record<string, unknown>) {
  return (await owner.post(`/sources/${uuid}/widgets`, body)).body.data as TradeWidget;
}

async function show(widgetId: string, query: Record<string, string> = {}) {
  const response = await search.inject({ method: 'GET', url: `/api/${uuid}/widgets/${widgetId}?${new URLSearchParams(query)}` });
  return { status: response.statusCode, body: response.json() as TradeWidgetResponse<ApiOffer> & { message?: string } };
}
const ids = (answer: { body: TradeWidgetResponse<ApiOffer> }) => answer.body.offers.map((o) => o.id);

describe('public trade widget answers', () => {
  beforeAll(async () => {
    for (const user of ['a', 'b', 'c']) {
      await session(user, [
        ['view', 'phone'],
        ['view', 'case'],
        ['purchase', 'phone', { orderId: `o-${user}`, quantity: 1 }],
        ['purchase', 'case', { orderId: `o-${user}` }],
        ['purchase', 'charger', { orderId: `o-${user}` }],
      ]);
    }
    await session('d', [
      ['purchase', 'phone'],
      ['purchase', 'glass'],
    ]);
  });

  it('shows what was bought with this product, in the search offer shape', async () => {
    const bought = await widget({ name: 'Bought together', type: 'with_this_product_buy', style: { title: 'С этим покупают' } });
    const answer = await show(bought.id, { id: 'phone', userId: 'someone' });
    expect(answer.status).toBe(200);
    // The glass was bought with the phone once only (below the minimum support); the charger is unavailable.
    expect(ids(answer)).toEqual(['case']);
    expect(answer.body.offers[0]).toMatchObject({
      id: 'case',
      name: 'Чехол для Galaxy A54',
      url: 'https://shop.example/p/case',
      price: 900,
      available: true,
      pictures: ['https://shop.example/i/case.jpg'],
      category: { id: 'accessories', name: 'Аксессуары' },
    });
    expect(answer.body.widget).toEqual({
      id: bought.id,
      name: 'Bought together',
      type: 'with_this_product_buy',
      style: { title: 'С этим покупают' },
    });
    expect(answer.body.fallbackFrom).toBeNull();
    expect(ids(await show(bought.id, { id: 'case' }))).toEqual(['phone']);
  });

  it('shows the visitor’s recently viewed offers newest first, without the current product', async () => {
    const recently = await widget({ name: 'Recently viewed', type: 'recently' });
    await session('shopper', [
      ['view', 'kettle'],
      ['view', 'phone'],
      ['view', 'kettle2'],
      ['view', 'charger'],
    ]);
    expect(ids(await show(recently.id, { userId: 'shopper' }))).toEqual(['kettle2', 'phone', 'kettle']);
    expect(ids(await show(recently.id, { userId: 'shopper', id: 'phone' }))).toEqual(['kettle2', 'kettle']);
    // Learnt incrementally: a view posted now shows on the next answer.
    await session('shopper', [['view', 'glass']]);
    expect(ids(await show(recently.id, { userId: 'shopper', limit: '2' }))).toEqual(['glass', 'kettle2']);
  });

  it('shows personal offers within the page’s category, or the product’s for a visitor without history (personal with category)', async () => {
    const inCategory = await widget({ name: 'For you here', type: 'personal_category' });
    await session('samsung-fan', [['view', 'phone']]);
    expect(ids(await show(inCategory.id, { userId: 'samsung-fan', categoryId: 'phones' }))).toEqual(['phone2']);
    expect(ids(await show(inCategory.id, { userId: 'samsung-fan', categoryId: 'kettles' })).sort()).toEqual(['kettle', 'kettle2']);
    // As the console's preview asks: a product, no visitor.
    expect(ids(await show(inCategory.id, { id: 'kettle' }))).toEqual(['kettle2']);
  });

  it('shows the fallback widget to a new visitor without history', async () => {
    const popular = await widget({ name: 'Popular', type: 'popular' });
    const personal = await widget({ name: 'For you', type: 'personal', fallbackWidgetId: popular.id });
    const answer = await show(personal.id, { userId: 'brand-new-visitor', limit: '3' });
    expect(answer.body.fallbackFrom).toBe(popular.id);
    expect(answer.body.widget.id).toBe(personal.id);
    expect(ids(answer)).toEqual(['phone', 'case', 'glass']);
    const known = await show(personal.id, { userId: 'shopper' });
    expect(known.body.fallbackFrom).toBeNull();
    expect(known.body.offers.length).toBeGreaterThan(0);
  });

  it('answers nothing rather than an unavailable offer or the current product', async () => {
    const discount = await widget({ name: 'Sale', type: 'discount' });
    expect(ids(await show(discount.id))).toEqual(['kettle']);
    expect(ids(await show(discount.id, { id: 'kettle' }))).toEqual([]);
    const similar = await widget({ name: 'Alike', type: 'similar_by_text' });
    const alike = ids(await show(similar.id, { id: 'phone' }));
    expect(alike[0]).toBe('phone2');
    expect(alike).not.toContain('phone');
    expect(alike).not.toContain('charger');
  });

  it('learns at start from stored searches and events which offers shoppers bought after finding a product through search', async () => {
    const project = await createTestProject(owner, 'Searchers');
    await insertOffers(t.deps.db, project, 1, CATALOG);
    await swapCatalog(t.deps.db, project, 1, CATALOG.length);
    const base = Date.now() - 3600_000;
    for (const [i, user] of ['s1', 's2', 's3'].entries()) {
      const at = base + i * 600_000;
      await t.deps.db.query(
        `insert into search_events (source_uuid, created_at, query, normalized, hits, user_id, latency_ms) values ($1, $2, 'чайник', 'чайник', 2, $3, 1)`,
        [project, new Date(at), user],
      );
      await t.deps.db.query(
        `insert into tracker_events (source_uuid, created_at, type, user_id, offer_id) values ($1, $2, 'view', $3, 'kettle'), ($1, $4, 'purchase', $3, 'kettle2')`,
        [project, new Date(at + 60_000), user, new Date(at + 120_000)],
      );
    }
    const created = await api(t.app, { token: ownerToken }).post(`/sources/${project}/widgets`, {
      name: 'Found',
      type: 'with_this_product_buy_with_search',
    });
    const found = created.body.data as TradeWidget;
    const response = await search.inject({ method: 'GET', url: `/api/${project}/widgets/${found.id}?id=kettle` });
    expect((response.json() as TradeWidgetResponse<ApiOffer>).offers.map((o) => o.id)).toEqual(['kettle2']);
  });

  it('shows nothing from a switched-off widget, and a segment’s widget only to that segment', async () => {
    const off = await widget({ name: 'Off', type: 'discount', enabled: false });
    expect(ids(await show(off.id))).toEqual([]);
    const vip = await widget({ name: 'VIP', type: 'discount', segmentId: 'vip' });
    expect(ids(await show(vip.id, { segmentId: 'vip' }))).toEqual(['kettle']);
    expect(ids(await show(vip.id, { segmentId: 'other' }))).toEqual([]);
  });

  it('answers 404 for an unknown widget or project and 422 for a bad limit', async () => {
    const popular = await widget({ name: 'P', type: 'popular' });
    const missing = await show('00000000-0000-4000-8000-000000000000');
    expect(missing.status).toBe(404);
    expect(missing.body.message).toBe('Виджет не найден');
    const foreign = await search.inject({ method: 'GET', url: `/api/00000000-0000-4000-8000-000000000000/widgets/${popular.id}` });
    expect(foreign.statusCode).toBe(404);
    expect((await show(popular.id, { limit: '1000' })).status).toBe(422);
    expect((await show(popular.id, { limit: 'x' })).status).toBe(422);
  });
});
