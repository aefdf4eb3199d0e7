import type { TradeWidget } from '@vitrina/contracts';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestProject } from '../../testing/catalog';
import { api, createTestApp, signUp, type TestApp } from '../../testing/test-app';

let t: TestApp;
let owner: ReturnType<typeof api>;
let stranger: ReturnType<typeof api>;
let strangerId = '';
let uuid = '';
const guest = () => api(t.app);
const MISSING = '00000000-0000-4000-8000-000000000000';

beforeAll(async () => {
  t = await createTestApp();
  const me = await signUp(t);
  owner = api(t.app, { token: me.token });
  const other = await signUp(t);
  strangerId = other.user.id;
  stranger = api(t.app, { token: other.token });
  uuid = await createTestProject(owner);
});
afterAll(() => t.close());

const widgetOf = (call: { body: { data?: unknown } }) => call.body.data as TradeWidget;
const create = async (body: Record<string, unknown>) => widgetOf(await owner.post(`/sources/${uuid}/widgets`, body));

describe('trade widgets CRUD', () => {
  it('creates a widget with defaults, lists it, reads it, and deletes it', async () => {
    const created = await owner.post(`/sources/${uuid}/widgets`, { name: 'Bought together', type: 'with_this_product_buy' });
    expect(created.status).toBe(201);
    const widget = widgetOf(created);
    expect(widget).toMatchObject({
      name: 'Bought together',
      type: 'with_this_product_buy',
      description: '',
      fallbackWidgetId: null,
      enabled: true,
      style: {},
    });
    expect(typeof widget.createdAt).toBe('number');
    const list = await owner.get(`/sources/${uuid}/widgets`);
    expect(list.body.totalCount).toBe((list.body.data as TradeWidget[]).length);
    expect((list.body.data as TradeWidget[]).map((w) => w.id)).toContain(widget.id);
    expect(widgetOf(await owner.get(`/sources/${uuid}/widgets/${widget.id}`))).toEqual(widget);
    expect((await owner.del(`/sources/${uuid}/widgets/${widget.id}`)).status).toBe(200);
    const gone = await owner.get(`/sources/${uuid}/widgets/${widget.id}`);
    expect(gone.status).toBe(404);
    expect(gone.body.message).toBe('Widget not found');
  });

  it('changes only the fields sent and merges the style field by field', async () => {
    const widget = await create({ name: 'Popular', type: 'popular', description: 'keep me', style: { title: 'Hits', cardWidth: 200 } });
    const patched = await owner.patch(`/sources/${uuid}/widgets/${widget.id}`, {
      name: 'Top',
      style: { cardWidth: 240, priceColor: '#f00' },
    });
    expect(patched.status).toBe(200);
    expect(widgetOf(patched)).toMatchObject({
      name: 'Top',
      type: 'popular',
      description: 'keep me',
      style: { title: 'Hits', cardWidth: 240, priceColor: '#f00' },
    });
    expect(widgetOf(patched).updatedAt).toBeGreaterThanOrEqual(widget.updatedAt);
  });

  it('refuses bad input with a message per field and changes nothing', async () => {
    const refused = await owner.post(`/sources/${uuid}/widgets`, { name: '', type: 'nonsense', style: { cardWidth: -1, color: 'x' } });
    expect(refused.status).toBe(422);
    expect(Object.keys(refused.body.errors ?? {}).sort()).toEqual(['name', 'style.cardWidth', 'style.color', 'type']);
    const widget = await create({ name: 'Discounts', type: 'discount' });
    const bad = await owner.patch(`/sources/${uuid}/widgets/${widget.id}`, { name: 'x'.repeat(201), style: { limit: 500 } });
    expect(bad.status).toBe(422);
    expect(bad.body.errors?.name).toBeDefined();
    expect(bad.body.errors?.['style.limit']).toHaveLength(1);
    const formula = await owner.patch(`/sources/${uuid}/widgets/${widget.id}`, { scriptScore: 'score * (' });
    expect(formula.status).toBe(422);
    expect(formula.body.errors?.scriptScore?.[0]).toMatch(/character \d+/);
    expect(widgetOf(await owner.get(`/sources/${uuid}/widgets/${widget.id}`))).toEqual(widget);
  });

  it('accepts another widget of the project as fallback, never itself, a foreign one or a cycle', async () => {
    const a = await create({ name: 'A', type: 'recently' });
    const b = await create({ name: 'B', type: 'personal', fallbackWidgetId: a.id });
    expect(b.fallbackWidgetId).toBe(a.id);
    const self = await owner.patch(`/sources/${uuid}/widgets/${a.id}`, { fallbackWidgetId: a.id });
    expect(self.status).toBe(422);
    expect(self.body.errors?.fallbackWidgetId).toEqual(['The fallback widget must be another widget of this project']);
    const cycle = await owner.patch(`/sources/${uuid}/widgets/${a.id}`, { fallbackWidgetId: b.id });
    expect(cycle.body.errors?.fallbackWidgetId).toEqual(['Fallback widgets must not refer to each other in a circle']);
    const otherProject = await createTestProject(owner, 'Other');
    const foreign = widgetOf(await owner.post(`/sources/${otherProject}/widgets`, { name: 'F', type: 'popular' }));
    const refused = await owner.post(`/sources/${uuid}/widgets`, { name: 'C', type: 'popular', fallbackWidgetId: foreign.id });
    expect(refused.status).toBe(422);
    expect((await owner.post(`/sources/${uuid}/widgets`, { name: 'C', type: 'popular', fallbackWidgetId: 'nope' })).status).toBe(422);
    // Deleting a fallback leaves the widgets that used it without one.
    await owner.del(`/sources/${uuid}/widgets/${a.id}`);
    expect(widgetOf(await owner.get(`/sources/${uuid}/widgets/${b.id}`)).fallbackWidgetId).toBeNull();
  });

  it('answers 404 for another project’s widget, whatever the call', async () => {
    const otherProject = await createTestProject(owner, 'Elsewhere');
    const foreign = widgetOf(await owner.post(`/sources/${otherProject}/widgets`, { name: 'F', type: 'popular' }));
    expect((await owner.get(`/sources/${uuid}/widgets/${foreign.id}`)).status).toBe(404);
    expect((await owner.patch(`/sources/${uuid}/widgets/${foreign.id}`, { name: 'x' })).status).toBe(404);
    expect((await owner.del(`/sources/${uuid}/widgets/${foreign.id}`)).status).toBe(404);
    expect((await owner.get(`/sources/${otherProject}/widgets/${foreign.id}`)).status).toBe(200);
    expect((await owner.get(`/sources/${uuid}/widgets/not-a-uuid`)).status).toBe(404);
  });

  it('answers the messages in the asked language', async () => {
    const ru = api(t.app, { token: (await signUp(t)).token, lang: 'ru' });
    const project = await createTestProject(ru, 'Магазин');
    const missing = await ru.get(`/sources/${project}/widgets/${MISSING}`);
    expect(missing.body.message).toBe('Виджет не найден');
  });
});

