import type { CatalogOffer } from '@vitrina/contracts';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { insertCategories, insertOffers, swapCatalog } from '../../catalog';
import { createTestProject, testOffer } from '../../testing/catalog';
import { api, createTestApp, signUp, type TestApp } from '../../testing/test-app';

let t: TestApp;
let owner: ReturnType<typeof api>;
let ownerToken = '';
let stranger: ReturnType<typeof api>;
let uuid = '';

beforeAll(async () => {
  t = await createTestApp();
  ownerToken = (await signUp(t)).token;
  owner = api(t.app, { token: ownerToken });
  stranger = api(t.app, { token: (await signUp(t)).token });
  uuid = await createTestProject(owner, 'Picker');
  await insertOffers(t.deps.db, uuid, 1, [
    testOffer('k-1', 'Чайник электрический Bosch белый', {
      price: 2990,
      pictures: ['https://shop.example/k1.jpg'],
      categoryId: 'ke',
      categoryIds: ['ke'],
    }),
    testOffer('k-2', 'Чайник Tefal чёрный', { price: 1990, available: false, vendorCode: 'TF-200', categoryId: 'ke', categoryIds: ['ke'] }),
    testOffer('t-1', 'Телевизор Samsung 55', { price: 59990, categoryId: 'tv', categoryIds: ['tv'] }),
    testOffer('100%', 'Скидка_100% на всё', { price: null }),
  ]);
  await insertCategories(t.deps.db, uuid, 1, [
    { id: 'ke', name: 'Чайники', parentId: null, url: null },
    { id: 'tv', name: 'Телевизоры', parentId: null, url: null },
  ]);
  await swapCatalog(t.deps.db, uuid, 1, 4);
});
afterAll(() => t.close());

const found = async (query: string) => {
  const answer = await owner.get(`/sources/${uuid}/offers?${query}`);
  expect(answer.status).toBe(200);
  return answer.body as { data: CatalogOffer[]; totalCount: number };
};

describe('GET /sources/{id}/offers', () => {
  it('finds offers by the words of their name in any order and case, with picture, price and category', async () => {
    const answer = await found(`query=${encodeURIComponent('БЕЛЫЙ чайник')}`);
    expect(answer).toEqual({
      totalCount: 1,
      data: [
        {
          id: 'k-1',
          name: 'Чайник электрический Bosch белый',
          price: 2990,
          currencyId: 'RUR',
          picture: 'https://shop.example/k1.jpg',
          available: true,
          categoryId: 'ke',
          categoryName: 'Чайники',
        },
      ],
    });
  });

  it('puts the offer whose id is the text first, names starting with it next, and pages', async () => {
    expect((await found('query=t-1')).data.map((o) => o.id)).toEqual(['t-1']);
    expect((await found('query=TF-200')).data.map((o) => o.id)).toEqual(['k-2']);
    const pages = [
      await found(`query=${encodeURIComponent('чайник')}&limit=1`),
      await found(`query=${encodeURIComponent('чайник')}&limit=1&skip=1`),
    ];
    expect(pages.map((page) => page.totalCount)).toEqual([2, 2]);
    expect(pages.flatMap((page) => page.data.map((o) => o.id)).sort()).toEqual(['k-1', 'k-2']);
    expect((await found('')).totalCount).toBe(4);
  });

  it('reads % and _ as letters, not patterns', async () => {
    expect((await found(`query=${encodeURIComponent('%')}`)).data.map((o) => o.id)).toEqual(['100%']);
    expect((await found(`query=${encodeURIComponent('_')}`)).data.map((o) => o.id)).toEqual(['100%']);
    expect((await found(`query=${encodeURIComponent("' or 1=1 --")}`)).data).toEqual([]);
  });

  it('reads offers by id in the order asked, leaving out the ids the catalog does not hold', async () => {
    const answer = await found('ids=t-1,nope,k-2,t-1');
    expect(answer.data.map((o) => [o.id, o.name, o.available])).toEqual([
      ['t-1', 'Телевизор Samsung 55', true],
      ['k-2', 'Чайник Tefal чёрный', false],
    ]);
    expect((await found(`ids=${encodeURIComponent('100%')}&ids=k-1`)).data.map((o) => o.id)).toEqual(['100%', 'k-1']);
  });

  it('refuses bad input with localized errors per field', async () => {
    const bad = await owner.get(
      `/sources/${uuid}/offers?limit=0&skip=-1&query=${'x'.repeat(201)}&ids=${Array.from({ length: 101 }, (_, i) => i).join(',')}`,
    );
    expect(bad.status).toBe(422);
    expect(bad.body.errors).toEqual({
      limit: ['Digits only, without a leading zero'],
      skip: ['Digits only, without a leading zero'],
      query: ['Maximum 200 characters'],
      ids: ['No more than 100 items'],
    });
    const ru = await api(t.app, { token: ownerToken, lang: 'ru' }).get(`/sources/${uuid}/offers?limit=abc`);
    expect(ru.body.errors?.limit?.[0]).toMatch(/[а-я]/);
  });

  it('answers only those who may view the project', async () => {
    expect((await stranger.get(`/sources/${uuid}/offers?query=x`)).status).toBe(403);
    expect((await api(t.app).get(`/sources/${uuid}/offers`)).status).toBe(401);
    expect((await owner.get('/sources/00000000-0000-4000-8000-000000000000/offers')).status).toBe(404);
  });
});
