import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestProject, testOffer } from '../../testing/catalog';
import { api, createTestApp, signUp, type TestApp } from '../../testing/test-app';
import { insertCategories, insertOffers } from '../feeds/catalog-store';
import { swapCatalog } from '../feeds/load-store';
import { attachAdminSearch } from './admin-search';

/** ROLE=admin: no search app in the process, yet the console's search test answers from the live catalog. */
let t: TestApp;
let owner: ReturnType<typeof api>;
let uuid = '';

async function putCatalog(version: number, names: string[]) {
  await insertOffers(
    t.deps.db,
    uuid,
    version,
    names.map((name, i) => testOffer(`o${i}`, name)),
  );
  await insertCategories(t.deps.db, uuid, version, [{ id: 'c1', name: 'Товары', parentId: null, url: null }]);
  await swapCatalog(t.deps.db, uuid, version, names.length);
}

beforeAll(async () => {
  t = await createTestApp();
  attachAdminSearch(t.deps);
  owner = api(t.app, { token: (await signUp(t)).token });
  uuid = await createTestProject(owner);
  await putCatalog(1, ['Чайник Tefal']);
});

afterAll(async () => {
  await t.close();
});

describe('search tests on an admin node without the search role', () => {
  it('loads the index on demand and follows a catalog swapped by a worker', async () => {
    const first = await owner.post(`/sources/${uuid}/search-test`, { query: 'чайник' });
    expect(first.status).toBe(200);
    expect((first.body.data as { hits: number }).hits).toBe(1);

    await putCatalog(2, ['Чайник Tefal', 'Чайник Bosch', 'Чайник Vitek']);
    const second = await owner.post(`/sources/${uuid}/search-test`, { query: 'чайник' });
    expect((second.body.data as { hits: number }).hits).toBe(3);
    expect(t.deps.hooks.previewWidget).toEqual(expect.any(Function));
  });
});
