import fs from 'node:fs';
import http from 'node:http';
import type { AddressInfo } from 'node:net';
import os from 'node:os';
import path from 'node:path';
import type { FastifyInstance } from 'fastify';
import pg from 'pg';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createSearchApp } from '../../app';
import { readConfig } from '../../config';
import { type Db, openPostgres } from '../../db/database';
import type { AppDeps } from '../../deps';
import { api, createTestApp, depsOfAnotherNode, signUp, type TestApp } from '../../testing/test-app';
import { startFeedWorker } from '../feeds';
import type { Worker } from '../jobs';
import { announceChange } from './notify';
import type { SearchSync } from './search-sync';

/**
 * Two roles against one PostgreSQL, as two processes would be: the admin API and a worker on one
 * side, a search node on the other with its own connections, its own DATA_DIR and no in-process
 * memory shared with the first. Whatever the search node learns, it learns through the database.
 */
const url = process.env.DATABASE_URL;

function yml(names: string[]) {
  const offers = names.map(
    (name, i) => `<offer id="o${i}" available="true"><name>${name}</name><price>${100 + i}</price><categoryId>c1</categoryId></offer>`,
  );
  return `<?xml version="1.0" encoding="UTF-8"?><yml_catalog date="2026-11-25"><shop><name>Shop</name><categories>
    <category id="c1">Кухня</category></categories><offers>${offers.join('')}</offers></shop></yml_catalog>`;
}

async function until<T>(what: string, probe: () => Promise<T | null | undefined | false>, withinMs = 20_000): Promise<T> {
  const deadline = Date.now() + withinMs;
  for (;;) {
    const value = await probe();
    if (value) return value;
    if (Date.now() > deadline) throw new Error(`timed out waiting for ${what}`);
    await new Promise((resolve) => setTimeout(resolve, 50));
  }
}

/** /metrics answers on the search port only to its holder. */
const METRICS_TOKEN = 'cluster-test-metrics-token';

