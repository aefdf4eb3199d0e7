import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createSearchApp } from '../app';
import { createTestProject } from '../testing/catalog';
import { api, createTestApp, signUp, type TestApp } from '../testing/test-app';
import { MAX_INPUT_DEPTH, storableText } from './input-guard';

let t: TestApp;
let search: FastifyInstance;
let owner: ReturnType<typeof api>;
let uuid = '';
let token = '';

beforeAll(async () => {
  t = await createTestApp();
  search = await createSearchApp(t.deps);
  const signed = await signUp(t);
  token = signed.token;
  owner = api(t.app, { token, lang: 'ru' });
  uuid = await createTestProject(owner, 'Shop');
});
afterAll(async () => {
  await search.close();
  await t.close();
});

/** JSON nested `depth` levels under `field`, written as text (serializing such an object overflows the test's own stack). */
const nested = (field: string, depth: number, rest = '') => `{${rest}"${field}":${'{"a":'.repeat(depth)}1${'}'.repeat(depth)}}`;
const json = { 'content-type': 'application/json', 'accept-language': 'ru' };

describe('text the database cannot store, on the admin API', () => {
  it('refuses a NUL byte or a lone surrogate in any field with a localized 422 naming it, and stores nothing', async () => {
    const cases: Array<[string, 'post' | 'patch', string, unknown, string]> = [
      ['project name', 'patch', `/sources/${uuid}`, { name: 'Shop\u0000' }, 'name'],
      ['profile name', 'patch', '/users/profile', { name: 'An\u0000na' }, 'name'],
      ['synonyms', 'post', `/v2/sources/${uuid}/synonyms`, { entries: [{ word: 'a\u0000', synonyms: ['b'] }] }, 'entries.0.word'],
      ['settings JSON', 'patch', `/sources/${uuid}`, { widgetSettings: { note: 'x\ud800y' } }, 'widgetSettings.note'],
      ['a JSON key', 'patch', `/sources/${uuid}`, { widgetSettings: { 'k\udc00': 1 } }, 'widgetSettings.k\ufffd'],
    ];
    for (const [what, method, url, body, field] of cases) {
      const answer = await owner[method](url, body);
      expect(answer.status, what).toBe(422);
      expect(answer.body.errors?.[field], what).toEqual([
        'Содержит символы, которые нельзя сохранить (нулевой байт или повреждённый Юникод)',
      ]);
    }
    const project = await owner.get(`/sources/${uuid}`);
    expect((project.body.data as { name: string }).name).toBe('Shop');
    const filtered = await owner.get(`/sources?filter=${encodeURIComponent('a\u0000')}`);
    expect(filtered.status).toBe(422);
  });

  it(`refuses settings nested deeper than ${MAX_INPUT_DEPTH} levels with a 422, never a crash`, async () => {
    const answer = await t.app.inject({
      method: 'PATCH',
      url: `/api/sources/${uuid}`,
      headers: { ...json, authorization: `Bearer ${token}` },
      payload: nested('widgetSettings', 5000),
    });
    expect(answer.statusCode).toBe(422);
    expect(Object.values(answer.json().errors)[0]).toEqual([`Слишком глубокая вложенность: не больше ${MAX_INPUT_DEPTH} уровней`]);
    expect((await owner.get(`/sources/${uuid}`)).status).toBe(200);
  });
});

describe('text the database cannot store, on the search side', () => {
  it('cleans what shoppers send instead of refusing it, so the search answers and its event is stored', async () => {
    const answer = await search.inject({ method: 'GET', url: `/api/${uuid}/search?query=x%00y&userId=%00` });
    expect(answer.statusCode).toBe(200);
    const posted = await search.inject({ method: 'POST', url: `/api/${uuid}/search`, payload: { query: 'a\ud800b', userId: 'u\u0000' } });
    expect(posted.statusCode).toBe(200);
  });

  it('refuses a body nested too deeply with a 422', async () => {
    const answer = await search.inject({
      method: 'POST',
      url: `/api/${uuid}/search`,
      headers: json,
      payload: nested('filters', 5000, '"query":"x",'),
    });
    expect(answer.statusCode).toBe(422);
  });
});

describe('storableText', () => {
  it('drops NUL, replaces lone surrogates and keeps pairs', () => {
    expect(storableText('a\u0000b')).toBe('ab');
    expect(storableText('a\ud800b\udc00c')).toBe('a\ufffdb\ufffdc');
    expect(storableText('emoji 😀 ok')).toBe('emoji 😀 ok');
  });
});
