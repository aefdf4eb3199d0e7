import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createSearchApp } from '../../app';
import { createTestProject } from '../../testing/catalog';
import { api, createTestApp, signUp, type TestApp } from '../../testing/test-app';
import { setSubscription } from '../plans';
import { diffWidgetSettings, MAX_LISTED_CHANGES } from './publication';

describe('diffWidgetSettings', () => {
  it('finds nothing between settings that differ only in key order, nulls or spelled-out defaults', () => {
    expect(
      diffWidgetSettings(
        { colors: { primary: '#111111', secondary: '#222222' } },
        { colors: { secondary: '#222222', primary: '#111111' } },
      ),
    ).toEqual([]);
    expect(diffWidgetSettings({}, { limit: 36, locale: 'ru', taps: null })).toEqual([]);
  });

  it('names each changed setting, and each changed key of a group of settings, in the widget’s order', () => {
    const changes = diffWidgetSettings(
      { locale: 'ru', colors: { primary: '#111111' }, kind: 'v3' },
      { locale: 'en', colors: { primary: '#ff0000' }, kind: 'v3', selector: '#q', customFlag: 1 },
    );
    expect(changes).toEqual([
      { key: 'selector', published: '', saved: '#q' },
      { key: 'locale', published: 'ru', saved: 'en' },
      { key: 'colors.primary', published: '#111111', saved: '#ff0000' },
      { key: 'customFlag', published: null, saved: 1 },
    ]);
  });

  it('compares a group replaced by something that is not a group as one setting', () => {
    expect(diffWidgetSettings({ colors: { primary: '#111111' } }, { colors: 'red' })).toEqual([
      { key: 'colors', published: { primary: '#111111' }, saved: 'red' },
    ]);
  });
});

let t: TestApp;
let search: FastifyInstance;
beforeAll(async () => {
  t = await createTestApp({ SEARCH_PUBLIC_URL: 'https://search.test' });
  search = await createSearchApp(t.deps);
});
afterAll(async () => {
  await search.close();
  await t.close();
});

interface Publication {
  state: 'live' | 'unpublished';
  publishedAt: number | null;
  changeCount: number;
  changes: Array<{ key: string; published: unknown; saved: unknown }>;
  published: Record<string, unknown>;
  saved: Record<string, unknown>;
}

async function ownerWithProject() {
  const owner = await signUp(t);
  const client = api(t.app, { token: owner.token });
  const uuid = await createTestProject(client, 'Publish');
  const publication = async () => {
    const answer = await client.get(`/sources/${uuid}/publication`);
    expect(answer.status).toBe(200);
    return answer.body.data as Publication;
  };
  const loaderSettings = async () => {
    const body = (await search.inject(`/scripts/widget/${uuid}/main.js`)).body;
    const json = body.match(/var c = (.*);\n/)?.[1] ?? '{}';
    return (JSON.parse(json) as { settings: Record<string, unknown> }).settings;
  };
  return { client, uuid, publication, loaderSettings };
}

