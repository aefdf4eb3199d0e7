import { afterAll, beforeAll, expect, it } from 'vitest';
import { createTestProject } from '../../testing/catalog';
import { api, createTestApp, signUp, type TestApp } from '../../testing/test-app';
import { loadFilterCatalog } from './testing';

let t: TestApp;
let owner: ReturnType<typeof api>;
let uuid = '';

beforeAll(async () => {
  t = await createTestApp();
  owner = api(t.app, { token: (await signUp(t)).token });
  uuid = await createTestProject(owner, 'Categories');
  await loadFilterCatalog(t.deps.db, uuid);
});
afterAll(() => t.close());

const names = async (query: string) =>
  ((await owner.get(`/sources/${uuid}/categories${query}`)).body.data as Array<{ name: string }>).map((c) => c.name);

it('loads the tree by parent a page at a time, the root under the parent id null, until an empty page', async () => {
  const roots = await owner.get(`/sources/${uuid}/categories?parentId=null&page=1&limit=1`);
  expect(roots.body).toMatchObject({ totalCount: 2, data: [{ id: 'ho', name: 'Дом', parentId: null, hasChildren: true }] });
  expect(await names('?parentId=null&page=2&limit=1')).toEqual(['Электроника']);
  expect(await names('?parentId=null&page=3&limit=1')).toEqual([]);
  const children = await owner.get(`/sources/${uuid}/categories?parentId=el`);
  expect(children.body.data).toEqual([
    { id: 'tv', name: 'Телевизоры', parentId: 'el', hasChildren: false, offersCount: 1 },
    { id: 'ph', name: 'Телефоны', parentId: 'el', hasChildren: false, offersCount: 2 },
  ]);
});

it('finds categories by a part of their name at any level, treating % and _ as letters', async () => {
  expect(await names(`?query=${encodeURIComponent('теле')}`)).toEqual(['Телевизоры', 'Телефоны']);
  expect(await names(`?query=${encodeURIComponent('%')}`)).toEqual([]);
});

it('lists the params of a category with their ids and says when the category does not exist', async () => {
  const params = await owner.get(`/sources/${uuid}/categories/ke/params`);
  expect(params.body.data).toEqual([
    expect.objectContaining({ name: 'Объём', offers: 2, enabled: true, own: null }),
    expect.objectContaining({ name: 'Цвет', offers: 1, enabled: true, own: null }),
  ]);
  const missing = await owner.get(`/sources/${uuid}/categories/nope/params`);
  expect([missing.status, missing.body.message]).toEqual([404, 'Category not found']);
});
