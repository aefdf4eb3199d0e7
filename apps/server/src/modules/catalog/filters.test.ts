import type { CatalogFilter } from '@vitrina/contracts';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestProject } from '../../testing/catalog';
import { api, createTestApp, signUp, type TestApp } from '../../testing/test-app';
import { filterIdOf } from './filters-store';
import { loadFilterCatalog } from './testing';

let t: TestApp;
let owner: ReturnType<typeof api>;
let ownerId = '';
let ownerToken = '';
let uuid = '';

beforeAll(async () => {
  t = await createTestApp();
  const signed = await signUp(t);
  ownerId = signed.user.id;
  ownerToken = signed.token;
  owner = api(t.app, { token: signed.token });
  uuid = await createTestProject(owner, 'Filters');
  await loadFilterCatalog(t.deps.db, uuid);
});
afterAll(() => t.close());

const list = async (query = '') => (await owner.get(`/sources/${uuid}/filters${query}`)).body.data as CatalogFilter[];
const names = async () => (await list('?limit=500')).map((f) => f.name);
const id = filterIdOf;

describe('filters list', () => {
  it('lists the catalog params as filters, most common first, a page of 50 at a time with the total', async () => {
    const first = await owner.get(`/sources/${uuid}/filters?skip=0&limit=2`);
    expect(first.status).toBe(200);
    expect(first.body.totalCount).toBe(4);
    expect(first.body.data).toEqual([
      {
        id: id('Цвет'),
        name: 'Цвет',
        ordering: null,
        level: 0,
        firstId: null,
        currentType: 'multiple',
        enabled: true,
        offersCount: 4,
        valuesCount: 2,
        numeric: false,
        unit: null,
        defaultOff: null,
      },
      {
        id: id('Диагональ'),
        name: 'Диагональ',
        ordering: null,
        level: 0,
        firstId: null,
        currentType: 'multiple',
        enabled: true,
        offersCount: 3,
        valuesCount: 3,
        numeric: true,
        unit: null,
        defaultOff: null,
      },
    ]);
    expect((await list('?skip=2')).map((f) => f.name)).toEqual(['Объём', 'Память']);
    expect(await list('?skip=4')).toEqual([]);
    expect(await list()).toHaveLength(4);
  });

  it('finds filters by a part of their name in any case', async () => {
    const found = await owner.get(`/sources/${uuid}/filters/search?query=${encodeURIComponent('ДИАГ')}`);
    expect(found.body).toMatchObject({ totalCount: 1, data: [{ name: 'Диагональ' }] });
    expect((await owner.get(`/sources/${uuid}/filters/search?query=${encodeURIComponent("%' or 1=1 --")}`)).body.data).toEqual([]);
  });

  it('refuses a bad page', async () => {
    const bad = await owner.get(`/sources/${uuid}/filters?skip=-1&limit=abc`);
    expect(bad.status).toBe(422);
    expect(Object.keys(bad.body.errors ?? {}).sort()).toEqual(['limit', 'skip']);
  });
});