describe('trade widget permissions', () => {
  let widgetId = '';
  beforeAll(async () => {
    widgetId = (await create({ name: 'Perm', type: 'popular' })).id;
  });
  const calls = () => [
    { send: (c: ReturnType<typeof api>) => c.get(`/sources/${uuid}/widgets`), edit: false },
    { send: (c: ReturnType<typeof api>) => c.get(`/sources/${uuid}/widgets/${widgetId}`), edit: false },
    { send: (c: ReturnType<typeof api>) => c.post(`/sources/${uuid}/widgets`, { name: 'N', type: 'popular' }), edit: true },
    { send: (c: ReturnType<typeof api>) => c.patch(`/sources/${uuid}/widgets/${widgetId}`, { name: 'M' }), edit: true },
    { send: (c: ReturnType<typeof api>) => c.del(`/sources/${uuid}/widgets/${widgetId}`), edit: true },
  ];

  it('answers a guest 401 and a stranger 403', async () => {
    for (const call of calls()) {
      expect((await call.send(guest())).status).toBe(401);
      const refused = await call.send(stranger);
      expect(refused.status).toBe(403);
      expect(refused.body.message).toBe(`No permission for "sources.${call.edit ? 'edit' : 'view'}" project "${uuid}"!`);
    }
  });

  it('lets a viewer read but not change widgets', async () => {
    await t.deps.db.query('insert into permissions (user_id, permission) values ($1, $2)', [strangerId, `sources.view.${uuid}`]);
    for (const call of calls()) expect((await call.send(stranger)).status).toBe(call.edit ? 403 : 200);
    expect(widgetOf(await owner.get(`/sources/${uuid}/widgets/${widgetId}`)).name).toBe('Perm');
  });
});
