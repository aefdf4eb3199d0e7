import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, expect, it } from 'vitest';
import { createSearchApp } from '../../app';
import { createTestProject } from '../../testing/catalog';
import { api, createTestApp, signUp, type TestApp } from '../../testing/test-app';
import { filterIdOf as id } from './filters-store';
import { loadFilterCatalog } from './testing';

let t: TestApp;
let owner: ReturnType<typeof api>;
let search: FastifyInstance;
let uuid = '';

beforeAll(async () => {
  t = await createTestApp();
  owner = api(t.app, { token: (await signUp(t)).token });
  uuid = await createTestProject(owner, 'Facets');
  await loadFilterCatalog(t.deps.db, uuid);
  search = await createSearchApp(t.deps);
});
afterAll(async () => {
  await search.close();
  await t.close();
});

interface ApiFacet {
  id: string;
  type: 'multiple' | 'range';
  min?: number;
  max?: number;
}
/** The facets of a search as `id:type`, through the real search endpoint. */
const facets = async (filters?: object) => {
  const query = filters ? `&filters=${encodeURIComponent(JSON.stringify(filters))}` : '';
  const answer = (await search.inject(`/api/${uuid}/search?query=${query}`)).json() as { params: ApiFacet[] };
  return answer.params;
};
const ids = async (filters?: object) => (await facets(filters)).map((f) => (f.type === 'range' ? `${f.id}:range` : f.id));

it('shows every param facet, most common first (ties in catalog order), before the owner changes anything', async () => {
  expect(await ids()).toEqual(['category', 'price:range', 'Цвет', 'Диагональ', 'Память', 'Объём']);
});

it('leaves out disabled filters, follows the owner ordering and shows a range filter as min and max', async () => {
  await owner.post(`/sources/${uuid}/filters/update/${id('Цвет')}`, { enabled: false });
  await owner.post(`/sources/${uuid}/filters/update/${id('Память')}`, { ordering: 0 });
  await owner.post(`/sources/${uuid}/filters/update/${id('Диагональ')}`, { ordering: 1, currentType: 'range' });
  expect(await ids()).toEqual(['category', 'price:range', 'Память', 'Диагональ:range', 'Объём']);
  expect((await facets()).find((f) => f.id === 'Диагональ')).toMatchObject({ min: 6.1, max: 55 });
});

it('narrows the results to a range of a range filter', async () => {
  const filters = encodeURIComponent(JSON.stringify({ paramRanges: { Диагональ: { from: 6.5, to: 60 } } }));
  const answer = (await search.inject(`/api/${uuid}/search?query=&filters=${filters}`)).json() as { offers: Array<{ id: string }> };
  expect(answer.offers.map((o) => o.id).sort()).toEqual(['2', '3']);
});

it('shows a filter only in its branch and from its level, and hides params switched off for a category', async () => {
  await owner.post(`/sources/${uuid}/filters/update/${id('Объём')}`, { firstId: 'ho' });
  await owner.post(`/sources/${uuid}/filters/update/${id('Память')}`, { level: 2 });
  await owner.put(`/sources/${uuid}/params/${id('Диагональ')}`, { enabled: false, categoryId: 'el' });
  await owner.put(`/sources/${uuid}/params/${id('Цвет')}`, { enabled: true, categoryId: 'ke' });
  // No category chosen: the branch and level conditions do not hold.
  expect(await ids()).toEqual(['category', 'price:range', 'Диагональ:range']);
  expect(await ids({ categoryId: 'ph' })).toEqual(['category', 'price:range', 'Память']);
  expect(await ids({ categoryId: 'el' })).toEqual(['category', 'price:range']);
  expect(await ids({ categoryId: 'ke' })).toEqual(['category', 'price:range', 'Объём', 'Цвет']);
});

it('returns no filters but the categories when the filter mode is all disabled', async () => {
  await owner.put(`/sources/${uuid}/filters/mode`, { mode: 'disabled' });
  expect(await ids({ categoryId: 'ke' })).toEqual(['category']);
  await owner.put(`/sources/${uuid}/filters/mode`, { mode: 'conditions' });
  expect(await ids({ categoryId: 'ke' })).toEqual(['category', 'price:range', 'Объём', 'Цвет']);
});
