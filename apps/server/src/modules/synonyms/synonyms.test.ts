import type { SynonymGroup } from '@vitrina/contracts';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestProject as createProject } from '../../testing/catalog';
import { api, createTestApp, signUp, type TestApp } from '../../testing/test-app';
import { csvUpload, entriesOf } from './testing';

let t: TestApp;
let owner: ReturnType<typeof api>;
let ownerId = '';
let stranger: ReturnType<typeof api>;
let strangerId = '';
let guest: ReturnType<typeof api>;

let ownerToken = '';

beforeAll(async () => {
  t = await createTestApp();
  const a = await signUp(t);
  ownerToken = a.token;
  ownerId = a.user.id;
  owner = api(t.app, { token: a.token });
  const b = await signUp(t);
  strangerId = b.user.id;
  stranger = api(t.app, { token: b.token });
  guest = api(t.app);
});
afterAll(() => t.close());

const entries = entriesOf;

describe('entries', () => {
  let uuid = '';
  beforeAll(async () => {
    uuid = await createProject(owner, 'Entries');
  });

  it('adds entries of every kind into the default group and lists them with paging and search', async () => {
    const added = await owner.post(`/v2/sources/${uuid}/synonyms`, {
      entries: [
        { word: 'телефон', synonyms: ['смартфон', 'мобильник'] },
        { kind: 'oneWay', word: 'ноутбук', synonyms: ['laptop', 'notebook'] },
        { kind: 'stemException', word: 'пицца' },
        { kind: 'param', word: 'черный', synonyms: ['black'] },
      ],
    });
    expect(added.status).toBe(200);
    expect(entries(added)).toHaveLength(4);
    expect(entries(added)[0]).toMatchObject({ kind: 'twoWay', word: 'телефон', synonyms: ['смартфон', 'мобильник'] });
    expect(entries(added)[2]).toMatchObject({ kind: 'stemException', word: 'пицца', synonyms: [] });
    const groups = await owner.get(`/v2/sources/${uuid}/synonym-groups`);
    const [defaultGroup] = groups.body.data as SynonymGroup[];
    expect(defaultGroup).toMatchObject({ isDefault: true, name: 'Default', synonymsCount: 4 });
    expect(new Set(entries(added).map((e) => e.groupId))).toEqual(new Set([defaultGroup?.id]));

    const all = await owner.get(`/v2/sources/${uuid}/synonyms`);
    expect(all.body.totalCount).toBe(4);
    const found = await owner.get(`/v2/sources/${uuid}/synonyms?query=${encodeURIComponent('LAPTOP')}`);
    expect(entries(found).map((e) => e.word)).toEqual(['ноутбук']);
    const byKind = await owner.get(`/v2/sources/${uuid}/synonyms?kind=param`);
    expect(entries(byKind).map((e) => e.word)).toEqual(['черный']);
    const page = await owner.get(`/v2/sources/${uuid}/synonyms?page=2&limit=3`);
    expect(page.body.totalCount).toBe(4);
    expect(entries(page)).toHaveLength(1);
    const one = await owner.get(`/v2/sources/${uuid}/synonyms/${entries(added)[0]?.id}`);
    expect(one.body.data).toMatchObject({ word: 'телефон' });
  });

  it('merges the synonyms of a word already saved with the same kind', async () => {
    const merged = await owner.post(`/v2/sources/${uuid}/synonyms`, {
      entries: [
        { word: 'Телефон', synonyms: ['Смартфон', 'трубка'] },
        { word: 'телефон', synonyms: ['телефон', 'аппарат'] },
      ],
    });
    expect(merged.status).toBe(200);
    expect(entries(merged)).toHaveLength(1);
    expect(entries(merged)[0]).toMatchObject({ word: 'телефон', synonyms: ['смартфон', 'мобильник', 'трубка', 'аппарат'] });
    expect((await owner.get(`/v2/sources/${uuid}/synonyms?kind=twoWay`)).body.totalCount).toBe(1);
  });

  it('refuses mixed alphabets, empty words, missing synonyms and separators, field by field', async () => {
    const bad = await owner.post(`/v2/sources/${uuid}/synonyms`, {
      entries: [
        { word: 'sамсунг', synonyms: ['samsung'] },
        { word: 'samsung', synonyms: ['ok', 'аpple'] },
        { word: '  ', synonyms: ['x'] },
        { word: 'пылесос' },
        { word: 'a,b', synonyms: ['c'] },
        { kind: 'sideways', word: 'x', synonyms: ['y'] },
      ],
    });
    expect(bad.status).toBe(422);
    expect(bad.body.errors).toEqual({
      'entries.0.word': ['Letters of different languages in one word'],
      'entries.1.synonyms.1': ['Letters of different languages in one word'],
      'entries.2.word': ['Input required'],
      'entries.3.synonyms': ['Add at least one synonym'],
      'entries.4.word': ['Commas, semicolons, quotes and => are not allowed in a word'],
      'entries.5.kind': ['Choose one of: twoWay, oneWay, stemException, param'],
    });
    const same = await owner.post(`/v2/sources/${uuid}/synonyms`, { entries: [{ word: 'дом', synonyms: ['Дом'] }] });
    expect(same.body.errors).toEqual({ 'entries.0.synonyms': ['Add at least one synonym'] });
    expect((await owner.post(`/v2/sources/${uuid}/synonyms`, { entries: [] })).status).toBe(422);
    const ru = await api(t.app, { token: ownerToken, lang: 'ru' }).post(`/v2/sources/${uuid}/synonyms`, {
      entries: [{ word: 'айфонe', synonyms: ['iphone'] }],
    });
    expect(ru.body.errors).toEqual({ 'entries.0.word': ['Буквы разных языков в одном слове'] });
    expect((await owner.get(`/v2/sources/${uuid}/synonyms`)).body.totalCount).toBe(4);
  });

  it('patches an entry and refuses a patch that empties it or clashes with another word', async () => {
    const [laptop] = entries(await owner.get(`/v2/sources/${uuid}/synonyms?kind=oneWay`));
    const patched = await owner.patch(`/v2/sources/${uuid}/synonyms/${laptop?.id}`, { synonyms: ['laptop', 'ультрабук'], kind: 'twoWay' });
    expect(patched.status).toBe(200);
    expect(patched.body.data).toMatchObject({ id: laptop?.id, kind: 'twoWay', word: 'ноутбук', synonyms: ['laptop', 'ультрабук'] });
    const empty = await owner.patch(`/v2/sources/${uuid}/synonyms/${laptop?.id}`, { synonyms: [] });
    expect(empty.status).toBe(422);
    expect(empty.body.errors).toEqual({ synonyms: ['Add at least one synonym'] });
    const clash = await owner.patch(`/v2/sources/${uuid}/synonyms/${laptop?.id}`, { word: 'ТЕЛЕФОН' });
    expect(clash.body.errors).toEqual({ word: ['This word already has synonyms of this kind'] });
    const mixed = await owner.patch(`/v2/sources/${uuid}/synonyms/${laptop?.id}`, { word: 'нoутбук' });
    expect(mixed.body.errors).toEqual({ word: ['Letters of different languages in one word'] });
    expect((await owner.patch(`/v2/sources/${uuid}/synonyms/00000000-0000-4000-8000-000000000000`, { word: 'x' })).status).toBe(404);
    expect((await owner.patch(`/v2/sources/${uuid}/synonyms/nope`, { word: 'x' })).status).toBe(404);
  });

  it('deletes one entry and many at once, logging every change', async () => {
    const list = entries(await owner.get(`/v2/sources/${uuid}/synonyms`));
    const [first, second, third] = list;
    expect((await owner.del(`/v2/sources/${uuid}/synonyms/${first?.id}`)).status).toBe(200);
    expect((await owner.del(`/v2/sources/${uuid}/synonyms/${first?.id}`)).status).toBe(404);
    const raw = await t.app.inject({
      method: 'DELETE',
      url: `/api/v2/sources/${uuid}/synonyms`,
      headers: { authorization: `Bearer ${ownerToken}` },
      payload: { ids: [second?.id, third?.id, 'not-an-id'] },
    });
    expect(raw.statusCode).toBe(200);
    expect(raw.json()).toMatchObject({ totalCount: 2 });
    expect((await owner.get(`/v2/sources/${uuid}/synonyms`)).body.totalCount).toBe(list.length - 3);
    const log = await t.deps.db.query<{ field: string; user_id: string }>(
      'select field, user_id from source_changes where source_uuid = $1',
      [uuid],
    );
    expect(log.length).toBeGreaterThanOrEqual(5);
    expect(log.every((row) => row.field === 'synonyms' && row.user_id === ownerId)).toBe(true);
  });
});

