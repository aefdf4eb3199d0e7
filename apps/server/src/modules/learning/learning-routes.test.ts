import { LEARNING_PAGE_SIZE, type LearnedQueriesAnswer, type LearnedQueryAnswer } from '@vitrina/contracts';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { api, signUp } from '../../testing/test-app';
import { createLearningShop, type LearningShop, SHOP_OFFERS, until } from './testing';

let shop: LearningShop;
let target = '';
let stranger: ReturnType<typeof api>;
let strangerId = '';
const guest = () => api(shop.t.app);
const resets = async () => (await shop.t.deps.db.query('select * from learning_resets')).length;

beforeAll(async () => {
  shop = await createLearningShop();
  let page: string[] = [];
  for (let i = 0; i < 10; i++) page = await shop.searchAs(`s${i}`, 'кресло', {}, `10.1.0.${i}`);
  for (let i = 0; i < 5; i++) await shop.searchAs(`t${i}`, 'стол', {}, `10.2.0.${i}`);
  await until('the impressions', async () => (await shop.impressions()).length === 15);
  target = page[9] ?? '';
  await shop.send([0, 1, 2, 3].map((i) => ({ type: 'click', userId: `s${i}`, offerId: target, query: 'кресло' })));
  // Two buyers: one address alone teaches nothing.
  await shop.send([0, 1].map((i) => ({ type: 'purchase', userId: `t${i}`, offerId: 't2' })));
  const other = await signUp(shop.t);
  stranger = api(shop.t.app, { token: other.token });
  strangerId = other.user.id;
});

afterAll(async () => {
  await shop.close();
});

describe('the console view of learned ranking', () => {
  it('lists the queries search learned about, most evidence first, with their counts', async () => {
    const listed = await shop.owner.get(`/v2/sources/${shop.uuid}/learning`);
    expect(listed.status).toBe(200);
    const answer = listed.body as unknown as LearnedQueriesAnswer;
    expect(answer).toMatchObject({ enabled: true, strength: 50, total: 2 });
    expect(answer.queries.map((q) => q.key)).toEqual(['кресло', 'стол']);
    expect(answer.queries[0]).toEqual({
      key: 'кресло',
      query: 'кресло',
      promoted: 1,
      demoted: expect.any(Number),
      impressions: 10,
      clicks: 4,
      carts: 0,
      purchases: 0,
      lastEventAt: expect.stringMatching(/^\d{4}-\d\d-\d\dT/),
    });
    expect(answer.queries[1]).toMatchObject({ key: 'стол', impressions: 5, purchases: 2 });
  });

  it('searches the list by a piece of the query and pages it', async () => {
    const found = (await shop.owner.get(`/v2/sources/${shop.uuid}/learning?search=${encodeURIComponent('КРЕС')}`)).body;
    expect(found).toMatchObject({ total: 1, queries: [{ key: 'кресло' }] });
    expect((await shop.owner.get(`/v2/sources/${shop.uuid}/learning?search=zzz`)).body).toMatchObject({ total: 0, queries: [] });
    expect((await shop.owner.get(`/v2/sources/${shop.uuid}/learning?skip=1`)).body).toMatchObject({ total: 2, queries: [{ key: 'стол' }] });
    expect(LEARNING_PAGE_SIZE).toBeGreaterThan(2);
  });

  it('shows one query: its offers with names, multipliers and evidence, and its categories', async () => {
    const shown = await shop.owner.get(`/v2/sources/${shop.uuid}/learning/query?key=${encodeURIComponent(' Кресло ')}`);
    expect(shown.status).toBe(200);
    const answer = shown.body as unknown as LearnedQueryAnswer;
    const offer = SHOP_OFFERS.find((o) => o.id === target);
    expect(answer).toMatchObject({ key: 'кресло', query: 'кресло', categories: [{ id: offer?.categoryId, share: 1 }] });
    expect(answer.categories[0]?.name).toBe(offer?.categoryId === 'c2' ? 'Кресла' : 'Товары');
    expect(answer.offers[0]).toEqual({
      offerId: target,
      name: offer?.name,
      multiplier: expect.any(Number),
      impressions: 10,
      examined: expect.any(Number),
      clicks: 4,
      carts: 0,
      purchases: 0,
      visitors: 10,
    });
    expect(answer.offers[0]?.multiplier).toBeGreaterThan(1.5);
    expect(answer.offers.slice(1).every((o) => o.multiplier < 1)).toBe(true);
  });

  it('answers an unknown query with nothing learned', async () => {
    const shown = await shop.owner.get(`/v2/sources/${shop.uuid}/learning/query?key=${encodeURIComponent('самовар')}`);
    expect(shown.body).toEqual({ key: 'самовар', query: 'самовар', categories: [], offers: [] });
  });

  it('refuses a missing, empty or too long key and bad paging, in the caller’s language, changing nothing', async () => {
    const long = encodeURIComponent('к'.repeat(201));
    const calls = [
      shop.owner.get(`/v2/sources/${shop.uuid}/learning/query`),
      shop.owner.get(`/v2/sources/${shop.uuid}/learning/query?key=`),
      shop.owner.get(`/v2/sources/${shop.uuid}/learning/query?key=%20%20`),
      shop.owner.get(`/v2/sources/${shop.uuid}/learning/query?key=${long}`),
      shop.owner.get(`/v2/sources/${shop.uuid}/learning?skip=-1`),
      shop.owner.get(`/v2/sources/${shop.uuid}/learning?skip=abc`),
      shop.owner.get(`/v2/sources/${shop.uuid}/learning?search=${long}`),
      shop.owner.del(`/v2/sources/${shop.uuid}/learning?key=`),
      shop.owner.del(`/v2/sources/${shop.uuid}/learning?key=%20`),
      shop.owner.del(`/v2/sources/${shop.uuid}/learning?key=${long}`),
    ];
    for (const call of await Promise.all(calls)) {
      expect([call.raw.raw.req.url, call.status]).toEqual([call.raw.raw.req.url, 422]);
      expect(call.body.errors).toBeDefined();
    }
    const ru = api(shop.t.app, { token: shop.ownerToken, lang: 'ru' });
    expect((await ru.get(`/v2/sources/${shop.uuid}/learning/query`)).body.errors).toEqual({ key: ['Обязательное поле'] });
    expect((await ru.del(`/v2/sources/${shop.uuid}/learning?key=${long}`)).body.errors).toEqual({ key: ['Максимум символов: 200'] });
    expect(await resets()).toBe(0);
  });
});

