import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createSearchApp } from '../../app';
import { createTestProject, putLiveCatalog, testOffer } from '../../testing/catalog';
import { api, createTestApp, signUp, type TestApp } from '../../testing/test-app';

const CATALOG = [testOffer('saw', 'Бензопила Stihl'), testOffer('bike', 'Велосипед Stels'), testOffer('rug', 'Ковер шерстяной')];

let t: TestApp;
let search: FastifyInstance;
let owner: ReturnType<typeof api>;
let uuid = '';

beforeAll(async () => {
  t = await createTestApp();
  search = await createSearchApp(t.deps);
  owner = api(t.app, { token: (await signUp(t)).token });
  uuid = await createTestProject(owner);
  await putLiveCatalog(t.deps.db, uuid, CATALOG);
});

afterAll(async () => {
  await search.close();
  await t.close();
});

const ids = async (query: string) =>
  ((await search.inject(`/api/${uuid}/search?query=${encodeURIComponent(query)}`)).json() as { offers: Array<{ id: string }> }).offers
    .map((offer) => offer.id)
    .sort();
const saveSettings = async (settings: Record<string, unknown>) =>
  expect((await owner.patch(`/sources/${uuid}`, { settings })).status).toBe(200);
const settingsVersion = async () =>
  Number((await t.deps.db.query<{ v: string }>('select settings_version as v from sources where uuid = $1', [uuid]))[0]?.v);

describe('the compiled project profile', () => {
  it('sees a synonyms edit of the same length at the next search', async () => {
    await saveSettings({ synonyms: ['ковер,бензопила'] });
    expect(await ids('бензопила')).toEqual(['rug', 'saw']);
    // Same length as before: a cache keyed on the text's length would keep the old rule.
    await saveSettings({ synonyms: ['ковер,велосипед'] });
    expect(await ids('велосипед')).toEqual(['bike', 'rug']);
    expect(await ids('бензопила')).toEqual(['saw']);
  });

  it('adds one to the settings version with every write to the project, and none with a read', async () => {
    const before = await settingsVersion();
    await saveSettings({ fuzziness: '1' });
    expect(await settingsVersion()).toBe(before + 1);
    expect((await owner.get(`/sources/${uuid}`)).status).toBe(200);
    expect(await settingsVersion()).toBe(before + 1);
    // A refused write changes nothing, the version included.
    expect((await owner.patch(`/sources/${uuid}`, { settings: { fuzziness: 'lots' } })).status).toBe(422);
    expect(await settingsVersion()).toBe(before + 1);
  });

  it('sees saved synonym entries and their removal without any wait', async () => {
    await saveSettings({ synonyms: [] });
    expect(await ids('ковер')).toEqual(['rug']);
    const created = await owner.post(`/v2/sources/${uuid}/synonyms`, { entries: [{ kind: 'twoWay', word: 'ковер', synonyms: ['палас'] }] });
    expect(created.status, JSON.stringify(created.body)).toBeLessThan(300);
    expect(await ids('палас')).toEqual(['rug']);
    const [entry] = created.body.data as Array<{ id: string }>;
    expect((await owner.del(`/v2/sources/${uuid}/synonyms/${entry?.id}`)).status).toBeLessThan(300);
    expect(await ids('палас')).toEqual([]);
  });
});
