import type { FastifyInstance, InjectOptions } from 'fastify';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { createSearchApp } from '../../app';
import { insertCategories, insertOffers, swapCatalog } from '../../catalog';
import type { AppDeps } from '../../deps';
import { createTestProject, testOffer } from '../../testing/catalog';
import { api, createTestApp, signUp, type TestApp } from '../../testing/test-app';
import { readPlan, setClock, signUpAdministrator, startTrialAt } from './testing';

// Issue 21 item 3: anonymous traffic must not use up a shop's monthly queries. Defaults apply:
// 10 counted searches per visitor and minute, an address at most 6 visitors' worth, a 10 % grace margin.
const T0 = Date.UTC(2026, 10, 2, 9, 0, 0);
const BROWSER =
  'Mozilla/5.0 (iPhone; CPU iPhone OS 17_5 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) Version/17.5 Mobile/15E148 Safari/604.1';
const CATALOG = [testOffer('1', 'Чайник Bosch'), testOffer('2', 'Чайник Philips'), testOffer('3', 'Кружка')];
const FEATURES = { offersLimit: null, taps: false, colorDetection: false, statistics: false, tradeWidgets: false, creativeBooster: false };

let t: TestApp;
let owner: Awaited<ReturnType<typeof signUp>>;
let admin: Awaited<ReturnType<typeof signUp>>;
let uuid = '';
const nodes: FastifyInstance[] = [];

beforeAll(async () => {
  t = await createTestApp();
  owner = await signUp(t);
  admin = await signUpAdministrator(t);
  await api(t.app, { token: admin.token }).post('/plandetails', {
    id: 'ten',
    name: 'Ten',
    price: 100,
    periodDays: 90,
    features: { ...FEATURES, queriesPerMonth: 10 },
  });
});
afterAll(async () => {
  for (const node of nodes) await node.close();
  await t.close();
});
beforeEach(async () => {
  setClock(t, T0);
  t.mails.length = 0;
  uuid = await createTestProject(api(t.app, { token: owner.token }));
  await insertOffers(t.deps.db, uuid, 1, CATALOG);
  await insertCategories(t.deps.db, uuid, 1, [{ id: 'c1', name: 'Кухня', parentId: null, url: null }]);
  await swapCatalog(t.deps.db, uuid, 1, CATALOG.length);
  await startTrialAt(t, uuid, T0);
});

/** A fresh search node on the same database (its own memory, as after a restart or on another machine). */
async function searchNode(deps: AppDeps = t.deps): Promise<FastifyInstance> {
  const node = await createSearchApp(deps);
  nodes.push(node);
  return node;
}

interface Shopper {
  query?: string;
  userId?: string;
  address?: string;
  /** null: no user agent at all. */
  agent?: string | null;
  extra?: string;
}

async function search(node: FastifyInstance, s: Shopper = {}) {
  const params = new URLSearchParams({ query: s.query ?? 'чайник' });
  if (s.userId) params.set('userId', s.userId);
  const options: InjectOptions = {
    method: 'GET',
    url: `/api/${uuid}/search?${params}${s.extra ?? ''}`,
    remoteAddress: s.address ?? '203.0.113.10',
    // light-my-request names itself when no user agent is given: an empty one is what a client without one sends.
    headers: { 'user-agent': s.agent === null ? '' : (s.agent ?? BROWSER) },
  };
  const raw = await node.inject(options);
  return { status: raw.statusCode, body: raw.json() as { hits?: number; reason?: string } };
}

/** The month's count as the owner reads it, once the node has written what it counted (closing flushes). */
async function countedAfter(node: FastifyInstance): Promise<number> {
  await node.close();
  return (await readPlan(t, owner.token, uuid)).plan.queriesThisMonth;
}

const quotaMails = () => t.mails.filter((mail) => mail.to === owner.email && /search quer|поисков/i.test(mail.subject));

