import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { insertOffers, swapCatalog } from '../../catalog';
import { createTestProject as createProject, testOffer } from '../../testing/catalog';
import { api, createTestApp, signUp, type TestApp } from '../../testing/test-app';
import { abbreviationOf, transliterateVendor } from './auto';
import { readSynonymCsv } from './csv';
import { stemExceptionsOf, synonymLinesOf } from './lines';
import { csvUpload, entriesOf } from './testing';

let t: TestApp;
let owner: ReturnType<typeof api>;

let ownerToken = '';

beforeAll(async () => {
  t = await createTestApp();
  const a = await signUp(t);
  ownerToken = a.token;
  owner = api(t.app, { token: a.token });
});
afterAll(() => t.close());

const entries = entriesOf;

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
    const report = await csvUpload(t, uuid, file, { token: ownerToken });
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
    const plain = await csvUpload(t, uuid, 'кресло,стул', { token: ownerToken, type: 'text/plain; charset=utf-8' });
    expect(plain.body.data).toMatchObject({ added: 1 });
    const cp1251 = Buffer.from([0xf1, 0xf2, 0xee, 0xeb, 0x2c, 0xf1, 0xf2, 0xee, 0xeb, 0xe8, 0xea]); // стол,столик
    expect((await csvUpload(t, uuid, cp1251, { token: ownerToken, type: 'application/vnd.ms-excel' })).body.data).toMatchObject({
      added: 1,
    });
    expect(entries(await owner.get(`/v2/sources/${uuid}/synonyms?query=${encodeURIComponent('столик')}`))[0]?.word).toBe('стол');
    const empty = await csvUpload(t, uuid, '\r\n', { token: ownerToken });
    expect(empty.status).toBe(422);
    expect(empty.body.errors).toEqual({ file: ['Error in the synonyms CSV file'] });
    const big = `${'слово,синоним\n'.repeat(60_000)}`;
    expect(Buffer.byteLength(big)).toBeGreaterThan(1024 * 1024);
    expect((await csvUpload(t, uuid, big, { token: ownerToken })).status).toBe(200);
    expect((await csvUpload(t, uuid, big + big, { token: ownerToken })).status).toBe(413);
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
      testOffer('1', 'Смартфон Samsung Galaxy', { vendor: 'Samsung' }),
      testOffer('2', 'Смартфон Samsung A54', { vendor: 'Samsung' }),
      testOffer('3', 'Чайник Bosch', { vendor: 'Bosch' }),
      testOffer('4', 'Принтер HP', { vendor: 'Hewlett Packard' }),
      testOffer('5', 'Мультиварка', { vendor: 'Редмонд' }),
      testOffer('6', 'Без бренда', { vendor: null }),
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
