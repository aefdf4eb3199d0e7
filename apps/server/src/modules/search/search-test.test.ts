import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createSearchApp } from '../../app';
import { insertCategories, insertOffers, swapCatalog } from '../../catalog';
import { createTestProject, testOffer } from '../../testing/catalog';
import { api, createTestApp, signUp, type TestApp } from '../../testing/test-app';

const CATALOG = [
  testOffer('cheap', 'Чайник Tefal', { price: 500 }),
  testOffer('mid', 'Чайник Vitek', { price: 2000 }),
  testOffer('dear', 'Чайник Bosch', { price: 9000 }),
];
const BY_PRICE = { scriptScore: { segments: [{ segment: '', formula: 'score * price' }], constructor: [] } };
const BY_CHEAPNESS = { scriptScore: { segments: [{ segment: '', formula: 'score / (1 + price)' }], constructor: [] } };

let t: TestApp;
let search: FastifyInstance;
let owner: ReturnType<typeof api>;
let uuid = '';

type Answer = { hits: number; offers: Array<{ id: string; score: number; explain?: unknown }> };
const ids = (body: { data?: unknown }) => (body.data as Answer).offers.map((offer) => offer.id);

beforeAll(async () => {
  t = await createTestApp();
  owner = api(t.app, { token: (await signUp(t)).token });
  uuid = await createTestProject(owner);
  await insertOffers(t.deps.db, uuid, 1, CATALOG);
  await insertCategories(t.deps.db, uuid, 1, [{ id: 'c1', name: 'Товары', parentId: null, url: null }]);
  await swapCatalog(t.deps.db, uuid, 1, CATALOG.length);
  expect((await owner.patch(`/sources/${uuid}`, { settings: BY_PRICE })).status).toBe(200);
});

afterAll(async () => {
  await search?.close();
  await t.close();
});

describe('the test query of the ranking settings', () => {
  it('ranks by the saved formula, with an explanation for every offer', async () => {
    search = await createSearchApp(t.deps);
    const answer = await owner.post(`/sources/${uuid}/search-test`, { query: 'чайник' });
    expect(answer.status).toBe(200);
    expect(ids(answer.body)).toEqual(['dear', 'mid', 'cheap']);
    const explained = (answer.body.data as Answer).offers.map((offer) => offer.explain as { terms: unknown[]; formulas: string[] });
    expect(explained.every((explain) => explain.terms.length > 0 && explain.formulas[0] === 'score * price')).toBe(true);
  });

  it('ranks by a draft formula without saving it', async () => {
    const answer = await owner.post(`/sources/${uuid}/search-test`, { query: 'чайник', settings: BY_CHEAPNESS, limit: 2 });
    expect(ids(answer.body)).toEqual(['cheap', 'mid']);
    const project = await owner.get(`/sources/${uuid}`);
    expect((project.body.data as { settings: typeof BY_PRICE }).settings.scriptScore).toEqual(BY_PRICE.scriptScore);
    expect(ids((await owner.post(`/sources/${uuid}/search-test`, { query: 'чайник' })).body)).toEqual(['dear', 'mid', 'cheap']);
  });

  it('refuses a bad draft per field and a limit past 50', async () => {
    const bad = await owner.post(`/sources/${uuid}/search-test`, { query: 'чайник', settings: { fuzziness: 'lots', minScore: -1 } });
    expect(bad.status).toBe(422);
    expect(Object.keys(bad.body.errors ?? {}).sort()).toEqual(['settings.fuzziness', 'settings.minScore']);
    const formula = await owner.post(`/sources/${uuid}/search-test`, {
      query: 'чайник',
      settings: { scriptScore: { segments: [{ segment: '', formula: 'price +' }], constructor: [] } },
    });
    expect(formula.status).toBe(422);
    expect(Object.keys(formula.body.errors ?? {})).toEqual(['settings.scriptScore.segments.0.formula']);
    expect((await owner.post(`/sources/${uuid}/search-test`, { query: 'чайник', limit: 51 })).status).toBe(422);
  });

  it('keeps other users out', async () => {
    const stranger = api(t.app, { token: (await signUp(t)).token });
    expect([403, 404]).toContain((await stranger.post(`/sources/${uuid}/search-test`, { query: 'чайник' })).status);
    expect((await api(t.app).post(`/sources/${uuid}/search-test`, { query: 'чайник' })).status).toBe(401);
  });
});
