import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { seedAdmin } from '../../seed';
import { api, createTestApp, signUp, type TestApp } from '../../testing/test-app';

let t: TestApp;
let owner: Awaited<ReturnType<typeof signUp>>;
let stranger: Awaited<ReturnType<typeof signUp>>;
let adminToken: string;

beforeAll(async () => {
  t = await createTestApp();
  owner = await signUp(t, { name: 'Owner' });
  stranger = await signUp(t, { name: 'Stranger' });
  await seedAdmin(t.deps.db, 'root@example.com', 'rootpass1');
  adminToken = (
    (await api(t.app).post('/login', { email: 'root@example.com', password: 'rootpass1' })).body.data as { accessToken: string }
  ).accessToken;
});
afterAll(() => t.close());

const newProject = { siteUrl: 'shop.example', feedUrls: ['https://shop.example/feed.xml'], feedFormat: 'YML', content: { name: 'Shop' } };

async function createProject(token = owner.token, body: object = newProject): Promise<string> {
  const created = await api(t.app, { token }).post('/sources', body);
  expect(created.status).toBe(201);
  return (created.body.data as { uuid: string }).uuid;
}

describe('creating a project', () => {
  it('answers 201 with the uuid, queues the first feed load and gives the owner its permissions', async () => {
    const uuid = await createProject();
    const project = await api(t.app, { token: owner.token }).get(`/sources/${uuid}`);
    expect(project.status).toBe(200);
    expect(project.body.data).toMatchObject({
      uuid,
      id: uuid,
      apiKey: uuid,
      name: 'Shop',
      content: { name: 'Shop', description: '' },
      siteUrl: 'https://shop.example/',
      feedUrls: ['https://shop.example/feed.xml'],
      feedFormat: 'YML',
      sourceStatus: 'wait',
      offersCount: 0,
      loadedAt: null,
      owner: { name: 'Owner', email: owner.email },
      settings: {},
    });
    const jobs = await t.deps.db.query(`select kind, state from jobs where payload->>'sourceUuid' = $1`, [uuid]);
    expect(jobs).toEqual([{ kind: 'feed.load', state: 'queued' }]);
    const profile = await api(t.app, { token: owner.token }).get('/users/profile');
    expect((profile.body.data as { permissions: string[] }).permissions).toEqual(
      expect.arrayContaining([`sources.view.${uuid}`, `sources.edit.${uuid}`, `sources.delete.${uuid}`]),
    );
  });

  it('refuses an invalid feed URL under errors.feedUrl and creates nothing', async () => {
    const before = await t.deps.db.query('select count(*)::int as n from sources');
    const bad = await api(t.app, { token: owner.token, lang: 'ru' }).post('/sources', { ...newProject, feedUrls: ['nope'] });
    expect(bad.status).toBe(422);
    expect(bad.body.errors?.feedUrl).toEqual(['Некорректная ссылка на фид, например https://shop.example/products.csv']);
    const wrongTypes = await api(t.app, { token: owner.token }).post('/sources', {
      siteUrl: 5,
      feedUrls: 'x',
      feedFormat: 'XML',
      content: {},
      owner: 'me',
    });
    expect(wrongTypes.status).toBe(422);
    expect(Object.keys(wrongTypes.body.errors ?? {})).toEqual(
      expect.arrayContaining(['siteUrl', 'feedUrls', 'feedFormat', 'content.name', 'owner']),
    );
    expect(await t.deps.db.query('select count(*)::int as n from sources')).toEqual(before);
  });
});

describe('the permission matrix', () => {
  it('lets the owner and the administrator in, refuses a stranger with 403 and a guest with 401', async () => {
    const uuid = await createProject();
    const calls = [
      (c: ReturnType<typeof api>) => c.get(`/sources/${uuid}`),
      (c: ReturnType<typeof api>) => c.patch(`/sources/${uuid}`, { content: { name: 'Renamed' } }),
    ];
    for (const call of calls) {
      expect((await call(api(t.app, { token: owner.token }))).status).toBe(200);
      expect((await call(api(t.app, { token: adminToken }))).status).toBe(200);
      expect((await call(api(t.app))).status).toBe(401);
      const refused = await call(api(t.app, { token: stranger.token }));
      expect(refused.status).toBe(403);
      expect(refused.body.message).toMatch(new RegExp(`^No permission for "sources\\.(view|edit)" project "${uuid}"!$`));
    }
    expect((await api(t.app, { token: stranger.token }).del(`/sources/${uuid}`)).status).toBe(403);
    expect((await api(t.app).del(`/sources/${uuid}`)).status).toBe(401);
  });

  it('lists only the projects one may view; the administrator sees all', async () => {
    const mine = await createProject(owner.token, { ...newProject, content: { name: 'Filterable Boots' } });
    const theirs = await createProject(stranger.token);
    const ownList = await api(t.app, { token: owner.token }).get('/sources');
    const ids = (ownList.body.data as Array<{ uuid: string }>).map((p) => p.uuid);
    expect(ids).toContain(mine);
    expect(ids).not.toContain(theirs);
    expect(ownList.body.totalCount).toBe(ids.length);

    const filtered = await api(t.app, { token: owner.token }).get('/sources?filter=boots');
    expect((filtered.body.data as Array<{ uuid: string }>).map((p) => p.uuid)).toEqual([mine]);
    const paged = await api(t.app, { token: owner.token }).get('/sources?page=2&pageSize=1');
    expect((paged.body.data as unknown[]).length).toBe(1);
    expect(paged.body.totalCount).toBe(ids.length);

    const all = await api(t.app, { token: adminToken }).get('/sources');
    expect((all.body.data as Array<{ uuid: string }>).map((p) => p.uuid)).toEqual(expect.arrayContaining([mine, theirs]));
    expect((await api(t.app, { token: owner.token }).get('/sources?page=0')).status).toBe(422);
  });

  it('answers 404 for an unknown or malformed project id', async () => {
    expect((await api(t.app, { token: owner.token }).get('/sources/00000000-0000-0000-0000-000000000000')).status).toBe(404);
    expect((await api(t.app, { token: owner.token }).get('/sources/not-a-uuid')).status).toBe(404);
  });
});

