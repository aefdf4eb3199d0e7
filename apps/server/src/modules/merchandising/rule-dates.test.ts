import { afterAll, beforeAll, expect, it } from 'vitest';
import { createSearchApp } from '../../app';
import { insertCategories, insertOffers, swapCatalog } from '../../catalog';
import { createTestProject, testOffer } from '../../testing/catalog';
import { api, createTestApp, signUp, type TestApp } from '../../testing/test-app';

let t: TestApp;
let client: ReturnType<typeof api>;
let uuid = '';

beforeAll(async () => {
  t = await createTestApp();
  client = api(t.app, { token: (await signUp(t)).token });
  uuid = await createTestProject(client, 'Dates');
});
afterAll(() => t.close());

const day = 86_400_000;
const iso = (offset: number) => new Date(Date.now() + offset).toISOString();

it('refuses an end before the start and dates that are not dates', async () => {
  const bad = await client.post(`/sources/${uuid}/rules`, {
    rules: [
      { query: 'a', action: 'disableTypo', startsAt: '2026-05-10', endsAt: '2026-05-09' },
      { query: 'b', action: 'disableTypo', startsAt: 'tomorrow', endsAt: 12 },
    ],
  });
  expect(bad.status).toBe(422);
  expect(bad.body.errors).toEqual({
    'rules.0.endsAt': ['The end must not be before the start'],
    'rules.1.startsAt': ['Invalid date'],
    'rules.1.endsAt': ['Invalid date'],
  });
  // A rule of one day (a bare end date lasts the whole day) is fine.
  const oneDay = await client.post(`/sources/${uuid}/rules`, {
    rules: [{ query: 'a', action: 'disableTypo', startsAt: '2026-05-10', endsAt: '2026-05-10' }],
  });
  expect(oneDay.status).toBe(200);
  expect((await client.get(`/sources/${uuid}/rules`)).body.data).toEqual({
    rules: [{ query: 'a', regex: false, action: 'disableTypo', params: {}, startsAt: '2026-05-10', endsAt: '2026-05-10' }],
  });
});

it('applies a rule in search only between its start and end', async () => {
  await insertOffers(t.deps.db, uuid, 1, [testOffer('1', 'Чайник Bosch'), testOffer('2', 'Чайник Tefal'), testOffer('3', 'Кружка')]);
  await insertCategories(t.deps.db, uuid, 1, [{ id: 'c1', name: 'Посуда', parentId: null, url: null }]);
  await swapCatalog(t.deps.db, uuid, 1, 3);
  const saved = await client.post(`/sources/${uuid}/rules`, {
    rules: [
      { query: 'чайник', action: 'reorder', params: { orderIds: ['3'] }, startsAt: iso(-day), endsAt: iso(day) },
      { query: 'распродажа', action: 'redirect', params: { url: 'https://shop.example/sale' }, startsAt: iso(-2 * day), endsAt: iso(-day) },
      { query: 'подарок', action: 'redirect', params: { url: 'https://shop.example/gift' }, startsAt: iso(day) },
    ],
  });
  expect(saved.status).toBe(200);
  const search = await createSearchApp(t.deps);
  try {
    const answer = async (query: string) =>
      (await search.inject(`/api/${uuid}/search?query=${encodeURIComponent(query)}`)).json() as {
        redirect?: string;
        offers: Array<{ id: string }>;
      };
    expect((await answer('чайник')).offers[0]?.id).toBe('3');
    expect((await answer('распродажа')).redirect).toBeUndefined();
    expect((await answer('подарок')).redirect).toBeUndefined();
  } finally {
    await search.close();
  }
});