describe('filter settings', () => {
  it('saves ordering, level, branch, type and status, lists in the new order and logs the change', async () => {
    expect((await owner.post(`/sources/${uuid}/filters/update/${id('Память')}`, { ordering: 0 })).status).toBe(200);
    await owner.post(`/sources/${uuid}/filters/update/${id('Объём')}`, { ordering: 1 });
    const saved = await owner.post(`/sources/${uuid}/filters/update/${id('Диагональ')}`, {
      currentType: 'range',
      level: 1,
      firstId: 'el',
      enabled: false,
    });
    expect(saved.body.data).toMatchObject({ name: 'Диагональ', currentType: 'range', level: 1, firstId: 'el', enabled: false });
    expect(await names()).toEqual(['Память', 'Объём', 'Цвет', 'Диагональ']);
    expect((await list()).find((f) => f.name === 'Диагональ')).toMatchObject({ currentType: 'range', enabled: false, ordering: null });
    const [change] = await t.deps.db.query<{ field: string; user_id: string; new_value: string }>(
      'select field, user_id, new_value from source_changes where source_uuid = $1 order by id desc limit 1',
      [uuid],
    );
    expect(change).toMatchObject({ field: 'filters.Диагональ', user_id: ownerId });
    expect(JSON.parse(change?.new_value ?? '{}')).toMatchObject({ enabled: false, currentType: 'range' });
    await owner.post(`/sources/${uuid}/filters/update/${id('Диагональ')}`, { enabled: true, level: 0, firstId: null });
  });

  it('refuses bad settings field by field and changes nothing', async () => {
    const before = await list();
    const bad = await owner.post(`/sources/${uuid}/filters/update/${id('Цвет')}`, {
      ordering: -1,
      level: 99,
      currentType: 'pie',
      enabled: 'yes',
      firstId: '',
    });
    expect(bad.status).toBe(422);
    expect(Object.keys(bad.body.errors ?? {}).sort()).toEqual(['currentType', 'enabled', 'firstId', 'level', 'ordering']);
    expect(bad.body.errors?.currentType).toEqual(['Choose one of: multiple, range']);
    const unknown = await owner.post(`/sources/${uuid}/filters/update/${id('Цвет')}`, { colour: 'red' });
    expect(unknown.status).toBe(422);
    expect((await owner.post(`/sources/${uuid}/filters/update/${id('Цвет')}`, {})).status).toBe(422);
    const range = await owner.post(`/sources/${uuid}/filters/update/${id('Цвет')}`, { currentType: 'range' });
    expect(range.body.errors).toEqual({ currentType: ['A range needs a param whose values are all numbers'] });
    const branch = await owner.post(`/sources/${uuid}/filters/update/${id('Цвет')}`, { firstId: 'nope' });
    expect(branch.body.errors).toEqual({ firstId: ['Category not found'] });
    expect((await owner.post(`/sources/${uuid}/filters/update/${'f'.repeat(16)}`, { enabled: false })).status).toBe(404);
    // Fastify refuses an over-long path parameter before any handler runs.
    expect((await owner.post(`/sources/${uuid}/filters/update/${'x'.repeat(300)}`, { enabled: false })).status).toBe(414);
    const text = await t.app.inject({
      method: 'POST',
      url: `/api/sources/${uuid}/filters/update/${id('Цвет')}`,
      headers: { authorization: `Bearer ${ownerToken}`, 'content-type': 'application/json' },
      payload: '{"enabled":',
    });
    expect(text.statusCode).toBe(400);
    expect(await list()).toEqual(before);
  });
});

describe('params', () => {
  it('switches a param off everywhere, many at once, and in one category and its branch', async () => {
    expect((await owner.put(`/sources/${uuid}/params/${id('Цвет')}`, { enabled: false })).status).toBe(200);
    expect((await list()).find((f) => f.name === 'Цвет')?.enabled).toBe(false);
    const bulk = await owner.put(`/sources/${uuid}/params/status`, { ids: [id('Цвет'), id('Память')], enabled: true });
    expect(bulk.status).toBe(200);
    expect((await list()).filter((f) => f.enabled)).toHaveLength(4);

    await owner.put(`/sources/${uuid}/params/status`, { ids: [id('Память'), id('Диагональ')], enabled: false, categoryId: 'el' });
    await owner.put(`/sources/${uuid}/params/${id('Диагональ')}`, { enabled: true, categoryId: 'tv' });
    const params = async (category: string) =>
      (
        (await owner.get(`/sources/${uuid}/categories/${category}/params`)).body.data as Array<{
          name: string;
          enabled: boolean;
          own: boolean | null;
        }>
      )
        .map((p) => `${p.name}:${p.enabled}:${p.own}`)
        .sort();
    expect(await params('ph')).toEqual(['Диагональ:false:null', 'Память:false:null', 'Цвет:true:null']);
    expect(await params('tv')).toEqual(['Диагональ:true:true', 'Цвет:true:null']);
    expect(await params('ke')).toEqual(['Объём:true:null', 'Цвет:true:null']);
    // The filters themselves stay on: the switch was for one branch.
    expect((await list()).find((f) => f.name === 'Память')?.enabled).toBe(true);
  });

  it('refuses unknown params and categories and empty lists', async () => {
    const unknown = await owner.put(`/sources/${uuid}/params/status`, { ids: [id('Цвет'), 'deadbeefdeadbeef'], enabled: false });
    expect(unknown.status).toBe(422);
    expect(Object.keys(unknown.body.errors ?? {})).toEqual(['ids']);
    expect((await owner.put(`/sources/${uuid}/params/status`, { ids: [], enabled: false })).body.errors).toEqual({
      ids: ['Input required'],
    });
    expect((await owner.put(`/sources/${uuid}/params/status`, { ids: [id('Цвет')] })).body.errors).toEqual({ enabled: ['Input required'] });
    expect((await owner.put(`/sources/${uuid}/params/deadbeefdeadbeef`, { enabled: false })).status).toBe(404);
    const category = await owner.put(`/sources/${uuid}/params/${id('Цвет')}`, { enabled: false, categoryId: 'nope' });
    expect([category.status, category.body.message]).toEqual([404, 'Category not found']);
    expect((await list()).find((f) => f.name === 'Цвет')?.enabled).toBe(true);
  });
});

