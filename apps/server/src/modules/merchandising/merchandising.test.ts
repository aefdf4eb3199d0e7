import { afterAll, beforeAll, expect, it } from 'vitest';
import { api, createTestApp, signUp, type TestApp } from '../../testing/test-app';

let t: TestApp;
let client: ReturnType<typeof api>;
let uuid = '';

beforeAll(async () => {
  t = await createTestApp();
  const owner = await signUp(t);
  client = api(t.app, { token: owner.token });
  uuid = (
    (
      await client.post('/sources', {
        siteUrl: 'shop.example',
        feedUrls: ['https://shop.example/f.xml'],
        feedFormat: 'YML',
        content: { name: 'M' },
      })
    ).body.data as { uuid: string }
  ).uuid;
});
afterAll(() => t.close());

it('saves the rules of a project and reads them back', async () => {
  const rules = [
    { query: 'распродажа', regex: false, action: 'redirect', params: { url: 'https://shop.example/sale' } },
    { query: '^iphone\\s*1[45]$', regex: true, action: 'reorder', params: { orderIds: ['3', '1'] } },
    { query: 'подарок', action: 'empty', params: { includeIds: ['7'] } },
  ];
  expect((await client.post(`/sources/${uuid}/rules`, { rules })).status).toBe(200);
  const saved = await client.get(`/sources/${uuid}/rules`);
  expect(saved.body).toMatchObject({
    totalCount: 3,
    data: { rules: [{ query: 'распродажа' }, { regex: true }, { regex: false, action: 'empty' }] },
  });
});

it('refuses a second rule for the same query, an empty regex and rules without their parameters', async () => {
  const bad = await client.post(`/sources/${uuid}/rules`, {
    rules: [
      { query: 'Чайник', action: 'redirect', params: { url: 'https://shop.example/k' } },
      { query: 'чайник', action: 'redirect', params: { url: 'https://shop.example/k2' } },
      { query: '', regex: true, action: 'disableTypo' },
      { query: 'x', action: 'redirect', params: {} },
      { query: 'y', action: 'reorder', params: {} },
      { query: '(unclosed', regex: true, action: 'disableTypo' },
    ],
  });
  expect(bad.status).toBe(422);
  expect(bad.body.errors).toEqual({
    'rules.1.query': ['A rule for this query already exists'],
    'rules.2.query': ['Input required'],
    'rules.3.params.url': ['Input required'],
    'rules.4.params.orderIds': ['Fill in the parameters of the rule'],
    'rules.5.query': ['Invalid regular expression'],
  });
  expect(((await client.get(`/sources/${uuid}/rules`)).body.data as { rules: unknown[] }).rules).toHaveLength(3);
});
