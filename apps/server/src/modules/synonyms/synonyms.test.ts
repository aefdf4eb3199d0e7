import type { SynonymEntry, SynonymGroup } from '@vitrina/contracts';
import type { FeedOffer } from '@vitrina/feeds';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { api, createTestApp, signUp, type TestApp } from '../../testing/test-app';
import { insertOffers } from '../feeds/catalog-store';
import { swapCatalog } from '../feeds/load-store';
import { abbreviationOf, transliterateVendor } from './auto';
import { readSynonymCsv } from './csv';
import { stemExceptionsOf, synonymLinesOf } from './lines';

let t: TestApp;
let owner: ReturnType<typeof api>;
let ownerId = '';
let stranger: ReturnType<typeof api>;
let strangerId = '';
let guest: ReturnType<typeof api>;

async function createProject(client: ReturnType<typeof api>, name: string): Promise<string> {
  const created = await client.post('/sources', {
    siteUrl: 'shop.example',
    feedUrls: ['https://shop.example/feed.xml'],
    feedFormat: 'YML',
    content: { name },
  });
  return (created.body.data as { uuid: string }).uuid;
}

function offer(id: string, name: string, vendor: string | null): FeedOffer {
  return {
    id,
    groupId: null,
    name,
    vendor,
    vendorCode: null,
    brandId: null,
    model: null,
    typePrefix: null,
    url: null,
    description: '',
    snippet: '',
    offerLabel: null,
    offerCode: null,
    categoryId: 'c1',
    categoryIds: ['c1'],
    price: 1000,
    oldPrice: null,
    currencyId: 'RUR',
    available: true,
    pictures: [],
    barcodes: [],
    salesNotes: null,
    params: [],
    rating: null,
    reviewCount: null,
  };
}

async function csvUpload(sourceId: string, body: string | Buffer, options: { token?: string; type?: string; query?: string } = {}) {
  const raw = await t.app.inject({
    method: 'POST',
    url: `/api/sources/upload/synonyms/from/csv?sourceId=${sourceId}${options.query ?? ''}`,
    headers: {
      'accept-language': 'en',
      'content-type': options.type ?? 'text/csv',
      ...(options.token ? { authorization: `Bearer ${options.token}` } : {}),
    },
    payload: body,
  });
  return { status: raw.statusCode, body: raw.json() as { data?: unknown; errors?: Record<string, string[]> } };
}

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

const entries = (call: { body: { data?: unknown } }) => call.body.data as SynonymEntry[];

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
    expect((await csvUpload(uuid, 'a,b')).status).toBe(401);
    expect((await csvUpload(uuid, 'a,b', { token: (await signUp(t)).token })).status).toBe(403);
    expect((await csvUpload('nope', 'a,b', { token: ownerToken })).status).toBe(404);
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

