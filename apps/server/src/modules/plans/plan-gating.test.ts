import { DAY_MS } from '@vitrina/contracts';
import Fastify, { type FastifyInstance } from 'fastify';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { createSearchApp } from '../../app';
import { insertCategories, insertOffers, swapCatalog } from '../../catalog';
import { createTestProject, testOffer } from '../../testing/catalog';
import { api, createTestApp, signUp, type TestApp } from '../../testing/test-app';
import { createPlanGate } from './search-gate';
import { readPlan, setClock, signUpAdministrator, startTrialAt } from './testing';

const T0 = Date.UTC(2026, 10, 2, 9, 0, 0);
const BROWSER = 'Mozilla/5.0 (X11; Linux x86_64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/126.0 Safari/537.36';
const CATALOG = [testOffer('1', 'Чайник Bosch'), testOffer('2', 'Чайник Philips'), testOffer('3', 'Кружка')];

let t: TestApp;
let owner: Awaited<ReturnType<typeof signUp>>;
let admin: Awaited<ReturnType<typeof signUp>>;
let uuid = '';
const searchApps: FastifyInstance[] = [];

beforeAll(async () => {
  t = await createTestApp();
  owner = await signUp(t);
  admin = await signUpAdministrator(t);
});
afterAll(async () => {
  for (const app of searchApps) await app.close();
  await t.close();
});
beforeEach(async () => {
  setClock(t, T0);
  uuid = await createTestProject(api(t.app, { token: owner.token }));
  await insertOffers(t.deps.db, uuid, 1, CATALOG);
  await insertCategories(t.deps.db, uuid, 1, [{ id: 'c1', name: 'Кухня', parentId: null, url: null }]);
  await swapCatalog(t.deps.db, uuid, 1, CATALOG.length);
});

/** A fresh search node: it reads the plan anew instead of from its few-second cache. */
async function searchNode(): Promise<FastifyInstance> {
  const app = await createSearchApp(t.deps);
  searchApps.push(app);
  return app;
}

/** A search as a shopper's browser sends it (requests of bots and tools are answered but not counted). */
async function search(app: FastifyInstance, query = 'чайник', userId = 'shopper') {
  const raw = await app.inject({
    method: 'GET',
    url: `/api/${uuid}/search?query=${encodeURIComponent(query)}&userId=${userId}`,
    headers: { 'user-agent': BROWSER },
  });
  return raw.json() as { hits: number; offers: unknown[]; reason?: string };
}

describe('search and the plan', () => {
  it('searches while the plan runs, stops with a reason once it expired, and a renewal restores it', async () => {
    await startTrialAt(t, uuid, T0);
    expect(await search(await searchNode())).toMatchObject({ hits: 2 });
    setClock(t, T0 + 13 * DAY_MS);
    expect(await search(await searchNode())).toMatchObject({ hits: 2 });
    setClock(t, T0 + 15 * DAY_MS);
    const node = await searchNode();
    expect(await search(node)).toEqual(expect.objectContaining({ hits: 0, offers: [], reason: 'planExpired' }));
    const completions = (await node.inject({ method: 'GET', url: `/api/${uuid}/completions?query=чай` })).json();
    expect(completions).toMatchObject({ reason: 'planExpired', searchBox: [] });

    expect((await api(t.app, { token: owner.token }).post('/changePlan', { sourceId: uuid, planId: 'business' })).status).toBe(200);
    expect(await search(await searchNode())).toMatchObject({ hits: 2 });
  });

  it('stops search for an unpaid plan until it is paid', async () => {
    await startTrialAt(t, uuid, T0);
    await api(t.app, { token: admin.token }).patch('/plan/subscription', { sourceId: uuid, unpaid: true });
    expect(await search(await searchNode())).toMatchObject({ hits: 0, reason: 'unpaid' });
    await api(t.app, { token: admin.token }).patch('/plan/subscription', { sourceId: uuid, unpaid: false });
    expect((await search(await searchNode())).reason).toBeUndefined();
  });

  it('counts searches per month and answers empty with a reason past the plan’s query limit', async () => {
    const tiny = {
      id: 'tiny',
      name: 'Tiny',
      price: 100,
      periodDays: 90,
      features: {
        offersLimit: 10,
        queriesPerMonth: 3,
        taps: false,
        colorDetection: false,
        statistics: false,
        tradeWidgets: false,
        creativeBooster: false,
      },
    };
    expect((await api(t.app, { token: admin.token }).post('/plandetails', tiny)).status).toBe(200);
    await startTrialAt(t, uuid, T0);
    await api(t.app, { token: owner.token }).post('/changePlan', { sourceId: uuid, planId: 'tiny' });

    const node = await searchNode();
    // Three shoppers: one shopper's same query again would not count.
    for (let i = 0; i < 3; i++) expect((await search(node, 'чайник', `shopper-${i}`)).hits).toBe(2);
    // Completions are typed letter by letter: they do not count, but stop with search.
    await node.inject({ method: 'GET', url: `/api/${uuid}/completions?query=чай` });
    expect(await search(node)).toMatchObject({ hits: 0, reason: 'queryLimitExceeded' });
    await node.close();
    expect((await readPlan(t, owner.token, uuid)).plan.queriesThisMonth).toBe(3);
    // Another node sees the written count.
    expect((await search(await searchNode())).reason).toBe('queryLimitExceeded');

    setClock(t, Date.UTC(2026, 11, 1));
    expect((await search(await searchNode())).hits).toBe(2);
    expect((await readPlan(t, owner.token, uuid)).plan.queriesThisMonth).toBe(0);
  });

  it('keeps the month’s count right across the writes of counted queries', async () => {
    const features = {
      offersLimit: null,
      queriesPerMonth: 4,
      taps: false,
      colorDetection: false,
      statistics: false,
      tradeWidgets: false,
      creativeBooster: false,
    };
    await api(t.app, { token: admin.token }).post('/plandetails', { id: 'four', name: 'Four', price: 100, periodDays: 90, features });
    await startTrialAt(t, uuid, T0);
    await api(t.app, { token: owner.token }).post('/changePlan', { sourceId: uuid, planId: 'four' });
    const host = Fastify();
    const gate = createPlanGate(t.deps, host, 60_000);
    const plan = { endsAt: T0 + 90 * 86_400_000, unpaid: false, queriesPerMonth: 4 };
    const shopper = { headers: { 'user-agent': BROWSER }, ip: '203.0.113.7' };
    const searchFor = async (query: string) => {
      const stop = await gate.admit(uuid, plan);
      if (!stop) gate.count(shopper, uuid, plan, { query, skip: 0 });
      return stop;
    };
    for (const query of ['a', 'b', 'c']) expect(await searchFor(query)).toBeNull();
    await gate.flush();
    expect(await searchFor('d')).toBeNull();
    await gate.flush();
    // 4 counted: the limit and, with 10 % of 4 rounded down, the grace limit too.
    expect(await searchFor('e')).toBe('queryLimitExceeded');
    expect((await readPlan(t, owner.token, uuid)).plan.queriesThisMonth).toBe(4);
    await host.close();
  });

  it('does not limit a project whose trial has not started', async () => {
    const node = await searchNode();
    for (let i = 0; i < 5; i++) expect((await search(node)).hits).toBe(2);
  });
});

