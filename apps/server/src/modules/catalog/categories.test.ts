import { afterAll, beforeAll, expect, it } from 'vitest';
import { insertCategories, insertOffers, swapCatalog } from '../../catalog';
import { createTestProject, testOffer } from '../../testing/catalog';
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
    { id: 'tv', name: 'Телевизоры', parentId: 'el', hasChildren: false, offersCount: 1, subtreeOffersCount: 1 },
    { id: 'ph', name: 'Телефоны', parentId: 'el', hasChildren: false, offersCount: 2, subtreeOffersCount: 2 },
  ]);
});

it('counts the offers of a parent over its whole branch, each offer once, beside its own', async () => {
  const roots = (await owner.get(`/sources/${uuid}/categories?parentId=null`)).body.data;
  expect(roots).toEqual([
    { id: 'ho', name: 'Дом', parentId: null, hasChildren: true, offersCount: 0, subtreeOffersCount: 2 },
    { id: 'el', name: 'Электроника', parentId: null, hasChildren: true, offersCount: 0, subtreeOffersCount: 3 },
  ]);
  // An offer placed in two categories of one branch, and one in the parent itself: each counts once there.
  const other = await createTestProject(owner, 'Branches');
  await insertOffers(t.deps.db, other, 1, [
    testOffer('a', 'A', { categoryId: 'ph', categoryIds: ['ph', 'tv'] }),
    testOffer('b', 'B', { categoryId: 'el', categoryIds: ['el'] }),
    testOffer('c', 'C', { categoryId: 'loop', categoryIds: ['loop'] }),
  ]);
  await insertCategories(t.deps.db, other, 1, [
    { id: 'el', name: 'Электроника', parentId: null, url: null },
    { id: 'ph', name: 'Телефоны', parentId: 'el', url: null },
    { id: 'tv', name: 'Телевизоры', parentId: 'el', url: null },
    // A feed whose parents loop: counted without running away.
    { id: 'loop', name: 'Петля', parentId: 'back', url: null },
    { id: 'back', name: 'Назад', parentId: 'loop', url: null },
  ]);
  await swapCatalog(t.deps.db, other, 1, 3);
  const counts = async (query: string) =>
    (
      (await owner.get(`/sources/${other}/categories${query}`)).body.data as Array<{
        id: string;
        offersCount: number;
        subtreeOffersCount: number;
      }>
    ).map((c) => [c.id, c.offersCount, c.subtreeOffersCount]);
  expect(await counts('?parentId=null')).toEqual([['el', 1, 2]]);
  expect(await counts('?parentId=el')).toEqual([
    ['tv', 1, 1],
    ['ph', 1, 1],
  ]);
  expect(await counts(`?query=${encodeURIComponent('Назад')}`)).toEqual([['back', 0, 1]]);
  expect(await counts(`?query=${encodeURIComponent('Петля')}`)).toEqual([['loop', 1, 1]]);
  // Found ones carry their parents' names; a loop ends where it repeats.
  const paths = async (query: string) =>
    ((await owner.get(`/sources/${other}/categories${query}`)).body.data as Array<{ id: string; path: string[] }>).map((c) => [
      c.id,
      c.path,
    ]);
  expect(await paths(`?query=${encodeURIComponent('Петля')}`)).toEqual([['loop', ['Назад']]]);
  expect(await paths('?ids=ph&ids=el')).toEqual([
    ['ph', ['Электроника']],
    ['el', []],
  ]);
});

it('finds categories by a part of their name at any level, treating % and _ as letters', async () => {
  expect(await names(`?query=${encodeURIComponent('теле')}`)).toEqual(['Телевизоры', 'Телефоны']);
  expect(await names(`?query=${encodeURIComponent('%')}`)).toEqual([]);
});

it('names exactly the categories asked for by id, with their counts, and leaves out ids the catalog lacks', async () => {
  const named = await owner.get(`/sources/${uuid}/categories?ids=ph&ids=el&ids=${encodeURIComponent('gone, with a comma')}`);
  expect(named.status).toBe(200);
  expect(named.body).toMatchObject({
    totalCount: 2,
    data: [
      { id: 'ph', name: 'Телефоны', parentId: 'el', offersCount: 2 },
      { id: 'el', name: 'Электроника', parentId: null, hasChildren: true },
    ],
  });
  expect(await names('?ids=tv')).toEqual(['Телевизоры']);
  // Hostile ids answer a localized refusal or nothing, never a database error.
  expect((await owner.get(`/sources/${uuid}/categories?ids=${'x'.repeat(201)}`)).status).toBe(422);
  const nul = await owner.get(`/sources/${uuid}/categories?ids=${encodeURIComponent('a\u0000b')}`);
  expect([200, 422]).toContain(nul.status);
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