describe('CSV import and export', () => {
  let uuid = '';
  beforeAll(async () => {
    uuid = await createProject(owner, 'CSV');
  });

  it('reads lines of every form', () => {
    expect(
      readSynonymCsv('\uFEFFword,synonym\r\nphone,smartphone\n"smart tv";"телевизор";тв\nlaptop=>notebook;ноутбук\n\n# note\nx'),
    ).toEqual([
      { line: 2, text: 'phone,smartphone', kind: 'twoWay', word: 'phone', synonyms: ['smartphone'] },
      { line: 3, text: '"smart tv";"телевизор";тв', kind: 'twoWay', word: 'smart tv', synonyms: ['телевизор', 'тв'] },
      { line: 4, text: 'laptop=>notebook;ноутбук', kind: 'oneWay', word: 'laptop', synonyms: ['notebook', 'ноутбук'] },
      { line: 7, text: 'x', error: 'validation.synonymRequired' },
    ]);
  });

  it('saves the good lines and reports the bad ones', async () => {
    await owner.post(`/v2/sources/${uuid}/synonyms`, { entries: [{ word: 'phone', synonyms: ['smartphone'] }] });
    const file = [
      'phone,smartphone',
      'phone,mobile',
      'ноутбук;лэптоп;нотбук',
      'ноутбук;лэптоп',
      'мышь=>мышка,mouse',
      'sамсунг,samsung',
      'кофеварка',
      ',пусто',
      `${'x'.repeat(201)},y`,
    ].join('\r\n');
    const report = await csvUpload(uuid, file, { token: ownerToken });
    expect(report.status).toBe(200);
    expect(report.body.data).toEqual({
      added: 3,
      skipped: 2,
      errorCount: 4,
      errors: [
        { line: 6, text: 'sамсунг,samsung', message: 'Letters of different languages in one word' },
        { line: 7, text: 'кофеварка', message: 'Add at least one synonym' },
        { line: 8, text: ',пусто', message: 'Input required' },
        { line: 9, text: `${'x'.repeat(200)}`, message: 'Maximum 200 characters' },
      ],
    });
    const saved = entries(await owner.get(`/v2/sources/${uuid}/synonyms`));
    expect(saved.map((e) => [e.kind, e.word, e.synonyms]).sort()).toEqual([
      ['oneWay', 'мышь', ['мышка', 'mouse']],
      ['twoWay', 'phone', ['smartphone', 'mobile']],
      ['twoWay', 'ноутбук', ['лэптоп', 'нотбук']],
    ]);
  });

  it('reads a plain-text upload and a Windows-1251 file, and refuses an empty one or one too large', async () => {
    const plain = await csvUpload(uuid, 'кресло,стул', { token: ownerToken, type: 'text/plain; charset=utf-8' });
    expect(plain.body.data).toMatchObject({ added: 1 });
    const cp1251 = Buffer.from([0xf1, 0xf2, 0xee, 0xeb, 0x2c, 0xf1, 0xf2, 0xee, 0xeb, 0xe8, 0xea]); // стол,столик
    expect((await csvUpload(uuid, cp1251, { token: ownerToken, type: 'application/vnd.ms-excel' })).body.data).toMatchObject({ added: 1 });
    expect(entries(await owner.get(`/v2/sources/${uuid}/synonyms?query=${encodeURIComponent('столик')}`))[0]?.word).toBe('стол');
    const empty = await csvUpload(uuid, '\r\n', { token: ownerToken });
    expect(empty.status).toBe(422);
    expect(empty.body.errors).toEqual({ file: ['Error in the synonyms CSV file'] });
    const big = `${'слово,синоним\n'.repeat(60_000)}`;
    expect(Buffer.byteLength(big)).toBeGreaterThan(1024 * 1024);
    expect((await csvUpload(uuid, big, { token: ownerToken })).status).toBe(200);
    expect((await csvUpload(uuid, big + big, { token: ownerToken })).status).toBe(413);
  });

  it('exports pairs joined by CRLF, the legacy settings lines first', async () => {
    await owner.patch(`/sources/${uuid}`, { settings: { synonyms: ['tv=>телевизор,телик', 'phone,smartphone'] } });
    const raw = await t.app.inject({
      method: 'GET',
      url: `/api/v2/sources/${uuid}/synonyms/export`,
      headers: { authorization: `Bearer ${ownerToken}` },
    });
    expect(raw.statusCode).toBe(200);
    expect(raw.headers['content-type']).toBe('text/csv; charset=utf-8');
    const lines = raw.body.split('\r\n');
    expect(raw.body).not.toMatch(/[^\r]\n/);
    expect(lines.slice(0, 3)).toEqual(['tv,телевизор', 'tv,телик', 'phone,smartphone']);
    expect(lines).toContain('phone,mobile');
    expect(lines).toContain('мышь,мышка');
    expect(lines).toContain('стол,столик');
    expect(lines.filter((line) => line === 'phone,smartphone')).toHaveLength(1);
  });

  it('gives search the legacy lines and the saved entries, and the stemming exceptions apart', async () => {
    await owner.post(`/v2/sources/${uuid}/synonyms`, { entries: [{ kind: 'stemException', word: 'Пицца' }] });
    const lines = (await synonymLinesOf(t.deps.db, uuid)).split('\n');
    expect(lines.slice(0, 2)).toEqual(['tv=>телевизор,телик', 'phone,smartphone']);
    expect(lines).toContain('phone,smartphone,mobile');
    expect(lines).toContain('мышь=>мышка,mouse');
    expect(lines.some((line) => line.includes('Пицца'))).toBe(false);
    expect(await stemExceptionsOf(t.deps.db, uuid)).toEqual(['пицца']);
  });
});