describe('GET /sources/{id}/publication and publishing', () => {
  it('is live for a new project, lists what a save changed, and is live again once published', async () => {
    const { client, uuid, publication, loaderSettings } = await ownerWithProject();
    expect(await publication()).toMatchObject({ state: 'live', changeCount: 0, changes: [], publishedAt: null });

    await client.patch(`/sources/${uuid}`, { settings: { selector: '#search' }, widgetSettings: { colors: { primary: '#ff0000' } } });
    const pending = await publication();
    expect(pending.state).toBe('unpublished');
    expect(pending.changes.map((change) => change.key)).toEqual(['selector', 'colors.primary']);
    expect(pending.changes[0]).toEqual({ key: 'selector', published: '', saved: '#search' });
    // The selector is as much a published setting as the colours: the shop's site has neither yet.
    expect(await loaderSettings()).not.toHaveProperty('selector');

    const published = await client.post(`/sources/${uuid}/saveWidgetScript`);
    expect(published.body.data).toMatchObject({ state: 'live', changeCount: 0, publishedAt: expect.any(Number) });
    expect(await loaderSettings()).toMatchObject({ selector: '#search', colors: { primary: '#ff0000' } });

    // A later save is reported, not silently kept off the site.
    await client.patch(`/sources/${uuid}`, { widgetSettings: { columns: 4 } });
    expect(await publication()).toMatchObject({
      state: 'unpublished',
      changeCount: 1,
      changes: [{ key: 'columns', published: 3, saved: 4 }],
    });
    // Search-engine settings apply at once and are not part of the widget's document.
    await client.patch(`/sources/${uuid}`, { settings: { minScore: 2 } });
    expect((await publication()).changeCount).toBe(1);
  });

  it('publishes the language the console shows, so preview and site speak the same one', async () => {
    const { client, uuid, publication, loaderSettings } = await ownerWithProject();
    await client.patch(`/sources/${uuid}`, { locale: 'en' });
    await client.post(`/sources/${uuid}/saveWidgetScript`);
    const live = await publication();
    expect(live.published.locale).toBe('en');
    expect(await loaderSettings()).toMatchObject({ locale: 'en' });
    // The document the console previews is the one the loader serves.
    expect(live.published).toEqual(await loaderSettings());
    await client.patch(`/sources/${uuid}`, { settings: { locale: 'tr' } });
    expect((await publication()).changes).toEqual([{ key: 'locale', published: 'en', saved: 'tr' }]);
  });

  it('hands the widget the project’s completion counts and whole-number ratings, through a publish', async () => {
    const { client, uuid, publication, loaderSettings } = await ownerWithProject();
    expect(await loaderSettings()).not.toHaveProperty('completionsHits');
    await client.patch(`/sources/${uuid}`, { hasCompletionsHits: true, isIntRating: true });
    expect((await publication()).changes).toEqual([
      { key: 'completionsHits', published: false, saved: true },
      { key: 'intRating', published: false, saved: true },
    ]);
    await client.post(`/sources/${uuid}/saveWidgetScript`);
    expect(await loaderSettings()).toMatchObject({ completionsHits: true, intRating: true });
  });

  it('serves both documents with the plan’s gating, as the loader does', async () => {
    const { client, uuid, publication, loaderSettings } = await ownerWithProject();
    await client.patch(`/sources/${uuid}`, { widgetSettings: { taps: true } });
    await client.post(`/sources/${uuid}/saveWidgetScript`);
    await setSubscription(t.deps.db, uuid, { planId: 'start', startsAt: Date.now(), endsAt: Date.now() + 86_400_000 }, 5000);
    const gated = await publication();
    expect(gated.published.taps).toBe(false);
    expect(gated.saved.taps).toBe(false);
    expect(gated.published).toEqual(await loaderSettings());
  });

  it('lists at most a hundred changes of a hostile configuration but counts them all', async () => {
    const { client, uuid, publication } = await ownerWithProject();
    const many = Object.fromEntries(Array.from({ length: 150 }, (_, i) => [`k${i}`, i]));
    const saved = await client.patch(`/sources/${uuid}`, { widgetSettings: many });
    expect(saved.status).toBe(200);
    const pending = await publication();
    expect(pending.changeCount).toBe(150);
    expect(pending.changes).toHaveLength(MAX_LISTED_CHANGES);
  });

  it('cannot be published or faked through a PATCH', async () => {
    const { client, uuid, publication, loaderSettings } = await ownerWithProject();
    const faked = await client.patch(`/sources/${uuid}`, {
      widgetSettings: { colors: { primary: '#000000' } },
      publishedWidget: { settings: { colors: { primary: '#000000' } }, publishedAt: 1 },
    } as Record<string, unknown>);
    expect(faked.status).toBe(422);
    await client.patch(`/sources/${uuid}`, { widgetSettings: { colors: { primary: '#000000' } } });
    await client.patch(`/sources/${uuid}`, { widgetSettings: { colors: { primary: '#000001' } } });
    // A second save keeps the first published baseline: what the shop runs, not the save before.
    expect((await publication()).changes).toEqual([{ key: 'colors.primary', published: '#2f6fed', saved: '#000001' }]);
    expect(await loaderSettings()).not.toHaveProperty('colors');
  });

  it('answers only those who may see the project, and publishes only for editors', async () => {
    const { uuid } = await ownerWithProject();
    const stranger = api(t.app, { token: (await signUp(t)).token });
    expect((await stranger.get(`/sources/${uuid}/publication`)).status).toBe(403);
    expect((await stranger.post(`/sources/${uuid}/saveWidgetScript`)).status).toBe(403);
    expect((await api(t.app).get(`/sources/${uuid}/publication`)).status).toBe(401);
    const owner = api(t.app, { token: (await signUp(t)).token });
    expect((await owner.get('/sources/not-a-project/publication')).status).toBe(404);
    expect((await owner.get(`/sources/${'x'.repeat(101)}/publication`)).status).toBeGreaterThanOrEqual(400);
  });
});
