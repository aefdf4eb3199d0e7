import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestProject } from '../../testing/catalog';
import { api, createTestApp, signUp, type TestApp } from '../../testing/test-app';
import { grantPermissions } from '../accounts';

let t: TestApp;
let ownerApi: ReturnType<typeof api>;
let adminApi: ReturnType<typeof api>;
let first = '';
let second = '';

beforeAll(async () => {
  t = await createTestApp();
  ownerApi = api(t.app, { token: (await signUp(t)).token });
  first = await createTestProject(ownerApi, 'Alpha shop');
  second = await createTestProject(ownerApi, 'Beta shop');
  const admin = await signUp(t);
  await grantPermissions(t.deps.db, admin.user.id, ['*']);
  adminApi = api(t.app, { token: admin.token });
  const form = (await adminApi.get(`/sources/${first}/administrator`)).body.data as Record<string, unknown>;
  await adminApi.put(`/sources/${first}/administrator`, { ...form, segment: 'large', paying_project: true });
  await t.deps.db.query(
    `insert into feed_loads (source_uuid, version, status, finished_at, error_code, error_params) values ($1, 1, 'failed', now(), 'feeds.fetch.httpStatus', '[404]')`,
    [second],
  );
});
afterAll(() => t.close());

type Row = { uuid: string; segment: string; payingProject: boolean };

describe('projects overview', () => {
  it('lists every project with its segment for an administrator', async () => {
    const answer = await adminApi.get('/administrator/projects');
    expect(answer.body.totalCount).toBe(2);
    const rows = answer.body.data as Row[];
    expect(rows.find((row) => row.uuid === first)).toMatchObject({ segment: 'large', payingProject: true });
  });

  it('filters by segment, by having no plan, by status and by name', async () => {
    expect(((await adminApi.get('/administrator/projects?segment=large')).body.data as Row[]).map((r) => r.uuid)).toEqual([first]);
    expect(((await adminApi.get('/administrator/projects?segment=none')).body.data as Row[]).map((r) => r.uuid)).toEqual([second]);
    expect((await adminApi.get('/administrator/projects?plan=none')).body.totalCount).toBe(2);
    expect((await adminApi.get('/administrator/projects?status=stopped')).body.totalCount).toBe(0);
    expect(((await adminApi.get('/administrator/projects?filter=beta')).body.data as Row[]).map((r) => r.uuid)).toEqual([second]);
    expect((await adminApi.get(`/administrator/projects?filter=${encodeURIComponent("%' or 1=1 --")}`)).body.totalCount).toBe(0);
  });

  it('refuses unknown filter values and non-administrators', async () => {
    expect((await adminApi.get('/administrator/projects?status=deleted')).status).toBe(422);
    expect((await adminApi.get('/administrator/projects?pageSize=100000')).status).toBe(422);
    expect((await ownerApi.get('/administrator/projects')).status).toBe(403);
  });
});

describe('system log', () => {
  it('lists failed feed loads across projects with their translated reason', async () => {
    const answer = await adminApi.get('/logs/system');
    expect(answer.body.data).toEqual([
      expect.objectContaining({
        sourceUuid: second,
        sourceName: 'Beta shop',
        code: 'feeds.fetch.httpStatus',
        message: expect.stringContaining('404'),
      }),
    ]);
    expect((await adminApi.get(`/logs/system?sourceId=${first}`)).body.totalCount).toBe(0);
    expect((await adminApi.get('/logs/system?sourceId=x')).status).toBe(422);
    expect((await ownerApi.get('/logs/system')).status).toBe(403);
  });
});
