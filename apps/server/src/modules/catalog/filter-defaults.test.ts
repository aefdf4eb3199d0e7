import type { CatalogFilter } from '@vitrina/contracts';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createSearchApp } from '../../app';
import { createTestProject, putLiveCatalog, testOffer } from '../../testing/catalog';
import { api, createTestApp, signUp, type TestApp } from '../../testing/test-app';
import { filterIdOf as id } from './filters-store';

let t: TestApp;
let owner: ReturnType<typeof api>;
let search: FastifyInstance;
let uuid = '';

const param = (name: string, value: string) => ({ name, value, unit: null });
/** 30 TVs: a unique article and barcode each, one country for all, three colours, diagonals in см, weights in kg and g. */
const offers = Array.from({ length: 30 }, (_, i) =>
  testOffer(`tv-${i}`, `Телевизор ${i}`, {
    params: [
      param('Артикул', `ART-${1000 + i}`),
      param('Номер партии', String(500_000 + i * 7)),
      param('Страна', 'Китай'),
      param('Цвет', ['черный', 'белый', 'серый'][i % 3] as string),
      param('Диагональ', `${32 + i * 2}${i % 2 ? ',5' : ''} см`),
      param('Вес', i % 2 ? `${(i % 5) + 1} kg` : `${((i % 5) + 1) * 100} g`),
    ],
  }),
);

beforeAll(async () => {
  t = await createTestApp();
  owner = api(t.app, { token: (await signUp(t)).token });
  uuid = await createTestProject(owner, 'Defaults');
  await putLiveCatalog(t.deps.db, uuid, offers);
  search = await createSearchApp(t.deps);
});
afterAll(async () => {
  await search.close();
  await t.close();
});

const filters = async () =>
  Object.fromEntries(((await owner.get(`/sources/${uuid}/filters?limit=500`)).body.data as CatalogFilter[]).map((f) => [f.name, f]));
interface ApiFacet {
  id: string;
  type: string;
  min?: number;
  max?: number;
  unit?: string;
}
const searchFor = async (filter?: object) => {
  const query = filter ? `&filters=${encodeURIComponent(JSON.stringify(filter))}` : '';
  return (await search.inject(`/api/${uuid}/search?query=${query}&limit=100`)).json() as { hits: number; params: ApiFacet[] };
};
const facetIds = async () => (await searchFor()).params.map((facet) => facet.id);

describe('filters offered by default', () => {
  it('leaves identifiers and single-valued params off, saying why, and the rest on', async () => {
    const list = await filters();
    expect(list.Артикул).toMatchObject({ enabled: false, defaultOff: 'identifier', valuesCount: 30 });
    expect(list['Номер партии']).toMatchObject({ enabled: false, defaultOff: 'identifier', numeric: true, unit: null });
    expect(list.Страна).toMatchObject({ enabled: false, defaultOff: 'singleValue', valuesCount: 1 });
    expect(list.Цвет).toMatchObject({ enabled: true, defaultOff: null, numeric: false });
    expect(list.Диагональ).toMatchObject({ enabled: true, defaultOff: null, numeric: true, unit: 'см' });
    // '1 kg' beside '500 g': not one scale.
    expect(list.Вес).toMatchObject({ enabled: true, numeric: false, unit: null });
    expect((await facetIds()).filter((facet) => !['category', 'price'].includes(facet)).sort()).toEqual(['Вес', 'Диагональ', 'Цвет']);
  });

  it('shows a default-off param once the owner switches it on, and keeps the default through other changes', async () => {
    await owner.post(`/sources/${uuid}/filters/update/${id('Артикул')}`, { enabled: true });
    const moved = await owner.post(`/sources/${uuid}/filters/update/${id('Страна')}`, { ordering: 0 });
    expect(moved.body.data).toMatchObject({ name: 'Страна', ordering: 0, enabled: false, defaultOff: 'singleValue' });
    const list = await filters();
    expect([list.Артикул?.enabled, list.Страна?.enabled]).toEqual([true, false]);
    expect(await facetIds()).toContain('Артикул');
    expect(await facetIds()).not.toContain('Страна');
    await owner.put(`/sources/${uuid}/params/${id('Артикул')}`, { enabled: false });
    expect(await facetIds()).not.toContain('Артикул');
  });
});

describe('numbers with units as ranges', () => {
  it('makes a param of one unit a range, shows its bounds with the unit and filters by them', async () => {
    expect((await owner.post(`/sources/${uuid}/filters/update/${id('Диагональ')}`, { currentType: 'range' })).status).toBe(200);
    const all = await searchFor();
    expect(all.params.find((facet) => facet.id === 'Диагональ')).toMatchObject({ type: 'range', min: 32, max: 90.5, unit: 'см' });
    const big = await searchFor({ paramRanges: { Диагональ: { from: 80.5 } } });
    // 80 см (the 25th TV) is below it; 82,5 см (the 26th) and every later one are inside.
    expect(big.hits).toBe(5);
  });

  it('refuses a range for a param of mixed units and changes nothing', async () => {
    const refused = await owner.post(`/sources/${uuid}/filters/update/${id('Вес')}`, { currentType: 'range' });
    expect([refused.status, refused.body.errors]).toEqual([422, { currentType: ['A range needs a param whose values are all numbers'] }]);
    expect((await filters()).Вес?.currentType).toBe('multiple');
  });
});