describe('filter mode', () => {
  it('keeps the filter mode per project and refuses unknown modes', async () => {
    expect((await owner.get(`/sources/${uuid}/filters/mode`)).body.data).toEqual({ mode: 'conditions' });
    expect((await owner.put(`/sources/${uuid}/filters/mode`, { mode: 'disabled' })).status).toBe(200);
    expect((await owner.get(`/sources/${uuid}/filters/mode`)).body.data).toEqual({ mode: 'disabled' });
    const bad = await owner.put(`/sources/${uuid}/filters/mode`, { mode: 'some' });
    expect(bad.body.errors).toEqual({ mode: ['Choose one of: disabled, conditions'] });
    await owner.put(`/sources/${uuid}/filters/mode`, { mode: 'conditions' });
  });
});

describe('permissions', () => {
  const calls = () => [
    { method: 'get', url: `/sources/${uuid}/filters`, edit: false },
    { method: 'get', url: `/sources/${uuid}/filters/search?query=a`, edit: false },
    { method: 'get', url: `/sources/${uuid}/filters/mode`, edit: false },
    { method: 'get', url: `/sources/${uuid}/categories`, edit: false },
    { method: 'get', url: `/sources/${uuid}/categories/ph/params`, edit: false },
    { method: 'post', url: `/sources/${uuid}/filters/update/${id('Цвет')}`, body: { ordering: 3 }, edit: true },
    { method: 'put', url: `/sources/${uuid}/params/${id('Цвет')}`, body: { enabled: true }, edit: true },
    { method: 'put', url: `/sources/${uuid}/params/status`, body: { ids: [id('Цвет')], enabled: true }, edit: true },
    { method: 'put', url: `/sources/${uuid}/filters/mode`, body: { mode: 'conditions' }, edit: true },
  ];
  const send = (client: ReturnType<typeof api>, call: ReturnType<typeof calls>[number]) =>
    call.method === 'get'
      ? client.get(call.url)
      : call.method === 'put'
        ? client.put(call.url, call.body)
        : client.post(call.url, call.body);

  it('answers a guest 401, a stranger 403, a viewer 403 on changes, and an unknown project 404', async () => {
    const stranger = await signUp(t);
    const strangerClient = api(t.app, { token: stranger.token });
    for (const call of calls()) {
      expect([call.url, (await send(api(t.app), call)).status]).toEqual([call.url, 401]);
      expect([call.url, (await send(strangerClient, call)).status]).toEqual([call.url, 403]);
      const missing = { ...call, url: call.url.replace(uuid, '00000000-0000-4000-8000-000000000000') };
      expect([missing.url, (await send(owner, missing)).status]).toEqual([missing.url, 404]);
    }
    await t.deps.db.query('insert into permissions (user_id, permission) values ($1, $2)', [stranger.user.id, `sources.view.${uuid}`]);
    for (const call of calls()) expect([call.url, (await send(strangerClient, call)).status]).toEqual([call.url, call.edit ? 403 : 200]);
  });
});
