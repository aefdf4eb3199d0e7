import type { ApiOffer, TradeWidget, TradeWidgetResponse } from '@vitrina/contracts';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createSearchApp } from '../../app';
import { insertOffers, swapCatalog } from '../../catalog';
import { createTestProject, testOffer } from '../../testing/catalog';
import { api, createTestApp, signUp, type TestApp } from '../../testing/test-app';

const CATALOG = [
  testOffer('phone', 'Смартфон Galaxy A54', { categoryId: 'phones', categoryIds: ['phones'], price: 30000 }),
  testOffer('case', 'Чехол для Galaxy A54', { categoryId: 'accessories', categoryIds: ['accessories'], price: 900 }),
  testOffer('kettle', 'Чайник Bosch', { categoryId: 'kettles', categoryIds: ['kettles'], price: 3000, oldPrice: 4000 }),
];

let t: TestApp;
let search: FastifyInstance;
let owner: ReturnType<typeof api>;
let stranger: ReturnType<typeof api>;
let uuid = '';
let ownerToken = '';

beforeAll(async () => {
  t = await createTestApp();
  search = await createSearchApp(t.deps);
  ownerToken = (await signUp(t)).token;
  owner = api(t.app, { token: ownerToken });
  stranger = api(t.app, { token: (await signUp(t)).token });
  uuid = await createTestProject(owner, 'Preview shop');
  await insertOffers(t.deps.db, uuid, 1, CATALOG);
  await swapCatalog(t.deps.db, uuid, 1, CATALOG.length);
  // Two orders of the phone with its case: enough support for "bought together".
  let ts = Date.now() - 3 * 3600_000;
  for (const user of ['a', 'b']) {
    const events = ['phone', 'case'].map((offerId) => ({ type: 'purchase', userId: user, offerId, orderId: `o-${user}`, ts: ts++ }));
    ts += 2 * 3600_000;
    expect((await search.inject({ method: 'POST', url: `/api/${uuid}/events`, payload: { events } })).statusCode).toBe(202);
  }
});
afterAll(async () => {
  await search.close();
  await t.close();
});

const preview = (body: Record<string, unknown>, as = owner) => as.post(`/sources/${uuid}/widgets/preview`, body);
const offerIds = (call: { body: { data?: unknown } }) => (call.body.data as TradeWidgetResponse<ApiOffer>).offers.map((o) => o.id);

describe('trade widget preview of an unsaved draft', () => {
  it('answers the offers of the draft’s type, as the public route would, and saves nothing', async () => {
    const bought = await preview({
      widget: { name: 'Draft', type: 'with_this_product_buy', style: { title: 'Вместе' } },
      productId: 'phone',
    });
    expect(bought.status).toBe(200);
    expect(offerIds(bought)).toEqual(['case']);
    expect((bought.body.data as TradeWidgetResponse).widget).toMatchObject({ type: 'with_this_product_buy', style: { title: 'Вместе' } });
    const discounted = await preview({ widget: { name: 'Draft', type: 'discount' }, productId: 'phone' });
    expect(offerIds(discounted)).toEqual(['kettle']);
    expect((await owner.get(`/sources/${uuid}/widgets`)).body.totalCount).toBe(0);
  });

  it('applies the draft’s fallback and the saved widget it names', async () => {
    const popular = (await owner.post(`/sources/${uuid}/widgets`, { name: 'Popular', type: 'popular' })).body.data as TradeWidget;
    const answer = await preview({ widget: { name: 'Draft', type: 'recently', fallbackWidgetId: popular.id }, userId: 'new' });
    expect(answer.status).toBe(200);
    expect((answer.body.data as TradeWidgetResponse).fallbackFrom).toBe(popular.id);
    expect(offerIds(answer).sort()).toEqual(['case', 'phone']);
    await owner.del(`/sources/${uuid}/widgets/${popular.id}`);
  });

  it('refuses a bad draft with a message per field', async () => {
    const refused = await preview({ widget: { name: '', type: 'nonsense' } });
    expect(refused.status).toBe(422);
    expect(Object.keys(refused.body.errors ?? {}).sort()).toEqual(['widget.name', 'widget.type']);
    const formula = await preview({ widget: { name: 'Draft', type: 'popular', scriptScore: 'score * (', fallbackWidgetId: 'nope' } });
    expect(formula.status).toBe(422);
    expect(Object.keys(formula.body.errors ?? {}).sort()).toEqual(['widget.fallbackWidgetId', 'widget.scriptScore']);
  });

  it('refuses a stranger and a guest', async () => {
    const body = { widget: { name: 'Draft', type: 'popular' } };
    expect((await preview(body, stranger)).status).toBe(403);
    expect((await preview(body, api(t.app))).status).toBe(401);
  });
});
