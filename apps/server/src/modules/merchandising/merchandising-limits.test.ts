import { LIMITS } from '@vitrina/contracts';
import { afterAll, beforeAll, expect, it } from 'vitest';
import { createTestProject } from '../../testing/catalog';
import { api, createTestApp, signUp, type TestApp } from '../../testing/test-app';

let t: TestApp;
let token = '';
let uuid = '';

beforeAll(async () => {
  t = await createTestApp();
  token = (await signUp(t)).token;
  uuid = await createTestProject(api(t.app, { token }), 'Rules');
});
afterAll(() => t.close());

const rules = (n: number) => Array.from({ length: n }, (_, i) => ({ query: `запрос ${i}`, action: 'disableTypo' }));
const savedCount = async () => (await api(t.app, { token }).get(`/sources/${uuid}/rules`)).body.totalCount;

it('refuses one merchandising rule past the limit in the language of the request and keeps the saved rules', async () => {
  expect((await api(t.app, { token }).post(`/sources/${uuid}/rules`, { rules: rules(3) })).status).toBe(200);
  for (const [lang, message] of [
    ['ru', 'Не больше 1\u00a0000 правил мерчандайзинга'],
    ['en', 'At most 1,000 merchandising rules'],
    ['es', 'Como máximo 1000 reglas de merchandising'],
  ] as const) {
    const over = await api(t.app, { token, lang }).post(`/sources/${uuid}/rules`, { rules: rules(LIMITS.merchandisingRules + 1) });
    expect(over.status).toBe(422);
    expect(over.body).toEqual({ statusCode: 422, message, errors: { rules: [message] } });
  }
  expect(await savedCount()).toBe(3);
});

it('saves exactly as many rules as the limit', async () => {
  const full = await api(t.app, { token }).post(`/sources/${uuid}/rules`, { rules: rules(LIMITS.merchandisingRules) });
  expect(full.status).toBe(200);
  expect(await savedCount()).toBe(LIMITS.merchandisingRules);
});
