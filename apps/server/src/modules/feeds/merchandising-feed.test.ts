import http from 'node:http';
import type { AddressInfo } from 'node:net';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, expect, it } from 'vitest';
import { createSearchApp } from '../../app';
import { api, createTestApp, signUp, type TestApp } from '../../testing/test-app';
import type { Worker } from '../jobs';
import { startFeedWorker } from './feed-worker';
import { loadMerchandisingFeeds } from './merchandising-feeds';

const offers = ['Чайник Bosch', 'Чайник Tefal', 'Кружка', 'Заварник']
  .map((name, i) => `<offer id="${i + 1}"><name>${name}</name><price>${100 * (i + 1)}</price></offer>`)
  .join('');
const FEED = `<?xml version="1.0" encoding="UTF-8"?><yml_catalog><shop><offers>${offers}</offers></shop></yml_catalog>`;

const files: Record<string, string> = {
  'feed.xml': FEED,
  'rules.json': JSON.stringify([
    { query: 'чайник', action: 'redirect', params: { url: 'https://shop.example/from-feed' } },
    { query: 'кружка', action: 'reorder', params: { orderIds: ['4'] } },
  ]),
  'rules.csv': [
    'query;action;params',
    'заварник;empty;{"includeIds":["2"]}',
    ';redirect;{"url":"https://shop.example/x"}',
    'скидка;teleport;{}',
    'подарок;redirect;{url: oops}',
    'Заварник;redirect;{"url":"https://shop.example/twice"}',
  ].join('\n'),
};

let feeds: http.Server;
let base = '';
let t: TestApp;
let worker: Worker;
let search: FastifyInstance;
let client: ReturnType<typeof api>;

beforeAll(async () => {
  feeds = http.createServer((request, response) => {
    const body = files[(request.url ?? '').slice(1)];
    response.writeHead(body === undefined ? 404 : 200);
    response.end(body);
  });
  await new Promise<void>((resolve) => feeds.listen(0, '127.0.0.1', resolve));
  base = `http://127.0.0.1:${(feeds.address() as AddressInfo).port}`;
  // The feeds come from a server on this machine.
  t = await createTestApp({ FEED_ALLOW_PRIVATE: '1' });
  search = await createSearchApp(t.deps);
  worker = startFeedWorker(t.deps, (uuid) => t.deps.changes.emit({ project: uuid, what: 'catalog' }));
  client = api(t.app, { token: (await signUp(t)).token, lang: 'en' });
});

afterAll(async () => {
  await worker.stop();
  await search.close();
  await t.close();
  feeds.closeAllConnections();
  feeds.close();
});

type LoadEntry = Record<string, unknown> & { id: number; status: string };

/** Waits until no load of the project is queued or running; the newest finished load. */
async function settledLoad(uuid: string): Promise<LoadEntry | undefined> {
  const deadline = Date.now() + 20_000;
  for (;;) {
    const pending = await t.deps.db.query(
      `select 1 from jobs where kind = 'feed.load' and state in ('queued', 'running') and payload->>'sourceUuid' = $1 limit 1`,
      [uuid],
    );
    const history = (await client.get(`/sources/${uuid}/logs/system`)).body as { data: LoadEntry[] };
    const newest = history.data[0];
    if (!pending.length && newest?.status !== 'process') return newest;
    if (Date.now() > deadline) throw new Error('the loads did not finish');
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
}

/**
 * A load started now, once every earlier one has finished: a change of settings or rules may
 * queue loads of its own, and one of those could otherwise be taken for this load.
 */
async function freshLoad(uuid: string): Promise<LoadEntry> {
  const before = (await settledLoad(uuid))?.id ?? 0;
  await client.patch(`/sources/${uuid}`, { sourceStatus: 'wait' });
  const load = await settledLoad(uuid);
  if (!load || load.id <= before) throw new Error('no new load');
  return load;
}

const searchFor = async (uuid: string, query: string) =>
  (await search.inject(`/api/${uuid}/search?query=${encodeURIComponent(query)}`)).json() as {
    redirect?: string;
    offers: Array<{ id: string }>;
  };

it('applies the rules of the merchandising feeds, with the owner’s rule winning on the same query', async () => {
  const created = await client.post('/sources', {
    siteUrl: 'shop.example',
    feedUrls: [`${base}/feed.xml`],
    feedFormat: 'YML',
    content: { name: 'Teapots' },
  });
  const uuid = (created.body.data as { uuid: string }).uuid;
  const patched = await client.patch(`/sources/${uuid}`, { merchandisingUrls: [`${base}/rules.json`, `${base}/rules.csv`] });
  expect(patched.status, JSON.stringify(patched.body)).toBe(200);
  const ruled = await client.post(`/sources/${uuid}/rules`, {
    rules: [{ query: 'Чайник', action: 'redirect', params: { url: 'https://shop.example/owner' } }],
  });
  expect(ruled.status, JSON.stringify(ruled.body)).toBeLessThan(300);
  const load = await freshLoad(uuid);

  expect(load).toMatchObject({ status: 'success', offers: 4 });
  expect(load.merchandising).toEqual([
    { url: `${base}/rules.json`, rules: 2, rejectedCount: 0, rejected: [], error: null },
    {
      url: `${base}/rules.csv`,
      rules: 1,
      rejectedCount: 4,
      rejected: [
        { line: 3, errors: { query: ['Input required'] } },
        { line: 4, errors: { action: [expect.stringContaining('redirect, replace')] } },
        { line: 5, errors: { params: ['Invalid JSON'] } },
        { line: 6, errors: { query: ['A rule for this query already exists'] } },
      ],
      error: null,
    },
  ]);
  expect(await searchFor(uuid, 'чайник')).toMatchObject({ redirect: 'https://shop.example/owner' });
  expect((await searchFor(uuid, 'кружка')).offers[0]?.id).toBe('4');
  expect((await searchFor(uuid, 'заварник')).offers.map((o) => o.id)).toEqual(['2']);
  // The owner's own list is untouched by the feed's rules.
  expect(((await client.get(`/sources/${uuid}/rules`)).body.data as { rules: unknown[] }).rules).toHaveLength(1);

  // A merchandising feed that fails keeps the rules it gave before, and says why.
  delete files['rules.json'];
  files['rules.csv'] = 'not;a;rules;file\n1;2;3;4';
  const failed = await freshLoad(uuid);
  expect(failed).toMatchObject({
    status: 'success',
    merchandising: [
      { rules: 2, error: 'The feed server answered with status 404: check that the feed opens in a browser' },
      { rules: 1, error: 'The merchandising feed is neither a JSON list of rules nor a CSV file with the columns query and action' },
    ],
  });
  await new Promise((resolve) => setTimeout(resolve, 2100)); // the search settings cache
  expect((await searchFor(uuid, 'кружка')).offers[0]?.id).toBe('4');
});

it('refuses a merchandising feed on a private address unless private feeds are allowed', async () => {
  const source = { uuid: '00000000-0000-0000-0000-000000000000', catalogVersion: 0, fields: { merchandisingUrls: [`${base}/rules.csv`] } };
  expect(await loadMerchandisingFeeds(t.deps.db, source, 1, { allowPrivate: false })).toEqual([
    {
      url: `${base}/rules.csv`,
      rules: 0,
      rejectedCount: 0,
      rejected: [],
      error: { code: 'feeds.fetch.urlPrivate', params: ['127.0.0.1'] },
    },
  ]);
});