describe('groups', () => {
  let uuid = '';
  beforeAll(async () => {
    uuid = await createProject(owner, 'Groups');
  });

  it('creates, renames and deletes groups; names are unique in any case; the default group stays', async () => {
    const created = await owner.post(`/v2/sources/${uuid}/synonym-groups`, { name: 'Бренды', description: 'Названия производителей' });
    expect(created.status).toBe(201);
    const brands = created.body.data as SynonymGroup;
    expect(brands).toMatchObject({ name: 'Бренды', description: 'Названия производителей', isDefault: false, synonymsCount: 0 });
    const taken = await owner.post(`/v2/sources/${uuid}/synonym-groups`, { name: 'бренды' });
    expect(taken.status).toBe(422);
    expect(taken.body.errors).toEqual({ name: ['A group with this name already exists'] });
    expect((await owner.post(`/v2/sources/${uuid}/synonym-groups`, { name: 'default' })).body.errors).toEqual({
      name: ['A group with this name already exists'],
    });
    expect((await owner.post(`/v2/sources/${uuid}/synonym-groups`, { name: ' ' })).body.errors).toEqual({ name: ['Input required'] });
    const colors = (await owner.post(`/v2/sources/${uuid}/synonym-groups`, { name: 'Цвета' })).body.data as SynonymGroup;
    expect((await owner.patch(`/v2/sources/${uuid}/synonym-groups/${colors.id}`, { name: 'БРЕНДЫ' })).body.errors).toEqual({
      name: ['A group with this name already exists'],
    });
    const renamed = await owner.patch(`/v2/sources/${uuid}/synonym-groups/${colors.id}`, { name: 'Цвета и материалы', description: 'd' });
    expect(renamed.body.data).toMatchObject({ name: 'Цвета и материалы', description: 'd' });

    const added = await owner.post(`/v2/sources/${uuid}/synonyms`, {
      entries: [
        { word: 'samsung', synonyms: ['самсунг'], groupId: brands.id },
        { word: 'черный', synonyms: ['black'], kind: 'param' },
        { word: 'белый', synonyms: ['white'], kind: 'param' },
      ],
    });
    expect(entries(added)[0]?.groupId).toBe(brands.id);
    const unknownGroup = await owner.post(`/v2/sources/${uuid}/synonyms`, {
      entries: [{ word: 'lg', synonyms: ['элджи'], groupId: '00000000-0000-4000-8000-000000000000' }],
    });
    expect(unknownGroup.body.errors).toEqual({ 'entries.0.groupId': ['Synonym group not found'] });

    const moved = await owner.post(`/v2/sources/${uuid}/synonyms/move`, {
      ids: entries(added)
        .slice(1)
        .map((e) => e.id),
      groupId: colors.id,
    });
    expect(moved.status).toBe(200);
    expect(moved.body.totalCount).toBe(2);
    const inColors = await owner.get(`/v2/sources/${uuid}/synonyms?groupId=${colors.id}`);
    expect(
      entries(inColors)
        .map((e) => e.word)
        .sort(),
    ).toEqual(['белый', 'черный']);
    expect((await owner.post(`/v2/sources/${uuid}/synonyms/move`, { ids: [entries(added)[0]?.id], groupId: 'x' })).body.errors).toEqual({
      groupId: ['Synonym group not found'],
    });

    const groups = (await owner.get(`/v2/sources/${uuid}/synonym-groups`)).body.data as SynonymGroup[];
    expect(groups.map((g) => [g.name, g.synonymsCount])).toEqual([
      ['Default', 0],
      ['Бренды', 1],
      ['Цвета и материалы', 2],
    ]);
    const defaultGroup = groups[0] as SynonymGroup;
    const refused = await owner.del(`/v2/sources/${uuid}/synonym-groups/${defaultGroup.id}`);
    expect(refused.status).toBe(422);
    expect(refused.body.errors).toEqual({ groupId: ['The default group cannot be deleted'] });

    const deleted = await owner.del(`/v2/sources/${uuid}/synonym-groups/${colors.id}`);
    expect(deleted.body.data).toMatchObject({ moved: 2, movedTo: defaultGroup.id });
    expect((await owner.del(`/v2/sources/${uuid}/synonym-groups/${colors.id}`)).status).toBe(404);
    const after = (await owner.get(`/v2/sources/${uuid}/synonym-groups`)).body.data as SynonymGroup[];
    expect(after.map((g) => [g.name, g.synonymsCount])).toEqual([
      ['Default', 2],
      ['Бренды', 1],
    ]);
  });
});