describe('editing a project', () => {
  it('merges settings field by field in their client form and logs each change', async () => {
    const uuid = await createProject();
    const client = api(t.app, { token: owner.token });
    const first = await client.patch(`/sources/${uuid}`, {
      settings: {
        globalParams: 'color, "size, EU", brand',
        synonyms: 'phone=>smartphone,mobile\r\nlaptop,notebook',
        filter: '{"price":{"gte":10}}',
      },
    });
    expect(first.status).toBe(200);
    const second = await client.patch(`/sources/${uuid}`, {
      settings: { searchTypes: ['name', '', 'description'], sort: [{ field: 'price', dir: 'asc' }] },
    });
    expect((second.body.data as { settings: object }).settings).toEqual({
      globalParams: ['color', 'size, EU', 'brand'],
      synonyms: ['phone=>smartphone,mobile', 'laptop,notebook'],
      filter: { price: { gte: 10 } },
      searchTypes: ['name', 'description'],
      sort: [{ field: 'price', dir: 'asc' }],
    });
    const exported = await client.get(`/sources/${uuid}/export`);
    expect(exported.body.data).toMatchObject({
      uuid,
      feedFormat: 'YML',
      content: { name: 'Shop' },
      settings: {
        globalParams: 'color,"size, EU",brand',
        synonyms: 'phone,smartphone\r\nphone,mobile\r\nlaptop,notebook',
        filter: '{"price":{"gte":10}}',
      },
    });
    const log = await t.deps.db.query<{ field: string }>('select field from source_changes where source_uuid = $1 order by id', [uuid]);
    expect(log.map((row) => row.field).sort()).toEqual([
      'settings.filter',
      'settings.globalParams',
      'settings.searchTypes',
      'settings.sort',
      'settings.synonyms',
    ]);
  });

  it('refuses JSON text that is not JSON with validation.json and changes nothing', async () => {
    const uuid = await createProject();
    const bad = await api(t.app, { token: owner.token }).patch(`/sources/${uuid}`, {
      siteUrl: 'other.example',
      settings: { scriptScore: '{oops' },
    });
    expect(bad.status).toBe(422);
    expect(bad.body.errors).toEqual({ 'settings.scriptScore': ['Invalid JSON'] });
    const project = await api(t.app, { token: owner.token }).get(`/sources/${uuid}`);
    expect(project.body.data).toMatchObject({ siteUrl: 'https://shop.example/', settings: {} });
  });

  it('stops a project and reactivates it by queuing a feed update', async () => {
    const uuid = await createProject();
    const client = api(t.app, { token: owner.token });
    expect(((await client.patch(`/sources/${uuid}`, { sourceStatus: 'stopped' })).body.data as { sourceStatus: string }).sourceStatus).toBe(
      'stopped',
    );
    await t.deps.db.query(`update jobs set state = 'done' where payload->>'sourceUuid' = $1`, [uuid]);
    expect(((await client.patch(`/sources/${uuid}`, { sourceStatus: 'wait' })).body.data as { sourceStatus: string }).sourceStatus).toBe(
      'wait',
    );
    const queued = await t.deps.db.query(`select 1 from jobs where state = 'queued' and payload->>'sourceUuid' = $1`, [uuid]);
    expect(queued).toHaveLength(1);
    expect((await client.patch(`/sources/${uuid}`, { sourceStatus: 'success' })).status).toBe(422);
  });

  it('deletes a project for good: gone from the list, 404 afterwards', async () => {
    const uuid = await createProject();
    const client = api(t.app, { token: owner.token });
    expect((await client.del(`/sources/${uuid}`)).status).toBe(200);
    expect((await client.get(`/sources/${uuid}`)).status).toBe(404);
    const list = await client.get('/sources');
    expect((list.body.data as Array<{ uuid: string }>).map((p) => p.uuid)).not.toContain(uuid);
  });
});

describe('the logs of a project', () => {
  it('lists every settings change with who made it, and reports the index', async () => {
    const uuid = await createProject();
    const client = api(t.app, { token: owner.token });
    await client.patch(`/sources/${uuid}`, { siteUrl: 'new.example', settings: { limit: 12 } });
    const log = await client.get(`/sources/${uuid}/logs/source-changes`);
    expect(log.body.totalCount).toBe(2);
    expect(log.body.data).toEqual(
      expect.arrayContaining([
        expect.objectContaining({
          field: 'siteUrl',
          oldValue: 'https://shop.example/',
          newValue: 'https://new.example/',
          user: { name: 'Owner', email: owner.email },
          date: expect.any(Number),
        }),
        expect.objectContaining({ field: 'settings.limit', oldValue: null, newValue: '12' }),
      ]),
    );
    expect((await api(t.app, { token: stranger.token }).get(`/sources/${uuid}/logs/source-changes`)).status).toBe(403);
    const info = await client.post(`/sources/${uuid}/index-info`);
    expect(info.body.data).toMatchObject({ offers: 0, categories: 0, catalogVersion: 0 });
  });
});