describe('auto synonyms', () => {
  let uuid = '';
  beforeAll(async () => {
    uuid = await createProject(owner, 'Auto');
    await insertOffers(t.deps.db, uuid, 1, [
      offer('1', 'Смартфон Samsung Galaxy', 'Samsung'),
      offer('2', 'Смартфон Samsung A54', 'Samsung'),
      offer('3', 'Чайник Bosch', 'Bosch'),
      offer('4', 'Принтер HP', 'Hewlett Packard'),
      offer('5', 'Мультиварка', 'Редмонд'),
      offer('6', 'Без бренда', null),
    ]);
    await swapCatalog(t.deps.db, uuid, 1, 6);
    const event = (user: string, query: string, hits: number, secondsAgo: number) =>
      t.deps.db.query(
        `insert into search_events (source_uuid, created_at, query, normalized, hits, user_id, latency_ms, kind)
         values ($1, now() - make_interval(secs => $2), $3, lower($3), $4, $5, 5, 'search')`,
        [uuid, secondsAgo, query, hits, user],
      );
    // Two users reformulate 'мобила' into 'смартфон'; one takes too long to count; one never finds anything.
    await event('u1', 'мобила', 0, 600);
    await event('u1', 'смартфон', 12, 570);
    await event('u2', 'мобила', 0, 300);
    await event('u2', 'Смартфон', 12, 250);
    await event('u3', 'утюжок', 0, 1000);
    await event('u3', 'утюг', 3, 700);
    await event('u4', 'пылесосик', 0, 100);
    await event('u4', 'пылесосище', 0, 90);
    await event('u5', 'hp', 2, 50);
  });

  it('suggests reformulations and vendors in the other alphabet, and abbreviations people search for', async () => {
    const auto = await owner.get(`/sources/${uuid}/synonyms`);
    expect(auto.status).toBe(200);
    const data = auto.body.data as Array<{ word: string; synonym: string; source: string; reason: string; count: number }>;
    expect(data.map((s) => [s.source, s.word, s.synonym])).toEqual([
      ['statistics', 'мобила', 'смартфон'],
      ['catalog', 'samsung', 'самсунг'],
      ['catalog', 'bosch', 'бош'],
      ['catalog', 'hewlett packard', 'хевлетт пакард'],
      ['catalog', 'редмонд', 'redmond'],
      ['catalog', 'hp', 'hewlett packard'],
    ]);
    expect(data[0]).toMatchObject({ count: 2, reason: 'Searched 2 times without results, then found as “смартфон”' });
    expect(data[1]).toMatchObject({ count: 2, reason: 'The vendor Samsung in another alphabet (2 products)' });
    expect(data[5]?.reason).toBe('Abbreviation of the vendor Hewlett Packard, searched 1 times');
  });

  it('saves an accepted suggestion as a two-way synonym and forgets a rejected one', async () => {
    const accepted = await owner.post(`/sources/${uuid}/synonyms/auto`, { word: 'мобила', synonym: 'смартфон', accept: true });
    expect(accepted.status).toBe(200);
    expect(accepted.body.data).toMatchObject({ accepted: true, entry: { kind: 'twoWay', word: 'мобила', synonyms: ['смартфон'] } });
    const rejected = await owner.post(`/sources/${uuid}/synonyms/auto`, { word: 'Bosch', synonym: 'бош', accept: false });
    expect(rejected.body.data).toEqual({ accepted: false, entry: null });
    await owner.post(`/v2/sources/${uuid}/synonyms`, { entries: [{ word: 'самсунг', synonyms: ['samsung'] }] });
    const left = (await owner.get(`/sources/${uuid}/synonyms`)).body.data as Array<{ word: string }>;
    expect(left.map((s) => s.word)).toEqual(['hewlett packard', 'редмонд', 'hp']);
    const mixed = await owner.post(`/sources/${uuid}/synonyms/auto`, { word: 'bоsch', synonym: 'бош', accept: true });
    expect(mixed.body.errors).toEqual({ word: ['Letters of different languages in one word'] });
  });

  it('transliterates vendors both ways and abbreviates names of several words', () => {
    expect(transliterateVendor('Samsung')).toBe('самсунг');
    expect(transliterateVendor('Philips')).toBe('филипс');
    expect(transliterateVendor('Apple')).toBe('эппл');
    expect(transliterateVendor('Electrolux')).toBe('электролукс');
    expect(transliterateVendor('Самсунг')).toBe('samsung');
    expect(transliterateVendor('Bosch Самсунг')).toBeNull();
    expect(abbreviationOf('Hewlett-Packard')).toBe('hp');
    expect(abbreviationOf('Bosch')).toBeNull();
  });
});