describe('which searches count towards the month’s queries', () => {
  it('counts a burst from one address only up to its caps, whatever userIds it invents', async () => {
    const node = await searchNode();
    // One visitor without a userId: 50 different queries in a minute, 10 count.
    for (let i = 0; i < 50; i++) expect((await search(node, { query: `чайник ${i}`, address: '198.51.100.1' })).status).toBe(200);
    // Another address inventing a userId per request: 6 visitors' worth (60) count.
    for (let i = 0; i < 100; i++) {
      const answered = await search(node, { query: `кружка ${i}`, userId: `fake-${i}`, address: '198.51.100.2' });
      expect(answered.status).toBe(200);
    }
    expect(await countedAfter(node)).toBe(70);
  });

  it('counts the same visitor’s same query once, and its next minute again up to the cap', async () => {
    const node = await searchNode();
    // A filter, a sort, a reload: the same query again is not a new search.
    for (let i = 0; i < 5; i++)
      await search(node, { userId: 'anna', extra: `&sort=price_asc&filters=${encodeURIComponent(`{"price":{"from":${i}}}`)}` });
    for (let i = 0; i < 15; i++) await search(node, { userId: 'anna', query: `чайник ${i}` });
    setClock(t, T0 + 61_000);
    for (let i = 0; i < 15; i++) await search(node, { userId: 'anna', query: `кружка ${i}` });
    expect(await countedAfter(node)).toBe(20);
  });

  it('does not count crawlers, headless browsers, HTTP tools or requests without a user agent, yet answers them', async () => {
    const node = await searchNode();
    const agents = [
      'Mozilla/5.0 (compatible; Googlebot/2.1; +http://www.google.com/bot.html)',
      'Mozilla/5.0 (compatible; YandexBot/3.0; +http://yandex.com/bots)',
      'Mozilla/5.0 (X11; Linux x86_64) AppleWebKit/537.36 (KHTML, like Gecko) HeadlessChrome/126.0.0.0 Safari/537.36',
      'curl/8.5.0',
      'python-requests/2.32.3',
      'Go-http-client/1.1',
      null,
    ];
    for (const [i, agent] of agents.entries()) {
      const answered = await search(node, { agent, userId: `u${i}`, address: `198.51.100.${20 + i}` });
      expect(answered.body.hits).toBe(2);
    }
    expect(await countedAfter(node)).toBe(0);
  });

  it('does not count refused requests, further pages, completions, the owner’s own searches or a project not indexed yet', async () => {
    const limited = await searchNode({ ...t.deps, config: { ...t.deps.config, rateLimitAddressPerMinute: 3 } });
    const refused = [];
    for (let i = 0; i < 6; i++) refused.push((await search(limited, { query: `чайник ${i}`, address: '198.51.100.40' })).status);
    expect(refused).toEqual([200, 200, 200, 429, 429, 429]);
    expect(await countedAfter(limited)).toBe(3);

    const node = await searchNode();
    expect((await search(node, { query: 'кружка', extra: '&skip=-1' })).status).toBe(422);
    expect((await search(node, { query: 'кружка', extra: '&skip=24' })).status).toBe(200);
    expect((await search(node, { query: 'чайник b', extra: '&client=vitrina-owner' })).status).toBe(200);
    const completions = await node.inject({ method: 'GET', url: `/api/${uuid}/completions?query=чай`, headers: { 'user-agent': BROWSER } });
    expect(completions.statusCode).toBe(200);
    expect(await countedAfter(node)).toBe(3);

    // A project whose catalog is not indexed answers empty with a reason: nothing was searched.
    const empty = await createTestProject(api(t.app, { token: owner.token }), 'Empty');
    await startTrialAt(t, empty, T0);
    const other = await searchNode();
    const answer = await other.inject({ method: 'GET', url: `/api/${empty}/search?query=x`, headers: { 'user-agent': BROWSER } });
    expect(answer.json()).toMatchObject({ reason: 'notIndexed' });
    await other.close();
    expect((await readPlan(t, owner.token, empty)).plan.queriesThisMonth).toBe(0);
  });
});

describe('near and past the month’s limit', () => {
  it('answers within the grace margin past the limit, then stops with queryLimitExceeded for search and completions', async () => {
    await api(t.app, { token: owner.token }).post('/changePlan', { sourceId: uuid, planId: 'ten' });
    const node = await searchNode();
    for (let i = 0; i < 10; i++) expect((await search(node, { userId: `s${i}` })).body.hits).toBe(2);
    await node.close();
    const plan = (await readPlan(t, owner.token, uuid)).plan;
    expect(plan).toMatchObject({ queriesThisMonth: 10, queriesGraceLimit: 11 });

    // The limit is reached: the grace margin (10 % of 10) still answers.
    const next = await searchNode();
    expect((await search(next, { userId: 's10' })).body).toMatchObject({ hits: 2 });
    await next.close();
    const past = await searchNode();
    expect((await search(past, { userId: 's11' })).body).toMatchObject({ hits: 0, reason: 'queryLimitExceeded' });
    const completions = await past.inject({ method: 'GET', url: `/api/${uuid}/completions?query=чай`, headers: { 'user-agent': BROWSER } });
    expect(completions.json()).toMatchObject({ reason: 'queryLimitExceeded', searchBox: [] });
  });

  it('mails the owner once at 80 % and once at 100 %, in the owner’s language, whatever the restarts and nodes', async () => {
    await t.deps.db.query(`update users set locale = 'ru' where id = $1`, [owner.user.id]);
    await api(t.app, { token: owner.token }).post('/changePlan', { sourceId: uuid, planId: 'ten' });
    let shopper = 0;
    const searches = async (node: FastifyInstance, n: number) => {
      for (let i = 0; i < n; i++) await search(node, { userId: `v${shopper++}` });
    };

    const first = await searchNode();
    await searches(first, 7);
    await first.close();
    expect(quotaMails()).toEqual([]);

    // Two nodes reach 80 % at once (7 + 1 + 1): one mail.
    const [a, b] = [await searchNode(), await searchNode()];
    await searches(a, 1);
    await searches(b, 1);
    await Promise.all([a.close(), b.close()]);
    expect(quotaMails().map((mail) => mail.subject)).toEqual(['Проект «Shop»: израсходовано 80% поисковых запросов месяца']);
    // Whichever node wrote first mailed, with the total it wrote.
    expect(quotaMails()[0]?.text).toMatch(/израсходовал [89] из 10 поисковых запросов тарифа/);
    expect(quotaMails()[0]?.text).toContain(`http://console.test/project/${uuid}/plan`);

    // A restart does not mail 80 % again; the limit mails once more, then never within the month.
    const restarted = await searchNode();
    await searches(restarted, 1);
    await restarted.close();
    expect(quotaMails().map((mail) => mail.subject)).toEqual([
      'Проект «Shop»: израсходовано 80% поисковых запросов месяца',
      'Проект «Shop» израсходовал все поисковые запросы месяца',
    ]);
    expect(quotaMails()[1]?.text).toContain('до 11 запросов');
    const grace = await searchNode();
    await searches(grace, 3);
    await grace.close();
    expect(quotaMails()).toHaveLength(2);
  });
});
