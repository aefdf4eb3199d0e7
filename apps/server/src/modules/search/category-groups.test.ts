import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createSearchApp } from '../../app';
import { insertCategories, insertOffers, swapCatalog } from '../../catalog';
import { createTestProject, testOffer } from '../../testing/catalog';
import { api, createTestApp, signUp, type TestApp } from '../../testing/test-app';

const inCategory = (id: string, name: string, categoryId: string) => testOffer(id, name, { categoryId, categoryIds: [categoryId] });
/** Three kettles among kettles, one among spare parts: the groups differ by count and by feed order. */
const CATALOG = [
  inCategory('1', 'Чайник Bosch', 'kettles'),
  inCategory('2', 'Чайник Tefal', 'kettles'),
  inCategory('3', 'Чайник Vitek', 'kettles'),
  inCategory('4', 'Крышка для чайника', 'parts'),
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
  await insertCategories(t.deps.db, uuid, 1, [
    { id: 'kettles', name: 'Чайники', parentId: null, url: null },
    { id: 'parts', name: 'Запчасти', parentId: null, url: null },
  ]);
  await swapCatalog(t.deps.db, uuid, 1, CATALOG.length);
});

afterAll(async () => {
  await search.close();
  await t.close();
});

const groups = async () => {
  const group = encodeURIComponent('{"active":true,"size":10,"skip":0}');
  const answer = (await search.inject(`/api/${uuid}/search?query=${encodeURIComponent('чайник')}&groupByCategories=${group}`)).json();
  return (answer.categories as Array<{ id: string; hits: number }>).map((category) => [category.id, category.hits]);
};

/** Saves the project's order of groups; search sees it at the next request. */
async function orderBy(categoryRangeType: string) {
  expect((await owner.patch(`/sources/${uuid}`, { settings: { categoryRangeType } })).status).toBe(200);
  return groups();
}

describe('category groups of the search API', () => {
  it('orders the groups by offer count by default and by the project’s categoryRangeType once chosen', async () => {
    expect(await groups()).toEqual([
      ['kettles', 3],
      ['parts', 1],
    ]);
    const feedOrder = await orderBy('ordering');
    expect(await orderBy('ordering_asc')).toEqual([...feedOrder].reverse());
    expect(await orderBy('offer_count')).toEqual([
      ['kettles', 3],
      ['parts', 1],
    ]);
  });

  it('orders the groups by shoppers’ clicks on each category’s offers in category_click mode', async () => {
    // Without clicks the offer count decides; clicks on the spare part (and a purchase, which is no click) then lift its category.
    expect(await orderBy('category_click')).toEqual([
      ['kettles', 3],
      ['parts', 1],
    ]);
    await t.deps.db.query(
      `insert into tracker_events (source_uuid, type, user_id, offer_id) values ($1, 'click', 'a', '4'), ($1, 'click', 'b', '4'),
         ($1, 'click', 'c', '1'), ($1, 'purchase', 'd', '1'), ($1, 'purchase', 'e', '2')`,
      [uuid],
    );
    // A fresh search app: the clicks are read at most every five minutes.
    await search.close();
    search = await createSearchApp(t.deps);
    expect(await groups()).toEqual([
      ['parts', 1],
      ['kettles', 3],
    ]);
  });
});