describe('access to learned ranking', () => {
  const calls = () => [
    { url: `/v2/sources/${shop.uuid}/learning`, del: false },
    { url: `/v2/sources/${shop.uuid}/learning/query?key=x`, del: false },
    { url: `/v2/sources/${shop.uuid}/learning?key=x`, del: true },
    { url: `/v2/sources/${shop.uuid}/learning`, del: true },
  ];
  const send = (client: ReturnType<typeof api>, call: { url: string; del: boolean }) =>
    call.del ? client.del(call.url) : client.get(call.url);

  it('answers a guest 401, a stranger 403 and an unknown or malformed project 404, changing nothing', async () => {
    for (const call of calls()) {
      expect([call.url, (await send(guest(), call)).status]).toEqual([call.url, 401]);
      expect([call.url, (await send(stranger, call)).status]).toEqual([call.url, 403]);
      for (const id of ['00000000-0000-4000-8000-000000000000', 'nope', "'; drop table learning_resets; --"]) {
        const missing = { ...call, url: call.url.replace(shop.uuid, encodeURIComponent(id)) };
        expect([missing.url, (await send(shop.owner, missing)).status]).toEqual([missing.url, 404]);
      }
    }
    expect(await resets()).toBe(0);
  });

  it('lets a viewer read but not reset, and the owner reset one query or everything', async () => {
    await shop.t.deps.db.query('insert into permissions (user_id, permission) values ($1, $2)', [strangerId, `sources.view.${shop.uuid}`]);
    for (const call of calls()) expect([call.url, (await send(stranger, call)).status]).toEqual([call.url, call.del ? 403 : 200]);
    expect(await resets()).toBe(0);

    expect((await shop.owner.del(`/v2/sources/${shop.uuid}/learning?key=${encodeURIComponent('КРЕСЛО')}`)).status).toBe(204);
    expect((await shop.owner.del(`/v2/sources/${shop.uuid}/learning?key=${encodeURIComponent('кресло')}`)).status).toBe(204);
    const rows = await shop.t.deps.db.query<{ query_key: string | null }>('select query_key from learning_resets');
    expect(rows).toEqual([{ query_key: 'кресло' }]);
    const listed = (await shop.owner.get(`/v2/sources/${shop.uuid}/learning`)).body as unknown as LearnedQueriesAnswer;
    expect(listed.queries.map((q) => q.key)).toEqual(['стол']);

    expect((await shop.owner.del(`/v2/sources/${shop.uuid}/learning`)).status).toBe(204);
    expect(await shop.t.deps.db.query('select query_key from learning_resets')).toEqual([{ query_key: null }]);
    expect((await shop.owner.get(`/v2/sources/${shop.uuid}/learning`)).body).toMatchObject({ total: 0, queries: [] });
    const logged = await shop.t.deps.db.query<{ new_value: string }>(
      `select new_value from source_changes where source_uuid = $1 and field = 'learning' order by id`,
      [shop.uuid],
    );
    expect(logged.map((row) => JSON.parse(row.new_value))).toEqual([{ reset: 'кресло' }, { reset: 'кресло' }, { reset: 'project' }]);
  });
});
