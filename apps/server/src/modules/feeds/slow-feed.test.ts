import http from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createSearchApp } from '../../app';
import type { FeedLimits } from '../../config-feed-limits';
import { api, createTestApp, signUp, type TestApp } from '../../testing/test-app';
import { startFeedWorker } from './feed-worker';

// Issue 21: a feed dripping a byte at a time held up every other owner's loads behind it.

const HEAD = '<?xml version="1.0" encoding="UTF-8"?><yml_catalog><shop><categories><category id="c1">Кухня</category></categories><offers>';
const yml = (prefix: string, offers: number) =>
  `${HEAD}${Array.from({ length: offers }, (_, i) => `<offer id="${prefix}${i}"><name>Чайник ${prefix}${i}</name><price>100</price><categoryId>c1</categoryId></offer>`).join('')}</offers></shop></yml_catalog>`;

/** How each path answers: a whole file, a byte every 100 ms, or an offer every 100 ms without end. */
const feeds = new Map<string, string | 'drip' | 'steady'>();
const served = new Map<string, number>();
const streams = new Set<http.ServerResponse>();
let server: http.Server;
let base = '';
let t: TestApp;
let shopA: Awaited<ReturnType<typeof signUp>>;
let shopB: Awaited<ReturnType<typeof signUp>>;

