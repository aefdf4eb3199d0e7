import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createSearchApp } from '../../app';
import { insertCategories, insertOffers, swapCatalog } from '../../catalog';
import type { Db } from '../../db/database';
import { createTestProject, testOffer } from '../../testing/catalog';
import { api, createTestApp, signUp, type TestApp } from '../../testing/test-app';

/** A search node whose database goes away (a PostgreSQL restart) keeps answering from memory. */
let t: TestApp;
let search: FastifyInstance;
let uuid = '';
let down = false;

beforeAll(async () => {
  t = await createTestApp();
  const real = t.deps.db;
  const outage = () => Promise.reject(new Error('connection refused'));
  const db: Db = {
    kind: real.kind,
    query: (text, params) => (down ? outage() : real.query(text, params)),
    exec: (script) => (down ? outage() : real.exec(script)),
    transaction: (fn) => (down ? outage() : real.transaction(fn)),
    close: () => Promise.resolve(),
  };
  search = await createSearchApp({ ...t.deps, db });
  uuid = await createTestProject(api(t.app, { token: (await signUp(t)).token }));
  await insertOffers(t.deps.db, uuid, 1, [testOffer('1', 'Чайник Bosch'), testOffer('2', 'Чайник Tefal')]);
  await insertCategories(t.deps.db, uuid, 1, [{ id: 'c1', name: 'Чайники', parentId: null, url: null }]);
  await swapCatalog(t.deps.db, uuid, 1, 2);
});

afterAll(async () => {
  down = false;
  await search.close();
  await t.close();
});

const find = () => search.inject({ method: 'POST', url: `/api/${uuid}/search`, payload: { query: 'чайник' } });

describe('a search node while its database is down', () => {
  it('answers from the settings, plan and index it holds once their cache time has passed', async () => {
    expect((await find()).json().hits).toBe(2);
    // Past the 2 s the project settings and the plan are kept: the next search reads them again.
    await new Promise((resolve) => setTimeout(resolve, 2100));
    down = true;
    const during = await find();
    expect(during.statusCode).toBe(200);
    expect(during.json().hits).toBe(2);
    down = false;
    expect((await find()).json().hits).toBe(2);
  });
});
