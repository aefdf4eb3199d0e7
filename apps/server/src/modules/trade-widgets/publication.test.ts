import type { TradeWidget, TradeWidgetResponse } from '@vitrina/contracts';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createSearchApp } from '../../app';
import { insertOffers, swapCatalog } from '../../catalog';
import { createTestProject, testOffer } from '../../testing/catalog';
import { api, createTestApp, signUp, type TestApp } from '../../testing/test-app';
import { diffTradeWidget } from './publication';

interface Publication {
  state: 'live' | 'unpublished';
  changeCount: number;
  changes: Array<{ key: string; published: unknown; saved: unknown; tradeWidget?: { id: string; name: string } }>;
  saved: Record<string, unknown>;
  published: Record<string, unknown>;
}

describe('diffTradeWidget', () => {
  it('names changed fields and the carousel look key by key, and nothing for equal widgets in another key order', () => {
    const before = { name: 'Hits', type: 'popular', style: { title: 'A', cardWidth: 200 } };
    expect(diffTradeWidget('w', before, { style: { cardWidth: 200, title: 'A' }, type: 'popular', name: 'Hits' })).toEqual([]);
    const changes = diffTradeWidget('w', before, { name: 'Top', type: 'popular', style: { title: 'B', cardWidth: 200, limit: 4 } });
    expect(changes.map((change) => [change.key, change.published, change.saved])).toEqual([
      ['name', 'Hits', 'Top'],
      ['style.limit', null, 4],
      ['style.title', 'A', 'B'],
    ]);
    expect(changes[0]?.tradeWidget).toEqual({ id: 'w', name: 'Top' });
  });
});

let t: TestApp;
let search: FastifyInstance;
beforeAll(async () => {
  t = await createTestApp();
  search = await createSearchApp(t.deps);
});
afterAll(async () => {
  await search.close();
  await t.close();
});

async function ownerWithWidget() {
  const client = api(t.app, { token: (await signUp(t)).token });
  const uuid = await createTestProject(client, 'Carousels');
  const catalog = [testOffer('a', 'Чайник Bosch', { categoryId: 'k', categoryIds: ['k'], url: 'https://shop.example/a' })];
  await insertOffers(t.deps.db, uuid, 1, catalog);
  await swapCatalog(t.deps.db, uuid, 1, catalog.length);
  const created = await client.post(`/sources/${uuid}/widgets`, { name: 'Hits', type: 'discount', style: { title: 'Hot' } });
  expect(created.status).toBe(201);
  const widget = created.body.data as TradeWidget;
  const publication = async () => {
    const answer = await client.get(`/sources/${uuid}/publication`);
    expect(answer.status).toBe(200);
    return answer.body.data as Publication;
  };
  /** What a shop's page gets for the widget. */
  const onPage = async () => {
    const answer = await search.inject(`/api/${uuid}/widgets/${widget.id}`);
    expect(answer.statusCode).toBe(200);
    return (answer.json() as TradeWidgetResponse).widget;
  };
  const saved = async () => (await client.get(`/sources/${uuid}/widgets/${widget.id}`)).body.data as TradeWidget;
  return { client, uuid, widget, publication, onPage, saved };
}

describe('trade widgets under save and publish', () => {
  it('publishes a new widget as created, keeps later saves off the pages until Publish, and counts them', async () => {
    const { client, uuid, widget, publication, onPage } = await ownerWithWidget();
    expect(await publication()).toMatchObject({ state: 'live', changeCount: 0 });
    expect(await onPage()).toMatchObject({ name: 'Hits', style: { title: 'Hot' } });

    const patched = await client.patch(`/sources/${uuid}/widgets/${widget.id}`, { name: 'Deals', style: { title: 'Cold' } });
    expect(patched.status).toBe(200);
    const pending = await publication();
    expect(pending.state).toBe('unpublished');
    expect(pending.changeCount).toBe(2);
    expect(pending.changes).toEqual([
      { key: 'name', published: 'Hits', saved: 'Deals', tradeWidget: { id: widget.id, name: 'Deals' } },
      { key: 'style.title', published: 'Hot', saved: 'Cold', tradeWidget: { id: widget.id, name: 'Deals' } },
    ]);
    expect(await onPage()).toMatchObject({ name: 'Hits', style: { title: 'Hot' } });

    const published = await client.post(`/sources/${uuid}/saveWidgetScript`);
    expect(published.status).toBe(200);
    expect(published.body.data).toMatchObject({ state: 'live', changeCount: 0 });
    expect(await onPage()).toMatchObject({ name: 'Deals', style: { title: 'Cold' } });
  });

  it('discards: saved trade widgets and widget settings go back to the published ones, pages unchanged', async () => {
    const { client, uuid, widget, publication, onPage, saved } = await ownerWithWidget();
    await client.patch(`/sources/${uuid}`, { settings: { selector: '#q', limit: 24 }, widgetSettings: { colors: { primary: '#ff0000' } } });
    await client.post(`/sources/${uuid}/saveWidgetScript`);
    const live = await publication();

    await client.patch(`/sources/${uuid}`, {
      selector: '#other',
      settings: { selector: '#search', limit: 12, minScore: 3 },
      widgetSettings: { colors: { primary: '#00ff00' }, columns: 5 },
    });
    await client.patch(`/sources/${uuid}/widgets/${widget.id}`, { enabled: false, style: { cardWidth: 300 } });
    expect((await publication()).changeCount).toBe(6);

    const discarded = await client.post(`/sources/${uuid}/discardWidgetChanges`);
    expect(discarded.status).toBe(200);
    expect(discarded.body.data).toMatchObject({ state: 'live', changeCount: 0 });
    const after = await publication();
    expect(after.saved).toEqual(live.saved);
    expect(after.published).toEqual(live.published);
    expect(await saved()).toMatchObject({ name: 'Hits', enabled: true, style: { title: 'Hot' } });
    expect((await saved()).style).not.toHaveProperty('cardWidth');
    expect(await onPage()).toMatchObject({ name: 'Hits' });
    // Search-engine settings are not part of what is published: a discard leaves them as saved.
    const project = (await client.get(`/sources/${uuid}`)).body.data as { settings: Record<string, unknown> };
    expect(project.settings.minScore).toBe(3);
  });

  it('discards nothing when all is published, and only for editors of the project', async () => {
    const { client, uuid, saved } = await ownerWithWidget();
    const before = await saved();
    const nothing = await client.post(`/sources/${uuid}/discardWidgetChanges`);
    expect(nothing.status).toBe(200);
    expect(nothing.body.data).toMatchObject({ state: 'live', changeCount: 0 });
    expect(await saved()).toEqual(before);

    const stranger = api(t.app, { token: (await signUp(t)).token, lang: 'en' });
    const refused = await stranger.post(`/sources/${uuid}/discardWidgetChanges`);
    expect(refused.status).toBe(403);
    expect(refused.body.message).toMatch(/permission/i);
    expect((await api(t.app).post(`/sources/${uuid}/discardWidgetChanges`)).status).toBe(401);
    expect((await client.post('/sources/00000000-0000-4000-8000-000000000000/discardWidgetChanges')).status).toBe(404);
  });
});
