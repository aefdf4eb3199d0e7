import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createAdminApp } from './app';
import { createSearchAccess } from './search-access';
import { createTestProject, putLiveCatalog, testOffer } from './testing/catalog';
import { api, createTestApp, signUp, type TestApp } from './testing/test-app';

/** ROLE=admin: no search app in the process, yet the console's search test answers from the live catalog. */
let t: TestApp;
/** An admin app whose search access loads on demand, as ROLE=admin makes it. */
let adminNode: FastifyInstance;
let owner: ReturnType<typeof api>;
let uuid = '';

beforeAll(async () => {
  t = await createTestApp();
  adminNode = await createAdminApp({ ...t.deps, search: createSearchAccess(t.deps, 'onDemand') });
  owner = api(adminNode, { token: (await signUp(t)).token });
  uuid = await createTestProject(owner);
  await putLiveCatalog(t.deps.db, uuid, [testOffer('o0', 'Чайник Tefal')]);
});

afterAll(async () => {
  await adminNode.close();
  await t.close();
});

describe('search tests on an admin node without the search role', () => {
  it('loads the index on demand and follows a catalog swapped by a worker', async () => {
    const first = await owner.post(`/sources/${uuid}/search-test`, { query: 'чайник' });
    expect(first.status).toBe(200);
    expect((first.body.data as { hits: number }).hits).toBe(1);

    await putLiveCatalog(
      t.deps.db,
      uuid,
      ['Чайник Tefal', 'Чайник Bosch', 'Чайник Vitek'].map((name, i) => testOffer(`o${i}`, name)),
      2,
    );
    const second = await owner.post(`/sources/${uuid}/search-test`, { query: 'чайник' });
    expect((second.body.data as { hits: number }).hits).toBe(3);
  });
});
