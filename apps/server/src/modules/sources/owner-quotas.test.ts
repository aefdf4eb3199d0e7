import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { seedAdmin } from '../../seed';
import { api, createTestApp, signUp, type TestApp } from '../../testing/test-app';

// No worker runs here: queued loads stay queued, as behind a busy worker.
let t: TestApp;

beforeAll(async () => {
  t = await createTestApp({ PROJECTS_PER_USER: '3', PROJECT_CREATIONS_PER_HOUR: '4', FEED_LOADS_PER_OWNER: '2' });
});
afterAll(() => t.close());

const newProject = { siteUrl: 'shop.example', feedUrls: ['https://shop.example/feed.xml'], feedFormat: 'YML', content: { name: 'Shop' } };

async function projectsOf(email: string): Promise<number> {
  const [row] = await t.deps.db.query<{ n: number }>(
    'select count(*)::int as n from sources s join users u on u.id = s.owner_id where u.email = $1 and s.deleted_at is null',
    [email],
  );
  return row?.n ?? 0;
}

async function createProjects(token: string, count: number): Promise<string[]> {
  const uuids: string[] = [];
  for (let i = 0; i < count; i++) {
    const created = await api(t.app, { token }).post('/sources', newProject);
    expect(created.status).toBe(201);
    uuids.push((created.body.data as { uuid: string }).uuid);
  }
  return uuids;
}

describe('projects per account', () => {
  it('refuses a project past the cap with a localized 409 and creates nothing', async () => {
    const owner = await signUp(t);
    await createProjects(owner.token, 3);
    const refused = await api(t.app, { token: owner.token, lang: 'ru' }).post('/sources', newProject);
    expect(refused.status).toBe(409);
    expect(refused.body.message).toBe(
      'У одного аккаунта может быть не больше 3 проектов: удалите ненужный или попросите поддержку увеличить лимит',
    );
    const english = await api(t.app, { token: owner.token, lang: 'en' }).post('/sources', newProject);
    expect(english.body.message).toBe('An account can have at most 3 projects: delete one you no longer need, or ask support for more');
    expect(await projectsOf(owner.email)).toBe(3);
  });

  it('lets exactly the cap through when many creations arrive at once', async () => {
    const owner = await signUp(t);
    const answers = await Promise.all(Array.from({ length: 8 }, () => api(t.app, { token: owner.token }).post('/sources', newProject)));
    expect(answers.filter((answer) => answer.status === 201)).toHaveLength(3);
    expect(answers.filter((answer) => answer.status === 409)).toHaveLength(5);
    expect(await projectsOf(owner.email)).toBe(3);
  });

  it('limits creations per hour, deleted projects included, with Retry-After and the wait in minutes', async () => {
    const owner = await signUp(t);
    const client = api(t.app, { token: owner.token, lang: 'en' });
    const [first = '', second = ''] = await createProjects(owner.token, 3);
    expect((await client.del(`/sources/${first}`)).status).toBe(200);
    await createProjects(owner.token, 1);
    expect((await client.del(`/sources/${second}`)).status).toBe(200);
    const refused = await client.post('/sources', newProject);
    expect(refused.status).toBe(429);
    expect(refused.body.message).toBe('At most 4 new projects an hour: try again in 60 min');
    expect(Number(refused.raw.headers['retry-after'])).toBeGreaterThan(3500);
    expect(await projectsOf(owner.email)).toBe(2);
  });

  it('does not limit an administrator', async () => {
    await seedAdmin(t.deps.db, 'root@quotas.test', 'rootpass1');
    const login = await api(t.app).post('/login', { email: 'root@quotas.test', password: 'rootpass1' });
    const token = (login.body.data as { accessToken: string }).accessToken;
    await createProjects(token, 5);
  });
});

describe("'load now' per owner", () => {
  async function loadedProjects(count: number) {
    const owner = await signUp(t);
    const uuids = await createProjects(owner.token, count);
    // Their first loads are over.
    await t.deps.db.query(`update jobs set state = 'done' where payload->>'sourceUuid' = any($1::text[])`, [uuids]);
    await t.deps.db.query(`update sources set source_status = 'success' where uuid = any($1::uuid[])`, [uuids]);
    return { owner, uuids };
  }
  const loadNow = (token: string, uuid: string, lang = 'en') =>
    api(t.app, { token, lang }).patch(`/sources/${uuid}`, { sourceStatus: 'wait' });

  it('refuses a load past the cap of queued and running loads with a localized 429, changing nothing', async () => {
    const { owner, uuids } = await loadedProjects(3);
    const [a = '', b = '', c = ''] = uuids;
    expect((await loadNow(owner.token, a)).status).toBe(200);
    // One running counts as much as one queued.
    await t.deps.db.query(`update jobs set state = 'running' where payload->>'sourceUuid' = $1 and state = 'queued'`, [a]);
    expect((await loadNow(owner.token, b)).status).toBe(200);
    const refused = await loadNow(owner.token, c, 'ru');
    expect(refused.status).toBe(429);
    expect(refused.body.message).toBe(
      'У ваших проектов уже 2 загрузок фида в очереди или в работе: повторите, когда одна из них закончится',
    );
    const project = await api(t.app, { token: owner.token }).get(`/sources/${c}`);
    expect((project.body.data as { sourceStatus: string }).sourceStatus).toBe('success');
    expect(await t.deps.db.query(`select 1 from jobs where payload->>'sourceUuid' = $1 and state = 'queued'`, [c])).toEqual([]);
    // A project whose load is already queued joins it rather than being refused.
    expect((await loadNow(owner.token, b)).status).toBe(200);
    expect(await t.deps.db.query(`select 1 from jobs where payload->>'sourceUuid' = $1 and state = 'queued'`, [b])).toHaveLength(1);
  });

  it('lets exactly the cap through when many loads are asked for at once', async () => {
    const { owner, uuids } = await loadedProjects(3);
    const answers = await Promise.all(uuids.map((uuid) => loadNow(owner.token, uuid)));
    expect(answers.map((answer) => answer.status).sort()).toEqual([200, 200, 429]);
    const [queued] = await t.deps.db.query<{ n: number }>(
      `select count(*)::int as n from jobs where state = 'queued' and payload->>'sourceUuid' = any($1::text[])`,
      [uuids],
    );
    expect(queued?.n).toBe(2);
  });
});