describe.skipIf(!url)('search node and worker sharing one PostgreSQL', () => {
  let feed = yml(['Чайник Bosch']);
  let feeds: http.Server;
  let feedUrl = '';
  let t: TestApp;
  let worker: Worker;
  let searchDb: Db;
  let searchDeps: AppDeps;
  let search: FastifyInstance;
  let sync: SearchSync;
  const searchDir = fs.mkdtempSync(path.join(os.tmpdir(), 'vitrina-search-node-'));
  let owner: Awaited<ReturnType<typeof signUp>>;
  let uuid = '';

  /** Offers in the search node's memory for the project, read from /metrics (which never loads an index). */
  async function offersLoaded(): Promise<number | null> {
    const text = (await search.inject({ method: 'GET', url: '/metrics', headers: { authorization: `Bearer ${METRICS_TOKEN}` } })).body;
    const match = text.match(new RegExp(`vitrina_index_offers\\{project="${uuid}"\\} (\\d+)`));
    return match ? Number(match[1]) : null;
  }

  beforeAll(async () => {
    feeds = http.createServer((_request, response) => response.end(feed));
    await new Promise<void>((resolve) => feeds.listen(0, '127.0.0.1', resolve));
    feedUrl = `http://127.0.0.1:${(feeds.address() as AddressInfo).port}/feed.xml`;
    // The feeds come from a server on this machine.
    t = await createTestApp({ FEED_ALLOW_PRIVATE: '1' });
    const [row] = await t.deps.db.query<{ name: string }>('select current_database() as name');
    const dbUrl = new URL(url as string);
    dbUrl.pathname = `/${row?.name}`;
    // The worker side: feed loads announce their swaps only through NOTIFY (no search app shares its change bus).
    worker = startFeedWorker(t.deps, (sourceUuid) => announceChange(t.deps, sourceUuid, 'catalog'));
    searchDb = await openPostgres(dbUrl.toString());
    const config = readConfig({
      DATABASE_URL: dbUrl.toString(),
      DATA_DIR: searchDir,
      CONSOLE_DIR: '/nonexistent',
      CLUSTER_POLL_MS: '0',
      ROLE: 'search',
      METRICS_TOKEN,
    });
    searchDeps = depsOfAnotherNode(t.deps, { config, db: searchDb });
    search = await createSearchApp(searchDeps);
    sync = (search as unknown as { searchSync: SearchSync }).searchSync;
    await sync.warming;
    expect((await search.inject({ method: 'GET', url: '/api/ready' })).json()).toEqual({ status: 'ready' });
    await until('LISTEN', async () => sync.state.listening());
    owner = await signUp(t);
  });

  afterAll(async () => {
    await search?.close();
    await worker?.stop();
    await searchDb?.close();
    await t?.close();
    feeds?.closeAllConnections();
    feeds?.close();
    fs.rmSync(searchDir, { recursive: true, force: true });
  });

  it('serves the catalog a worker loaded, and its update, told only by NOTIFY', async () => {
    const created = await api(t.app, { token: owner.token }).post('/sources', {
      siteUrl: 'shop.example',
      feedUrls: [feedUrl],
      feedFormat: 'YML',
      content: { name: 'Kitchen' },
    });
    uuid = (created.body.data as { uuid: string }).uuid;
    // No search request is made until the index is in memory: only the notification can have loaded it.
    expect(await until('the first catalog on the search node', async () => (await offersLoaded()) === 1)).toBe(true);
    // The search node read the snapshot from the database and keeps a copy in its own DATA_DIR.
    expect(fs.readdirSync(path.join(searchDir, 'snapshots'))).toEqual([`${uuid}-1.idx`]);

    feed = yml(['Чайник Bosch', 'Кофеварка Philips']);
    await api(t.app, { token: owner.token }).patch(`/sources/${uuid}`, { sourceStatus: 'wait' });
    await until('the updated catalog', async () => (await offersLoaded()) === 2);
    const found = await search.inject({ method: 'POST', url: `/api/${uuid}/search`, payload: { query: 'кофеварка' } });
    expect(found.json()).toMatchObject({ hits: 1, offers: [expect.objectContaining({ name: 'Кофеварка Philips' })] });
  });

  it('hears about settings saved on the admin node', async () => {
    const heard: string[] = [];
    const stop = searchDeps.changes.on(({ project }) => heard.push(project));
    const saved = await api(t.app, { token: owner.token }).patch(`/sources/${uuid}`, { content: { name: 'Kitchen and more' } });
    expect(saved.status).toBe(200);
    await until('the settings notification', async () => heard.includes(uuid));
    stop();
  });

  it('searches with synonyms saved on the admin node within a second, told only by NOTIFY', async () => {
    const ids = async () =>
      (
        (await search.inject({ method: 'POST', url: `/api/${uuid}/search`, payload: { query: 'самовар' } })).json() as {
          offers: Array<{ id: string }>;
        }
      ).offers.map((offer) => offer.id);
    expect(await ids()).toEqual([]);
    // The search node has no poll (CLUSTER_POLL_MS=0) and its profile cache no time-to-live: only the notification can tell it.
    const saved = await api(t.app, { token: owner.token }).patch(`/sources/${uuid}`, { settings: { synonyms: ['самовар,кофеварка'] } });
    expect(saved.status).toBe(200);
    expect(await until('the synonym on the search node', async () => (await ids()).length > 0, 1000)).toBe(true);
    expect(await ids()).toEqual(['o1']);
  });

  it('re-reads a profile whose settings version moved while its notification was lost', async () => {
    const before = searchDeps.search.profiles.versions().get(uuid);
    expect(before).toBeDefined();
    // A write whose NOTIFY never arrived: the version in the database moved, nothing was said.
    await t.deps.db.query(
      `update sources set settings = settings || '{"synonyms": "самовар,чайник"}', settings_version = settings_version + 1 where uuid = $1`,
      [uuid],
    );
    await sync.recheck();
    const found = (await search.inject({ method: 'POST', url: `/api/${uuid}/search`, payload: { query: 'самовар' } })).json() as {
      offers: Array<{ id: string }>;
    };
    expect(found.offers.map((offer) => offer.id)).toEqual(['o0']);
    expect(searchDeps.search.profiles.versions().get(uuid)?.settings).toBe((before?.settings ?? 0) + 1);
  });

  it('listens again after its connection is cut, and catches up on what it missed', async () => {
    const admin = new pg.Client({ connectionString: url });
    await admin.connect();
    await admin.query(`select pg_terminate_backend(pid) from pg_stat_activity where query = 'listen vitrina_changes'`);
    // A catalog swapped while the node was not listening: no notification reaches it.
    feed = yml(['Чайник Bosch', 'Кофеварка Philips', 'Тостер Tefal']);
    await api(t.app, { token: owner.token }).patch(`/sources/${uuid}`, { sourceStatus: 'wait' });
    await admin.end();
    await until('the reconnection', async () => sync.state.connections() >= 2 && sync.state.listening());
    await until('the catalog missed while disconnected', async () => (await offersLoaded()) === 3);
  });
});
