import type { FeedOffer } from '@vitrina/feeds';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createSearchApp } from '../../app';
import { insertCategories, insertOffers, swapCatalog } from '../../catalog';
import { createTestProject, testOffer } from '../../testing/catalog';
import { api, createTestApp, signUp, type TestApp } from '../../testing/test-app';

const param = (name: string, value: string) => ({ name, value, unit: null });
const kettle = (id: string, name: string, price: number, params: FeedOffer['params']) => testOffer(id, name, { price, params });
/** Kettles that differ in what each relevance control looks at: price, params, regions. */
const CATALOG = [
  kettle('k1', 'Чайник Bosch', 3000, [param('Маржа', '1'), param('price_spb', '2500')]),
  kettle('k2', 'Чайник Tefal', 1000, [param('Маржа', '5'), param('Отзывы', '900'), param('available_spb', '0')]),
  kettle('k3', 'Чайник Vitek', 2000, [param('Бонус', '50')]),
  kettle('k4', 'Чайник Polaris', 500, [param('Хит', 'да'), param('regions', '77'), param('price_77', '4000')]),
  testOffer('g1', 'Gaming mouse'),
  testOffer('g2', 'Game console'),
];

let t: TestApp;
let search: FastifyInstance;
let owner: ReturnType<typeof api>;
let uuid = '';

beforeAll(async () => {
  t = await createTestApp();
  search = await createSearchApp(t.deps);
  owner = api(t.app, { token: (await signUp(t)).token });
  uuid = await createTestProject(owner);
  await insertOffers(t.deps.db, uuid, 1, CATALOG);
  await insertCategories(t.deps.db, uuid, 1, [{ id: 'c1', name: 'Товары', parentId: null, url: null }]);
  await swapCatalog(t.deps.db, uuid, 1, CATALOG.length);
});

afterAll(async () => {
  await search.close();
  await t.close();
});

type Answer = { offers: Array<{ id: string; price: number; available: boolean }>; hits: number };
const find = async (query: string, extra = '') =>
  (await search.inject(`/api/${uuid}/search?query=${encodeURIComponent(query)}${extra}`)).json() as Answer;
const ids = async (query: string, extra = '') => (await find(query, extra)).offers.map((offer) => offer.id);
/** Saves settings; search sees them at the next request. */
async function settle(settings: Record<string, unknown>) {
  expect((await owner.patch(`/sources/${uuid}`, { settings })).status).toBe(200);
}

describe('regions in the search API', () => {
  it('answers with the region price and leaves out offers sold only in other regions', async () => {
    expect((await ids('чайник')).sort()).toEqual(['k1', 'k2', 'k3', 'k4']);
    const moscow = await find('чайник', '&regionId=77&sort=price_desc');
    expect(moscow.offers.map((offer) => [offer.id, offer.price])).toEqual([
      ['k4', 4000],
      ['k1', 3000],
      ['k3', 2000],
      ['k2', 1000],
    ]);
    const spb = await find('чайник', '&regionId=spb&sort=price_desc');
    expect(spb.offers.map((offer) => [offer.id, offer.price])).toEqual([
      ['k1', 2500],
      ['k3', 2000],
      ['k2', 1000],
    ]);
  });

  it('takes availability from the region, for the answer and the availability filter', async () => {
    const spb = await find('чайник', '&regionId=spb');
    expect(spb.offers.find((offer) => offer.id === 'k2')?.available).toBe(false);
    const filters = encodeURIComponent(JSON.stringify({ available: true }));
    expect((await ids('чайник', `&regionId=spb&filters=${filters}`)).sort()).toEqual(['k1', 'k3']);
  });

  it('completes within the region too', async () => {
    const completions = (await search.inject(`/api/v2/${uuid}/completions?query=${encodeURIComponent('чайник pol')}&regionId=spb`)).json();
    expect(completions.offers).toEqual([]);
    const moscow = (await search.inject(`/api/v2/${uuid}/completions?query=${encodeURIComponent('чайник pol')}&regionId=77`)).json();
    expect(moscow.offers.map((offer: { id: string; price: number }) => [offer.id, offer.price])).toEqual([['k4', 4000]]);
  });

  it('a request without a region takes the project’s default region (spec §3 regionId), a request with one keeps its own', async () => {
    expect((await owner.patch(`/sources/${uuid}`, { regionId: 'spb' })).status).toBe(200);
    const byDefault = await find('чайник', '&sort=price_desc');
    expect(byDefault.offers.map((offer) => [offer.id, offer.price])).toEqual([
      ['k1', 2500],
      ['k3', 2000],
      ['k2', 1000],
    ]);
    const completions = (await search.inject(`/api/v2/${uuid}/completions?query=${encodeURIComponent('чайник pol')}`)).json();
    expect(completions.offers).toEqual([]);
    expect((await ids('чайник', '&regionId=77')).sort()).toEqual(['k1', 'k2', 'k3', 'k4']);
    expect((await owner.patch(`/sources/${uuid}`, { regionId: null })).status).toBe(200);
    expect((await ids('чайник')).sort()).toEqual(['k1', 'k2', 'k3', 'k4']);
  });
});

describe('segments and the ranking constructor in the search API', () => {
  it('ranks by the formula of the request segment, else by the default one', async () => {
    await settle({
      scriptScore: {
        segments: [
          { segment: 'cheap', formula: 'score / (1 + price)' },
          { segment: '', formula: 'score * price' },
        ],
      },
    });
    expect(await ids('чайник')).toEqual(['k1', 'k3', 'k2', 'k4']);
    expect(await ids('чайник', '&segmentId=unknown')).toEqual(['k1', 'k3', 'k2', 'k4']);
    expect(await ids('чайник', '&segmentId=CHEAP')).toEqual(['k4', 'k2', 'k3', 'k1']);
    // The project's default segment (spec §3 segmentId) picks the formula when the request names none.
    expect((await owner.patch(`/sources/${uuid}`, { segmentId: 'cheap' })).status).toBe(200);
    expect(await ids('чайник')).toEqual(['k4', 'k2', 'k3', 'k1']);
    expect(await ids('чайник', '&segmentId=unknown')).toEqual(['k1', 'k3', 'k2', 'k4']);
    expect((await owner.patch(`/sources/${uuid}`, { segmentId: null })).status).toBe(200);
    expect(await ids('чайник')).toEqual(['k1', 'k3', 'k2', 'k4']);
  });

  it.each([
    ['a', 'Маржа', 1, 'k2'],
    ['b', 'Бонус', 100, 'k3'],
    ['c', 'Хит', 10, 'k4'],
    ['d', 'Отзывы', 1, 'k2'],
  ])('construction %s over %s puts the offer it favours first', async (construction, parameter, weight, first) => {
    await settle({ scriptScore: { segments: [], constructor: [] } });
    expect((await ids('чайник'))[0]).not.toBe(first);
    await settle({ scriptScore: { segments: [], constructor: [{ construction, parameter, weight }] } });
    expect((await ids('чайник'))[0]).toBe(first);
  });
});

describe('stemming exceptions in the search API', () => {
  it('a word saved as a stemming exception no longer finds its stem siblings', async () => {
    expect((await ids('gaming')).sort()).toEqual(['g1', 'g2']);
    const saved = await owner.post(`/v2/sources/${uuid}/synonyms`, { entries: [{ kind: 'stemException', word: 'gaming' }] });
    expect(saved.status).toBe(200);
    expect(await ids('gaming')).toEqual(['g1']);
    expect(await ids('game')).toEqual(['g2']);
  });
});
