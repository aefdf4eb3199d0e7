import { LIMITS } from '@vitrina/contracts';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestProject } from '../../testing/catalog';
import { api, createTestApp, signUp, type TestApp } from '../../testing/test-app';

let t: TestApp;
let token = '';
let uuid = '';

beforeAll(async () => {
  t = await createTestApp();
  token = (await signUp(t)).token;
  uuid = await createTestProject(api(t.app, { token }), 'Settings');
});
afterAll(() => t.close());

const list = <T>(n: number, item: (i: number) => T) => Array.from({ length: n }, (_, i) => item(i));
const settings = async () =>
  ((await api(t.app, { token }).get(`/sources/${uuid}`)).body.data as { settings: Record<string, unknown> }).settings;

/** Each capped list of the settings: a value of n items, where the error shows, and how the saved value reads back. */
const cases = [
  {
    setting: 'customSort',
    limit: LIMITS.customSortKeys,
    value: (n: number) => list(n, (i) => ({ field: `param${i}`, direction: 'desc' })),
    lang: 'ru',
    message: 'Не больше 8 полей своей сортировки',
  },
  {
    setting: 'globalParams',
    limit: LIMITS.globalParams,
    value: (n: number) => list(n, (i) => `param ${i}`),
    lang: 'tr',
    message: 'Filtre olarak en fazla 500 parametre',
  },
  {
    setting: 'ignoredTokens',
    limit: LIMITS.ignoredTokens,
    value: (n: number) => list(n, (i) => `word${i}`),
    lang: 'es',
    message: 'Como máximo 1000 palabras ignoradas',
  },
  {
    setting: 'searchTypes',
    limit: LIMITS.searchTypes,
    value: (n: number) => list(n, (i) => ({ type: ['exact', 'all', 'any'][i % 3] as string, quantityGoods: i })),
    lang: 'pt',
    message: 'No máximo 50 etapas de busca',
  },
  {
    setting: 'searchTypes',
    field: 'settings.searchTypes.0.indexFields',
    limit: LIMITS.searchTypeIndexFields,
    value: (n: number) => [{ type: 'exact', indexFields: list(n, (i) => `field${i}`) }],
    lang: 'en',
    message: 'At most 50 index fields in one search step',
  },
  {
    setting: 'synonyms',
    limit: LIMITS.synonymLines,
    // Single words make no rules; short, so 100,001 lines stay under the body limit.
    value: (n: number) => list(n, (i) => 'abcdefghij'[i % 10] as string),
    lang: 'ru',
    message: 'Не больше 100\u00a0000 строк синонимов',
  },
];

describe('capped settings lists', () => {
  for (const { setting, field = `settings.${setting}`, limit, value, lang, message } of cases) {
    it(`refuses ${field} one past ${limit} in the language of the request, keeps the old value, and saves exactly ${limit}`, async () => {
      const before = (await settings())[setting];
      const over = await api(t.app, { token, lang }).patch(`/sources/${uuid}`, { settings: { [setting]: value(limit + 1) } });
      expect(over.status).toBe(422);
      expect(over.body).toEqual({ statusCode: 422, message, errors: { [field]: [message] } });
      expect((await settings())[setting]).toEqual(before);

      const full = await api(t.app, { token }).patch(`/sources/${uuid}`, { settings: { [setting]: value(limit) } });
      expect(full.status).toBe(200);
      expect((await settings())[setting]).toEqual(value(limit));
    });
  }
});