beforeAll(async () => {
  server = http.createServer((request, response) => {
    const path = (request.url ?? '').slice(1);
    const feed = feeds.get(path);
    served.set(path, (served.get(path) ?? 0) + 1);
    if (feed === undefined) return response.writeHead(404).end();
    if (feed !== 'drip' && feed !== 'steady') return response.end(feed);
    response.writeHead(200);
    response.write(HEAD);
    streams.add(response);
    let n = 0;
    const timer = setInterval(
      () => response.write(feed === 'drip' ? ' ' : `<offer id="s${n++}"><name>Чайник</name><price>1</price></offer>`),
      100,
    );
    response.on('close', () => {
      clearInterval(timer);
      streams.delete(response);
    });
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  base = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
  // The feed server is on loopback.
  t = await createTestApp({ FEED_ALLOW_PRIVATE: '1' });
  shopA = await signUp(t, { name: 'Shop A' });
  shopB = await signUp(t, { name: 'Shop B' });
});

afterAll(async () => {
  await t.close();
  server.closeAllConnections();
  server.close();
});

/**
 * A worker with these limits in place of the configured ones (the defaults are minutes long). The memory
 * budget is lifted: it would read the resident memory of the whole test process, often past 1 GB under CI,
 * and hold the second load back for a reason these tests are not about.
 */
function workerWith(limits: Partial<FeedLimits>) {
  const feedLimits = { ...t.deps.config.feedLimits, memoryBudgetMb: Number.MAX_SAFE_INTEGER, ...limits };
  const config = { ...t.deps.config, feedLimits };
  return startFeedWorker({ ...t.deps, config }, () => {});
}

async function until<T>(what: string, read: () => Promise<T>, done: (value: T) => boolean, seconds = 30): Promise<T> {
  const deadline = Date.now() + seconds * 1000;
  for (;;) {
    const value = await read();
    if (done(value)) return value;
    if (Date.now() > deadline) throw new Error(`${what}: still ${JSON.stringify(value)}`);
    await new Promise((resolve) => setTimeout(resolve, 50));
  }
}

interface Project {
  sourceStatus: string;
  offersCount: number;
  feedLoad: { status: string; finishedAt: number | null; error: { code: string; message: string } | null } | null;
}
const project = async (token: string, uuid: string, lang = 'en') =>
  (await api(t.app, { token, lang }).get(`/sources/${uuid}`)).body.data as Project;
const loaded = (token: string, uuid: string, lang = 'en') =>
  until(
    `project ${uuid}`,
    () => project(token, uuid, lang),
    (p) => !!p.feedLoad && p.feedLoad.status !== 'process',
  );

async function createProject(token: string, path: string): Promise<string> {
  const created = await api(t.app, { token }).post('/sources', {
    siteUrl: 'shop.example',
    feedUrls: [`${base}/${path}`],
    feedFormat: 'YML',
    content: { name: path },
  });
  expect(created.status).toBe(201);
  return (created.body.data as { uuid: string }).uuid;
}

/** The project loaded from a whole feed first, then its feed turned slow and a new load asked for. */
async function loadedThenSlow(token: string, path: string, slow: 'drip' | 'steady'): Promise<string> {
  feeds.set(path, yml(path, 3));
  const uuid = await createProject(token, path);
  expect(await loaded(token, uuid)).toMatchObject({ sourceStatus: 'success', offersCount: 3, feedLoad: { error: null } });
  feeds.set(path, slow);
  const servedBefore = served.get(path) ?? 0;
  expect((await api(t.app, { token }).patch(`/sources/${uuid}`, { sourceStatus: 'wait' })).status).toBe(200);
  await until(
    `${path} read again`,
    async () => served.get(path) ?? 0,
    (n) => n > servedBefore,
  );
  return uuid;
}

async function expectPreviousCatalogServed(uuid: string, offerId: string) {
  const search = await createSearchApp(t.deps);
  try {
    const found = await search.inject({ method: 'GET', url: `/api/${uuid}/find-by-id?id=${offerId}` });
    expect(found.statusCode).toBe(200);
    expect(found.json().offers).toEqual([expect.objectContaining({ id: offerId })]);
  } finally {
    await search.close();
  }
}

describe('a slow feed among other owners', () => {
  it("loads another owner's 5-offer feed while one feed drips, then fails the drip at the throughput floor", async () => {
    const worker = workerWith({ minBytesPerSecond: 1000, throughputWindowMs: 6_000, loadDeadlineMs: 120_000 });
    try {
      const dripping = await loadedThenSlow(shopA.token, 'a.xml', 'drip');
      feeds.set('b.xml', yml('b', 5));
      const other = await createProject(shopB.token, 'b.xml');
      const done = await loaded(shopB.token, other);
      expect(done).toMatchObject({ sourceStatus: 'success', offersCount: 5, feedLoad: { status: 'success' } });

      const failed = await loaded(shopA.token, dripping);
      expect(failed).toMatchObject({ sourceStatus: 'failed', offersCount: 3, feedLoad: { status: 'failed' } });
      // B's load finished while A's was still reading its drip (waiting behind it, B would end after A's failure).
      expect(done.feedLoad?.finishedAt).toBeLessThan(failed.feedLoad?.finishedAt ?? 0);
      expect(failed.feedLoad?.error).toEqual({
        code: 'feeds.fetch.tooSlow',
        message: 'The feed server sent less than 1,000 bytes a second over 6 s, so the load was stopped; search keeps the previous catalog',
        line: null,
        column: null,
      });
      const history = (await api(t.app, { token: shopA.token, lang: 'ru' }).get(`/sources/${dripping}/logs/system`)).body
        .data as Project['feedLoad'][];
      expect(history[0]?.error?.message).toBe(
        'Сервер фида передавал меньше 1\u00a0000 байт в секунду в течение 6 с, загрузка остановлена; поиск работает по прежнему каталогу',
      );
      await until(
        'the drip cut off',
        async () => streams.size,
        (n) => n === 0,
      );
      await expectPreviousCatalogServed(dripping, 'a.xml0');
    } finally {
      await worker.stop();
    }
  });

  it('stops a load that keeps the floor but runs past the deadline, keeping the previous catalog', async () => {
    const worker = workerWith({ minBytesPerSecond: 0, loadDeadlineMs: 2_000 });
    try {
      const endless = await loadedThenSlow(shopA.token, 'endless.xml', 'steady');
      const failed = await loaded(shopA.token, endless, 'tr');
      expect(failed).toMatchObject({ sourceStatus: 'failed', offersCount: 3 });
      expect(failed.feedLoad?.error).toMatchObject({
        code: 'feeds.deadline',
        message: 'Yükleme izin verilen 2 sn süreyi aştı ve durduruldu; arama önceki katalogla çalışıyor',
      });
      await until(
        'the endless feed cut off',
        async () => streams.size,
        (n) => n === 0,
      );
      await expectPreviousCatalogServed(endless, 'endless.xml0');
    } finally {
      await worker.stop();
    }
  });
});
