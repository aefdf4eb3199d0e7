import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestProject } from '../../testing/catalog';
import { api, createTestApp, signUp, type TestApp } from '../../testing/test-app';
import { grantPermissions } from '../accounts';

let t: TestApp;
let ownerApi: ReturnType<typeof api>;
let adminApi: ReturnType<typeof api>;
let uuid = '';
let other = '';

beforeAll(async () => {
  t = await createTestApp();
  ownerApi = api(t.app, { token: (await signUp(t)).token });
  uuid = await createTestProject(ownerApi, 'Client');
  other = await createTestProject(ownerApi, 'Sister shop');
  const admin = await signUp(t);
  await grantPermissions(t.deps.db, admin.user.id, ['*']);
  adminApi = api(t.app, { token: admin.token });
});
afterAll(() => t.close());

const form = {
  account_manager: 'Анна',
  segment: 'medium',
  demo: false,
  internal_project: false,
  products: ['search', 'recommendations', 'search'],
  feed_update_frequency: 'every4hours',
  products_count: 12000,
  regions_count: 3,
  monthly_visits: 250000,
  measurement_date: '2026-11-01',
  api_integration: true,
  chatgpt_integration: false,
  mobile_app: true,
  mobile_app_link: 'https://apps.example/shop',
  paying_project: true,
  client_left: false,
  personal_discount: 15,
  personal_discount_context: 'Annual contract',
  referred_by_project_uuid: '',
  other_client_uuids: [] as string[],
  accounting_comment: 'Pays by invoice',
  downtime_comment: '',
};

describe('administrator form', () => {
  it('answers the defaults before it was saved', async () => {
    const answer = await adminApi.get(`/sources/${uuid}/administrator`);
    expect(answer.body.data).toMatchObject({ products: ['search'], feed_update_frequency: 'daily', segment: '' });
  });

  it('saves the form and reads it back, products without repeats', async () => {
    const saved = await adminApi.put(`/sources/${uuid}/administrator`, {
      ...form,
      other_client_uuids: [other],
      referred_by_project_uuid: other,
    });
    expect(saved.status).toBe(200);
    const read = await adminApi.get(`/sources/${uuid}/administrator`);
    expect(read.body.data).toMatchObject({
      products: ['search', 'recommendations'],
      referred_by_project_uuid: other,
      other_client_uuids: [other],
    });
  });

  it('requires at least one product and checks every field', async () => {
    const answer = await adminApi.put(`/sources/${uuid}/administrator`, {
      ...form,
      products: [],
      segment: 'huge',
      products_count: -1,
      measurement_date: '2026-13-40',
      mobile_app_link: 'javascript:alert(1)',
      personal_discount: 150,
    });
    expect(answer.status).toBe(422);
    expect(answer.body.errors).toMatchObject({
      products: ['Choose at least one product'],
      segment: [expect.stringContaining('Choose one of')],
      products_count: ['Digits only, without a leading zero'],
      measurement_date: ['Invalid value'],
      mobile_app_link: [expect.stringContaining('Invalid URL')],
      personal_discount: ['Invalid value'],
    });
  });

  it('refuses links to projects that do not exist or to the project itself', async () => {
    const answer = await adminApi.put(`/sources/${uuid}/administrator`, {
      ...form,
      referred_by_project_uuid: uuid,
      other_client_uuids: [other, '00000000-0000-0000-0000-000000000000', 'nope'],
    });
    expect(answer.status).toBe(422);
    expect(answer.body.errors).toEqual({ 'other_client_uuids.2': ['Invalid value'] });
    const missing = await adminApi.put(`/sources/${uuid}/administrator`, {
      ...form,
      referred_by_project_uuid: uuid,
      other_client_uuids: ['00000000-0000-0000-0000-000000000000'],
    });
    expect(missing.body.errors).toEqual({ referred_by_project_uuid: ['Project not found'], 'other_client_uuids.0': ['Project not found'] });
  });

  it('is closed to the project owner, who holds every project permission but not the administrator one', async () => {
    const answer = await ownerApi.get(`/sources/${uuid}/administrator`);
    expect(answer.status).toBe(403);
    expect((await ownerApi.put(`/sources/${uuid}/administrator`, form)).status).toBe(403);
    expect((await api(t.app).get(`/sources/${uuid}/administrator`)).status).toBe(401);
  });
});

