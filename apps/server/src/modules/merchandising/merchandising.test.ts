import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createSearchApp } from '../../app';
import { insertCategories, insertOffers, swapCatalog } from '../../catalog';
import { testOffer } from '../../testing/catalog';
import { api, createTestApp, signUp, type TestApp } from '../../testing/test-app';

let t: TestApp;
let client: ReturnType<typeof api>;
let uuid = '';

beforeAll(async () => {
  t = await createTestApp();
  const owner = await signUp(t);
  client = api(t.app, { token: owner.token });
  uuid = (
    (
      await client.post('/sources', {
        siteUrl: 'shop.example',
        feedUrls: ['https://shop.example/f.xml'],
        feedFormat: 'YML',
        content: { name: 'M' },
      })
    ).body.data as { uuid: string }
  ).uuid;
});
afterAll(() => t.close());

it('saves the rules of a project and reads them back', async () => {
  const rules = [
    { query: 'распродажа', regex: false, action: 'redirect', params: { url: 'https://shop.example/sale' } },
    { query: '^iphone\\s*1[45]$', regex: true, action: 'reorder', params: { orderIds: ['3', '1'] } },
    { query: 'подарок', action: 'empty', params: { includeIds: ['7'] } },
  ];
  expect((await client.post(`/sources/${uuid}/rules`, { rules })).status).toBe(200);
  const saved = await client.get(`/sources/${uuid}/rules`);
  expect(saved.body).toMatchObject({
    totalCount: 3,
    data: { rules: [{ query: 'распродажа' }, { regex: true }, { regex: false, action: 'empty' }] },
  });
});

it('refuses a second rule for the same query, an empty regex and rules without their parameters', async () => {
  const bad = await client.post(`/sources/${uuid}/rules`, {
    rules: [
      { query: 'Чайник', action: 'redirect', params: { url: 'https://shop.example/k' } },
      { query: 'чайник', action: 'redirect', params: { url: 'https://shop.example/k2' } },
      { query: '', regex: true, action: 'disableTypo' },
      { query: 'x', action: 'redirect', params: {} },
      { query: 'y', action: 'reorder', params: {} },
      { query: '(unclosed', regex: true, action: 'disableTypo' },
    ],
  });
  expect(bad.status).toBe(422);
  expect(bad.body.errors).toEqual({
    'rules.1.query': ['A rule for this query already exists'],
    'rules.2.query': ['Input required'],
    'rules.3.params.url': ['Input required'],
    'rules.4.params.orderIds': ['Fill in the parameters of the rule'],
    'rules.5.query': ['Invalid regular expression'],
  });
  expect(((await client.get(`/sources/${uuid}/rules`)).body.data as { rules: unknown[] }).rules).toHaveLength(3);
});

describe('rules in live search', () => {
  it('redirects, pins, empties and re-sorts results as the rules and formulas say', async () => {
    const search = await createSearchApp(t.deps);
    try {
      const offer = (id: string, name: string, price: number, categoryId = 'c1') =>
        testOffer(id, name, { price, categoryId, categoryIds: [categoryId] });
      await insertOffers(t.deps.db, uuid, 1, [
        offer('1', 'Чайник Bosch', 3000),
        offer('2', 'Чайник Tefal', 1000),
        offer('3', 'Кружка', 500, 'c2'),
        offer('7', 'Подарочный сертификат', 5000, 'c2'),
      ]);
      await insertCategories(t.deps.db, uuid, 1, [
        { id: 'c1', name: 'Чайники', parentId: null, url: null },
        { id: 'c2', name: 'Посуда', parentId: null, url: null },
      ]);
      await swapCatalog(t.deps.db, uuid, 1, 4);
      await client.post(`/sources/${uuid}/rules`, {
        rules: [
          { query: 'распродажа', action: 'redirect', params: { url: 'https://shop.example/sale' } },
          { query: 'чайник', action: 'reorder', params: { orderIds: ['3'] } },
          { query: 'подарок', action: 'empty', params: { includeIds: ['7'] } },
        ],
      });
      const ids = async (query: string, extra = '') =>
        (
          (await search.inject(`/api/${uuid}/search?query=${encodeURIComponent(query)}${extra}`)).json() as {
            offers: Array<{ id: string }>;
          }
        ).offers.map((o) => o.id);

      const redirect = (await search.inject(`/api/${uuid}/search?query=${encodeURIComponent('Распродажа')}`)).json();
      expect(redirect).toMatchObject({ redirect: 'https://shop.example/sale', offers: [] });
      expect((await ids('чайник'))[0]).toBe('3');
      expect(await ids('подарок')).toEqual(['7']);

      await client.patch(`/sources/${uuid}`, { settings: { customSort: [{ field: 'price', direction: 'asc' }] } });
      await new Promise((resolve) => setTimeout(resolve, 2100));
      expect(await ids('чайник bosch tefal')).toEqual(['2', '1']);
      await client.patch(`/sources/${uuid}`, {
        settings: { customSort: null, scriptScore: { segments: [{ segment: 'vip', formula: 'score * price' }] } },
      });
      await new Promise((resolve) => setTimeout(resolve, 2100));
      expect(await ids('чайник bosch tefal', '&segmentId=vip')).toEqual(['1', '2']);
    } finally {
      await search.close();
    }
  });
});
