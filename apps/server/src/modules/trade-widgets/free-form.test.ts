import { type TradeWidget, translate } from '@vitrina/contracts';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestProject } from '../../testing/catalog';
import { api, createTestApp, signUp, type TestApp } from '../../testing/test-app';

let t: TestApp;
let owner: ReturnType<typeof api>;
let ownerToken = '';
let uuid = '';

beforeAll(async () => {
  t = await createTestApp();
  ownerToken = (await signUp(t)).token;
  owner = api(t.app, { token: ownerToken });
  uuid = await createTestProject(owner);
});
afterAll(() => t.close());

const widgetOf = (call: { body: { data?: unknown } }) => call.body.data as TradeWidget & Record<string, unknown>;
const stored = async (id: string) => widgetOf(await owner.get(`/sources/${uuid}/widgets/${id}`));

describe('a trade widget’s own fields (spec §3: otherwise a free-form object)', () => {
  it('keeps fields it does not know as sent, answers them, and replaces one a PATCH sends', async () => {
    const created = await owner.post(`/sources/${uuid}/widgets`, {
      name: 'Bought together',
      type: 'popular',
      abTest: { variant: 'b', share: 30 },
      shopNote: 'front page',
    });
    expect(created.status).toBe(201);
    const widget = widgetOf(created);
    expect(widget).toMatchObject({ abTest: { variant: 'b', share: 30 }, shopNote: 'front page' });
    expect(await stored(widget.id)).toEqual(widget);
    const patched = await owner.patch(`/sources/${uuid}/widgets/${widget.id}`, { shopNote: 'cart page', extra: [1, 2] });
    expect(patched.status).toBe(200);
    expect(widgetOf(patched)).toMatchObject({
      name: 'Bought together',
      abTest: { variant: 'b', share: 30 },
      shopNote: 'cart page',
      extra: [1, 2],
    });
  });

  it('refuses the answer’s own names and over-long names, in the user’s language, storing nothing', async () => {
    const before = (await owner.get(`/sources/${uuid}/widgets`)).body.totalCount;
    const refused = await owner.post(`/sources/${uuid}/widgets`, {
      name: 'X',
      type: 'popular',
      id: 'mine',
      createdAt: 1,
      ['k'.repeat(101)]: 1,
    });
    expect(refused.status).toBe(422);
    expect(refused.body.errors).toEqual({
      id: ['Unknown field'],
      createdAt: ['Unknown field'],
      ['k'.repeat(100)]: ['Maximum 100 characters'],
    });
    expect((await owner.get(`/sources/${uuid}/widgets`)).body.totalCount).toBe(before);
  });

  it('refuses a widget past 64 KiB of JSON, whole or grown by a PATCH, and changes nothing', async () => {
    const before = (await owner.get(`/sources/${uuid}/widgets`)).body.totalCount;
    const tooLarge = await api(t.app, { token: ownerToken, lang: 'tr' }).post(`/sources/${uuid}/widgets`, {
      name: 'Big',
      type: 'popular',
      blob: 'x'.repeat(70_000),
    });
    expect(tooLarge.status).toBe(422);
    expect(tooLarge.body.errors).toEqual({ body: [translate('tr', 'validation.tooLarge|65536')] });
    expect((await owner.get(`/sources/${uuid}/widgets`)).body.totalCount).toBe(before);

    const widget = widgetOf(await owner.post(`/sources/${uuid}/widgets`, { name: 'Grows', type: 'popular', a: 'x'.repeat(40_000) }));
    const patch = await owner.patch(`/sources/${uuid}/widgets/${widget.id}`, { b: 'y'.repeat(40_000) });
    expect(patch.status).toBe(422);
    expect(patch.body.errors).toEqual({ body: ['Too much data: at most 65,536 characters as JSON'] });
    expect(await stored(widget.id)).toEqual(widget);
  });
});