describe('settings copy', () => {
  const rule = (query: string) => ({ query, regex: false, action: 'redirect', params: { url: `https://shop.example/${query}` } });

  async function seed(project: string, rules: string[], widget: Record<string, unknown>, words: Array<[string, string[]]>) {
    await ownerApi.post(`/sources/${project}/rules`, { rules: rules.map(rule) });
    await ownerApi.patch(`/sources/${project}`, { widgetSettings: widget });
    const entries = words.map(([word, synonyms]) => ({ kind: 'twoWay', word, synonyms }));
    if (entries.length) expect((await ownerApi.post(`/v2/sources/${project}/synonyms`, { entries })).status).toBeLessThan(300);
  }

  const rulesOf = async (project: string) =>
    ((await ownerApi.get(`/sources/${project}/rules`)).body.data as { rules: Array<{ query: string }> }).rules.map((r) => r.query);
  const synonymsOf = async (project: string) =>
    ((await ownerApi.get(`/v2/sources/${project}/synonyms`)).body.data as Array<{ word: string; synonyms: string[] }>)
      .map((row) => `${row.word}=${[...row.synonyms].sort().join(',')}`)
      .sort();

  it('replaces the destination settings with the source ones', async () => {
    const from = await createTestProject(ownerApi, 'From');
    const to = await createTestProject(ownerApi, 'To');
    await seed(from, ['sale', 'gift'], { limit: 24, theme: 'dark' }, [['phone', ['smartphone']]]);
    await seed(to, ['old'], { limit: 12 }, [['tv', ['television']]]);
    const copy = await adminApi.post(`/sources/${from}/transfer`, {
      destination_source_uuid: to,
      copy_options: { synonyms: true, merchandisingRules: true, widgetSettings: true, mode: 'replace' },
    });
    expect(copy.status).toBe(200);
    expect(copy.body.data).toEqual({ synonyms: 1, merchandisingRules: 2, widgetSettings: 2 });
    expect(await rulesOf(to)).toEqual(['sale', 'gift']);
    expect(await synonymsOf(to)).toEqual(['phone=smartphone']);
    const project = (await ownerApi.get(`/sources/${to}`)).body.data as { widgetSettings: Record<string, unknown> };
    expect(project.widgetSettings).toEqual({ limit: 24, theme: 'dark' });
  });

  it('sums: the destination keeps its own settings and gains what it lacks', async () => {
    const from = await createTestProject(ownerApi, 'From');
    const to = await createTestProject(ownerApi, 'To');
    await seed(from, ['sale', 'Old'], { limit: 24, theme: 'dark' }, [
      ['phone', ['smartphone']],
      ['tv', ['telly']],
    ]);
    await seed(to, ['old'], { limit: 12 }, [['tv', ['television']]]);
    const copy = await adminApi.post(`/sources/${from}/transfer`, {
      destination_source_uuid: to,
      copy_options: { synonyms: true, merchandisingRules: true, widgetSettings: true, mode: 'sum' },
    });
    expect(copy.body.data).toEqual({ synonyms: 2, merchandisingRules: 1, widgetSettings: 1 });
    expect(await rulesOf(to)).toEqual(['old', 'sale']);
    expect(await synonymsOf(to)).toEqual(['phone=smartphone', 'tv=television,telly']);
    const project = (await ownerApi.get(`/sources/${to}`)).body.data as { widgetSettings: Record<string, unknown> };
    expect(project.widgetSettings).toEqual({ limit: 12, theme: 'dark' });
  });

  it('copies only what was chosen', async () => {
    const from = await createTestProject(ownerApi, 'From');
    const to = await createTestProject(ownerApi, 'To');
    await seed(from, ['sale'], { limit: 24 }, [['phone', ['smartphone']]]);
    await adminApi.post(`/sources/${from}/transfer`, { destination_source_uuid: to, copy_options: { merchandisingRules: true } });
    expect(await rulesOf(to)).toEqual(['sale']);
    expect(await synonymsOf(to)).toEqual([]);
  });

  it('refuses copying nothing, into itself, into an unknown project, or by a non-administrator', async () => {
    const nothing = await adminApi.post(`/sources/${uuid}/transfer`, { destination_source_uuid: other, copy_options: {} });
    expect(nothing.body.errors).toEqual({ copy_options: ['Choose what to copy'] });
    const self = await adminApi.post(`/sources/${uuid}/transfer`, { destination_source_uuid: uuid, copy_options: { synonyms: true } });
    expect(self.body.errors).toEqual({ destination_source_uuid: ['Choose a project other than the one being copied'] });
    const unknown = await adminApi.post(`/sources/${uuid}/transfer`, {
      destination_source_uuid: '00000000-0000-0000-0000-000000000000',
      copy_options: { synonyms: true },
    });
    expect(unknown.body.errors).toEqual({ destination_source_uuid: ['Project not found'] });
    const mode = await adminApi.post(`/sources/${uuid}/transfer`, {
      destination_source_uuid: other,
      copy_options: { synonyms: true, mode: 'merge' },
    });
    expect(mode.status).toBe(422);
    const owner = await ownerApi.post(`/sources/${uuid}/transfer`, { destination_source_uuid: other, copy_options: { synonyms: true } });
    expect(owner.status).toBe(403);
  });
});
