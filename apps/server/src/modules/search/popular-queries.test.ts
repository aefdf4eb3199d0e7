import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createSearchApp } from '../../app';
import { insertOffers, swapCatalog } from '../../catalog';
import { testOffer } from '../../testing/catalog';
import { api, createTestApp, signUp, type TestApp } from '../../testing/test-app';
import { rollupEndedDays } from '../stats';

let t: TestApp;
let search: FastifyInstance;
let uuid = '';
const DAY = 86_400_000;
const now = Date.now();

async function searched(user: string, query: string, hits: number, at: number) {
  await t.deps.db.query(
    `insert into search_events (source_uuid, created_at, query, normalized, hits, user_id, latency_ms) values ($1, $2, $3, lower($3), $4, $5, 1)`,
    [uuid, new Date(at), query, hits, user],
  );
}

beforeAll(async () => {
  t = await createTestApp();
  search = await createSearchApp(t.deps);
  const { token } = await signUp(t);
  const created = await api(t.app, { token }).post('/sources', {
    siteUrl: 'shop.example',
    feedUrls: ['https://shop.example/feed.xml'],
    feedFormat: 'YML',
    content: { name: 'Popular' },
  });
  uuid = (created.body.data as { uuid: string }).uuid;
  const offers = [testOffer('1', 'Чайник стеклянный Philips'), testOffer('2', 'Чайник Bosch')];
  await insertOffers(t.deps.db, uuid, 1, offers);
  await swapCatalog(t.deps.db, uuid, 1, offers.length);

  const threeDaysAgo = now - 3 * DAY;
  // Four shoppers type «чайник с…» to the end: the keystrokes are not queries of their own.
  for (const user of ['a', 'b', 'c', 'd']) {
    await searched(user, 'чайник с', 2, threeDaysAgo);
    await searched(user, 'Чайник стеклянный', 1, threeDaysAgo + 1500);
  }
  for (const user of ['a', 'b', 'c']) await searched(user, 'чайник bosch', 1, now - 60_000);
  // One shopper searching ten times is one shopper; two others clicked a result of it.
  for (let i = 0; i < 10; i++) await searched('e', 'чайник philips', 1, threeDaysAgo + 60_000 * (i + 1));
  await t.deps.db.query(
    `insert into tracker_events (source_uuid, created_at, type, user_id, offer_id, query) values ($1, $2, 'click', 'f', '1', 'чайник philips'), ($1, $2, 'click', 'g', '1', 'Чайник Philips')`,
    [uuid, new Date(threeDaysAgo)],
  );
  // Not found, or searched before the window: not offered.
  for (const user of ['a', 'b', 'c', 'd', 'e']) await searched(user, 'чайник золотой', 0, now - 120_000);
  for (const user of ['a', 'b', 'c', 'd', 'e']) await searched(user, 'чайник старинный', 3, now - 40 * DAY);
  await rollupEndedDays(t.deps.db, new Date(now));
});

afterAll(async () => {
  await search.close();
  await t.close();
});

describe('popular queries in completions', () => {
  it('come from search statistics: found queries by distinct shoppers and their clicks, in the last 30 days', async () => {
    const response = await search.inject({ url: `/api/${uuid}/completions?query=${encodeURIComponent('чай')}` });
    expect(response.statusCode).toBe(200);
    const popular = (response.json() as { popular: Array<{ text: { html: string } }> }).popular.map((p) =>
      p.text.html.replace(/<\/?b>/g, ''),
    );
    expect(popular).toEqual(['Чайник стеклянный', 'чайник bosch', 'чайник philips']);
  });

  it('match any word of a popular query', async () => {
    const response = await search.inject({ url: `/api/${uuid}/completions?query=${encodeURIComponent('bos')}` });
    const popular = (response.json() as { popular: Array<{ text: { html: string } }> }).popular.map((p) => p.text.html);
    expect(popular).toEqual(['чайник <b>bos</b>ch']);
  });
});

describe('popular queries as search reads them', () => {
  it('show the corrected form of typos and wrong-layout strings, merged with it, and leave out a single shopper’s query', async () => {
    const { token } = await signUp(t);
    const created = await api(t.app, { token }).post('/sources', {
      siteUrl: 'shop.example',
      feedUrls: ['https://shop.example/feed.xml'],
      feedFormat: 'YML',
      content: { name: 'Typos' },
    });
    const project = (created.body.data as { uuid: string }).uuid;
    const offers = [testOffer('1', 'Смеситель для ванны Grohe'), testOffer('2', 'Смеситель для кухни Hansgrohe')];
    await insertOffers(t.deps.db, project, 1, offers);
    await swapCatalog(t.deps.db, project, 1, offers.length);
    const at = now - 2 * DAY;
    const searchedIn = (user: string, query: string) =>
      t.deps.db.query(
        `insert into search_events (source_uuid, created_at, query, normalized, hits, user_id, latency_ms) values ($1, $2, $3, lower($3), 2, $4, 1)`,
        [project, new Date(at), query, user],
      );
    for (const user of ['a', 'b']) await searchedIn(user, 'смеситель');
    // A typo and the same word typed in the Latin layout («cvtcbntkm»): found by search, never offered as typed.
    for (const user of ['c', 'd', 'e']) await searchedIn(user, 'смесетель');
    for (const user of ['f', 'g']) await searchedIn(user, 'cvtcbntkm');
    // Asked by one shopper only, however often.
    for (let i = 0; i < 5; i++) await searchedIn('h', 'смеситель grohe');
    await rollupEndedDays(t.deps.db, new Date(now));
    const response = await search.inject({ url: `/api/${project}/completions?query=${encodeURIComponent('сме')}` });
    const popular = (response.json() as { popular: Array<{ text: { plain: string }; hits: number }> }).popular;
    expect(popular.map((p) => [p.text.plain, p.hits])).toEqual([['смеситель', 7]]);
  });
});
