import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createSearchApp } from '../../app';
import { createTestProject, putLiveCatalog, testOffer } from '../../testing/catalog';
import { api, createTestApp, signUp, type TestApp } from '../../testing/test-app';

const CATALOG = [
  testOffer('1', 'Смартфон Samsung Galaxy A54', { vendor: 'Samsung', price: 32990 }),
  testOffer('2', 'Чайник Bosch TWK', { vendor: 'Bosch', price: 2990 }),
  testOffer('3', 'Чайник Philips HD9350', { vendor: 'Philips', price: 3490 }),
];

let t: TestApp;
let search: FastifyInstance;
let uuid = '';

beforeAll(async () => {
  t = await createTestApp();
  search = await createSearchApp(t.deps);
  const owner = await signUp(t);
  uuid = await createTestProject(api(t.app, { token: owner.token }));
  await putLiveCatalog(t.deps.db, uuid, CATALOG);
});

afterAll(async () => {
  await search.close();
  await t.close();
});

async function call(method: 'GET' | 'POST', url: string, payload?: string, contentType = 'application/json') {
  const response = await search.inject({ method, url, payload, headers: payload === undefined ? {} : { 'content-type': contentType } });
  return { status: response.statusCode, body: response.json() as Record<string, unknown> };
}

const ids = (body: Record<string, unknown>) => (body.offers as Array<{ id: string }>).map((offer) => offer.id);

describe('a search without a query (spec §7: query is optional)', () => {
  it('answers GET without query as GET with an empty one: the catalog in its default order, with facets', async () => {
    const missing = await call('GET', `/api/${uuid}/search`);
    const empty = await call('GET', `/api/${uuid}/search?query=`);
    expect(missing.status).toBe(200);
    expect(missing.body).toEqual(empty.body);
    expect(missing.body.hits).toBe(3);
    expect(ids(missing.body).sort()).toEqual(['1', '2', '3']);
    expect((missing.body.params as Array<{ id: string }>).map((facet) => facet.id)).toEqual(expect.arrayContaining(['category', 'vendor']));
  });

  it('answers POST without query, and POST without any body, as the GET does', async () => {
    const get = await call('GET', `/api/${uuid}/search?limit=100`);
    const noQuery = await call('POST', `/api/${uuid}/search`, '{}');
    const noBody = await call('POST', `/api/${uuid}/search`);
    const asText = await call('POST', `/api/${uuid}/search`, JSON.stringify({ limit: 2 }), 'text/plain');
    expect(noQuery.status).toBe(200);
    expect(noBody.status).toBe(200);
    expect(noQuery.body).toEqual(get.body);
    expect(noBody.body).toEqual(get.body);
    expect(asText.status).toBe(200);
    expect(ids(asText.body)).toHaveLength(2);
    expect(asText.body.hits).toBe(3);
  });

  it('keeps the other fields checked when query is missing', async () => {
    const get = await call('GET', `/api/${uuid}/search?limit=-1`);
    const post = await call('POST', `/api/${uuid}/search`, JSON.stringify({ skip: 'x' }));
    expect(get.status).toBe(422);
    expect(get.body.errors).toEqual({ limit: [expect.any(String)] });
    expect(post.status).toBe(422);
    expect(post.body.errors).toEqual({ skip: [expect.any(String)] });
    const notAnObject = await call('POST', `/api/${uuid}/search`, '[1,2]');
    expect(notAnObject.status).toBe(422);
  });

  it('answers completions without query as completions with an empty one, in both versions', async () => {
    for (const base of [`/api/${uuid}/completions`, `/api/v2/${uuid}/completions`]) {
      const missing = await call('GET', base);
      const empty = await call('GET', `${base}?query=`);
      expect(missing.status).toBe(200);
      expect(missing.body).toEqual(empty.body);
    }
    const settings = encodeURIComponent(JSON.stringify({ offers: 2, popular: 3 }));
    const withSettings = await call('GET', `/api/${uuid}/completions?completionSettings=${settings}`);
    expect(withSettings.status).toBe(200);
    expect(withSettings.body).toMatchObject({ searchBox: expect.any(Array), offers: expect.any(Array), popular: expect.any(Array) });
  });
});