describe('features the plan gates', () => {
  it('answers statistics with “plan upgrade required” on a plan without them, and with data after an upgrade', async () => {
    await startTrialAt(t, uuid, T0);
    const client = api(t.app, { token: owner.token });
    expect((await client.post(`/sources/${uuid}/stats`, { select: 'lastQueries', options: {} })).status).toBe(200);
    await client.post('/changePlan', { sourceId: uuid, planId: 'start' });
    const refused = await api(t.app, { token: owner.token, lang: 'ru' }).post(`/sources/${uuid}/stats`, {
      select: 'lastQueries',
      options: {},
    });
    expect(refused.status).toBe(403);
    expect(refused.body.message).toBe('Ваш тариф не включает статистику. Выберите тариф, в котором это есть.');
    expect(refused.body.errors).toEqual({ planUpgrade: ['статистику'] });
    await client.post('/changePlan', { sourceId: uuid, planId: 'business' });
    expect((await client.post(`/sources/${uuid}/stats`, { select: 'lastQueries', options: {} })).status).toBe(200);
  });

  it('lets trade widgets be created and changed only on a plan that has them', async () => {
    await startTrialAt(t, uuid, T0);
    const client = api(t.app, { token: owner.token });
    const created = await client.post(`/sources/${uuid}/widgets`, { name: 'Popular', type: 'popular' });
    expect(created.status).toBe(201);
    const widgetId = (created.body.data as { id: string }).id;
    await client.post('/changePlan', { sourceId: uuid, planId: 'start' });
    const refused = await client.post(`/sources/${uuid}/widgets`, { name: 'Discounts', type: 'discount' });
    expect(refused.status).toBe(403);
    expect(refused.body.errors).toEqual({ planUpgrade: ['trade widgets'] });
    expect((await client.patch(`/sources/${uuid}/widgets/${widgetId}`, { name: 'Top' })).status).toBe(403);
    expect((await client.get(`/sources/${uuid}/widgets`)).body.totalCount).toBe(1);
  });

  it('checks the permission before the plan', async () => {
    await startTrialAt(t, uuid, T0);
    await api(t.app, { token: owner.token }).post('/changePlan', { sourceId: uuid, planId: 'start' });
    const stranger = await signUp(t);
    const call = await api(t.app, { token: stranger.token }).post(`/sources/${uuid}/stats`, { select: 'lastQueries', options: {} });
    expect(call.status).toBe(403);
    expect(call.body.errors).toBeUndefined();
  });
});
