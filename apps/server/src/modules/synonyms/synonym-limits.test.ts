import { LIMITS, type SynonymEntry } from '@vitrina/contracts';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestProject as createProject } from '../../testing/catalog';
import { api, createTestApp, signUp, type TestApp } from '../../testing/test-app';
import { entriesOf } from './testing';

let t: TestApp;
let token = '';
const as = (lang: string) => api(t.app, { token, lang });

beforeAll(async () => {
  t = await createTestApp();
  token = (await signUp(t)).token;
});
afterAll(() => t.close());

/** 100 two-way entries of 100 words each: 100 rules apiece, the limit exactly. */
const fullEntries = Array.from({ length: 100 }, (_, i) => ({
  word: `w${i}`,
  synonyms: Array.from({ length: 99 }, (_, j) => `w${i}s${j}`),
}));
/** 5000 lines of two words: two rules each, the limit exactly. */
const fullLines = Array.from({ length: LIMITS.synonymRules / 2 }, (_, i) => `a${i},b${i}`);

const settingsOf = async (uuid: string) => (await as('en').get(`/sources/${uuid}`)).body.data as { settings: Record<string, unknown> };
const entryCount = async (uuid: string) => (await as('en').get(`/v2/sources/${uuid}/synonyms`)).body.totalCount;

describe('synonym rules past the limit', () => {
  it('refuses entries one rule past it in the language of the request, saves nothing, and saves exactly the limit', async () => {
    const uuid = await createProject(as('en'), 'Entries');
    const over = await as('ru').post(`/v2/sources/${uuid}/synonyms`, {
      entries: [...fullEntries, { kind: 'oneWay', word: 'x', synonyms: ['y'] }],
    });
    expect(over.status).toBe(422);
    expect(over.body).toMatchObject({
      statusCode: 422,
      message: 'Не больше 10\u00a0000 правил синонимов (эти синонимы дают 10\u00a0001)',
      errors: { entries: ['Не больше 10\u00a0000 правил синонимов (эти синонимы дают 10\u00a0001)'] },
    });
    expect(await entryCount(uuid)).toBe(0);

    const full = await as('en').post(`/v2/sources/${uuid}/synonyms`, { entries: fullEntries });
    expect(full.status).toBe(200);
    expect(await entryCount(uuid)).toBe(100);
    // Stemming exceptions make no rules, so a full project still takes them.
    expect((await as('en').post(`/v2/sources/${uuid}/synonyms`, { entries: [{ kind: 'stemException', word: 'пицца' }] })).status).toBe(200);
  });

  it('refuses every other way of adding a rule to a full project and keeps what was saved', async () => {
    const uuid = await createProject(as('en'), 'Full');
    const saved = entriesOf(await as('en').post(`/v2/sources/${uuid}/synonyms`, { entries: fullEntries }));
    const oneMore = (lang: string, rules = '10,001') =>
      ({
        es: [`Como máximo 10.000 reglas de sinónimos (estos sinónimos generan ${rules.replace(',', '.')})`],
        tr: [`En fazla 10.000 eş anlamlı kuralı (bu eş anlamlılar ${rules.replace(',', '.')} kural oluşturuyor)`],
        pt: [`No máximo 10.000 regras de sinônimos (estes sinônimos geram ${rules.replace(',', '.')})`],
        en: [`At most 10,000 synonym rules (these synonyms make ${rules})`],
      })[lang];

    const added = await as('es').post(`/v2/sources/${uuid}/synonyms`, { entries: [{ kind: 'oneWay', word: 'x', synonyms: ['y'] }] });
    expect(added.status).toBe(422);
    expect(added.body.errors).toEqual({ entries: oneMore('es') });

    const first = saved[0] as SynonymEntry;
    const patched = await as('tr').patch(`/v2/sources/${uuid}/synonyms/${first.id}`, { synonyms: [...first.synonyms, 'extra'] });
    expect(patched.status).toBe(422);
    expect(patched.body.errors).toEqual({ synonyms: oneMore('tr') });
    expect((await as('en').get(`/v2/sources/${uuid}/synonyms/${first.id}`)).body.data).toMatchObject({ synonyms: first.synonyms });

    const imported = await t.app.inject({
      method: 'POST',
      url: `/api/sources/upload/synonyms/from/csv?sourceId=${uuid}`,
      headers: { 'accept-language': 'pt', 'content-type': 'text/csv', authorization: `Bearer ${token}` },
      payload: 'x,y\n',
    });
    expect(imported.statusCode).toBe(422);
    expect(imported.json().errors).toEqual({ file: oneMore('pt', '10,002') });

    const accepted = await as('en').post(`/sources/${uuid}/synonyms/auto`, { word: 'x', synonym: 'y', accept: true });
    expect(accepted.status).toBe(422);
    expect(accepted.body.errors).toEqual({ synonym: oneMore('en', '10,002') });

    const text = await as('en').patch(`/sources/${uuid}`, { settings: { synonyms: ['x=>y'] } });
    expect(text.status).toBe(422);
    expect(text.body.errors).toEqual({ 'settings.synonyms': oneMore('en') });

    expect(await entryCount(uuid)).toBe(100);
    expect((await settingsOf(uuid)).settings.synonyms).toBeUndefined();
  });

  it('counts the settings text alone and together with the saved entries', async () => {
    const uuid = await createProject(as('en'), 'Text');
    expect((await as('en').patch(`/sources/${uuid}`, { settings: { synonyms: fullLines } })).status).toBe(200);
    expect((await settingsOf(uuid)).settings.synonyms).toHaveLength(fullLines.length);

    const over = await as('ru').patch(`/sources/${uuid}`, { settings: { synonyms: [...fullLines.slice(1), 'x,y,z'].join('\n') } });
    expect(over.status).toBe(422);
    expect(over.body.errors).toEqual({
      'settings.synonyms': ['Не больше 10\u00a0000 правил синонимов (эти синонимы дают 10\u00a0001)'],
    });
    expect((await settingsOf(uuid)).settings.synonyms).toEqual(fullLines);

    const entry = await as('en').post(`/v2/sources/${uuid}/synonyms`, { entries: [{ word: 'телефон', synonyms: ['смартфон'] }] });
    expect(entry.status).toBe(422);
    expect(entry.body.errors).toEqual({ entries: ['At most 10,000 synonym rules (these synonyms make 10,002)'] });
    expect(await entryCount(uuid)).toBe(0);
  });
});