describe('permissions', () => {
  let uuid = '';
  let synonymId = '';
  let groupId = '';
  beforeAll(async () => {
    uuid = await createProject(owner, 'Permissions');
    synonymId = entries(await owner.post(`/v2/sources/${uuid}/synonyms`, { entries: [{ word: 'a', synonyms: ['b'] }] }))[0]?.id ?? '';
    groupId = ((await owner.post(`/v2/sources/${uuid}/synonym-groups`, { name: 'G' })).body.data as SynonymGroup).id;
  });

  const calls = () => [
    { method: 'get', url: `/v2/sources/${uuid}/synonyms`, edit: false },
    { method: 'get', url: `/v2/sources/${uuid}/synonyms/${synonymId}`, edit: false },
    { method: 'get', url: `/v2/sources/${uuid}/synonyms/export`, edit: false },
    { method: 'get', url: `/v2/sources/${uuid}/synonym-groups`, edit: false },
    { method: 'get', url: `/sources/${uuid}/synonyms`, edit: false },
    { method: 'post', url: `/v2/sources/${uuid}/synonyms`, body: { entries: [{ word: 'c', synonyms: ['d'] }] }, edit: true },
    { method: 'patch', url: `/v2/sources/${uuid}/synonyms/${synonymId}`, body: { synonyms: ['e'] }, edit: true },
    { method: 'post', url: `/v2/sources/${uuid}/synonyms/move`, body: { ids: [synonymId], groupId }, edit: true },
    { method: 'post', url: `/v2/sources/${uuid}/synonym-groups`, body: { name: 'H' }, edit: true },
    { method: 'patch', url: `/v2/sources/${uuid}/synonym-groups/${groupId}`, body: { description: 'x' }, edit: true },
    { method: 'post', url: `/sources/${uuid}/synonyms/auto`, body: { word: 'x', synonym: 'y', accept: false }, edit: true },
    { method: 'del', url: `/v2/sources/${uuid}/synonym-groups/${groupId}`, edit: true },
    { method: 'del', url: `/v2/sources/${uuid}/synonyms/${synonymId}`, edit: true },
  ];
  const send = (client: ReturnType<typeof api>, call: ReturnType<typeof calls>[number]) => {
    if (call.method === 'get') return client.get(call.url);
    if (call.method === 'del') return client.del(call.url);
    if (call.method === 'patch') return client.patch(call.url, call.body);
    return client.post(call.url, call.body);
  };

  it('answers a guest 401, a stranger 403 and an unknown project 404', async () => {
    for (const call of calls()) {
      expect([call.url, (await send(guest, call)).status]).toEqual([call.url, 401]);
      const refused = await send(stranger, call);
      expect([call.url, refused.status]).toEqual([call.url, 403]);
      expect(refused.body.message).toBe(`No permission for "sources.${call.edit ? 'edit' : 'view'}" project "${uuid}"!`);
      const missing = { ...call, url: call.url.replace(uuid, '00000000-0000-4000-8000-000000000000') };
      expect([missing.url, (await send(owner, missing)).status]).toEqual([missing.url, 404]);
    }
    expect((await csvUpload(t, uuid, 'a,b')).status).toBe(401);
    expect((await csvUpload(t, uuid, 'a,b', { token: (await signUp(t)).token })).status).toBe(403);
    expect((await csvUpload(t, 'nope', 'a,b', { token: ownerToken })).status).toBe(404);
  });

  it('lets a viewer read but not change synonyms, and the owner do everything', async () => {
    await t.deps.db.query('insert into permissions (user_id, permission) values ($1, $2)', [strangerId, `sources.view.${uuid}`]);
    for (const call of calls()) {
      const status = (await send(stranger, call)).status;
      expect([call.url, status]).toEqual([call.url, call.edit ? 403 : 200]);
    }
    for (const call of calls()) {
      const status = (await send(owner, call)).status;
      expect([call.method, call.url, status < 300]).toEqual([call.method, call.url, true]);
    }
  });
});
