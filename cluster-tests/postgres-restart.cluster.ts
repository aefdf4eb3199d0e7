// PostgreSQL restarted under load: admin writes go on through the restart, every write the admin
// API acknowledged is there afterwards, and every role reconnects (search answers, a worker loads
// a feed queued after the restart). The cluster runs on a PostgreSQL server of the test's own.
import { afterAll, beforeAll, expect, test } from 'vitest';
import { type Cluster, startCluster } from '../scripts/cluster/cluster';
import { type AdminClient, adminClient, type FeedServer, makeShops, serveFeeds } from '../scripts/cluster/fixtures';
import { failed, startLoad, until } from './load';
import { type PrivatePostgres, startPrivatePostgres } from './private-postgres';

const EMAIL = 'ops@cluster.test';
const PASSWORD = 'cluster-pass-1';
let postgres: PrivatePostgres;
let cluster: Cluster;
let feeds: FeedServer;
let admin: AdminClient;
const [shop] = makeShops(1, 500);

beforeAll(async () => {
  if (!shop) throw new Error('no shop');
  postgres = await startPrivatePostgres();
  feeds = await serveFeeds({ shop: { body: shop.yml } });
  cluster = await startCluster({
    postgresUrl: postgres.url,
    searchNodes: 2,
    workers: 1,
    database: 'vitrina_cluster_pg_restart',
    adminEmail: EMAIL,
    adminPassword: PASSWORD,
    addressRate: '10000r/s',
    projectRate: '10000r/s',
    env: { RATE_LIMIT_ADDRESS_PER_MINUTE: '0', RATE_LIMIT_PROJECT_PER_MINUTE: '0', LOG_LEVEL: 'warn' },
  });
  admin = await adminClient(cluster.consoleUrl, EMAIL, PASSWORD);
});

afterAll(async () => {
  await cluster?.stop();
  await feeds?.close();
  postgres?.stop();
});

test('PostgreSQL restarted under load: no acknowledged write lost, every role reconnects', async () => {
  if (!shop) throw new Error('no shop');
  const uuid = await admin.createProject(shop.name, feeds.url('shop'));
  expect(await admin.waitLoaded(uuid)).toMatchObject({ sourceStatus: 'success', offersCount: shop.offers });
  const search = startLoad(cluster.searchUrl, [{ uuid, queries: shop.queries }], 4);

  // Writes: a project's selector set to a new value each time, and a new project now and then.
  const acknowledged: Array<{ selector: string }> = [];
  const created: string[] = [];
  let phase = 0;
  let attempts = [0, 0, 0];
  let writing = true;
  const writer = (async () => {
    for (let i = 0; writing; i++) {
      const p = phase;
      attempts = attempts.map((n, k) => (k === p ? n + 1 : n));
      const selector = `#search-${i}`;
      const patched = await admin.call('PATCH', `/sources/${uuid}`, { settings: { selector } }).catch(() => ({ status: 0 }));
      if (patched.status === 200) acknowledged.push({ selector });
      if (i % 5 === 0) {
        const made = await admin
          .call<{ uuid: string }>('POST', '/sources', {
            siteUrl: 'https://shop.example',
            feedUrls: [feeds.url('shop')],
            feedFormat: 'YML',
            content: { name: `Restart ${i}` },
          })
          .catch(() => ({ status: 0, data: { uuid: '' } }));
        if (made.status === 201) created.push(made.data.uuid);
      }
    }
  })();
  await until(() => acknowledged.length >= 20, '20 writes before the restart');

  const acknowledgedBefore = acknowledged.length;
  phase = 1;
  search.nextPhase();
  await postgres.restart();
  const acknowledgedDuring = acknowledged.length - acknowledgedBefore;
  phase = 2;
  search.nextPhase();
  await until(() => acknowledged.length >= acknowledgedBefore + 40, '40 writes acknowledged after the restart');
  await until(() => search.count(2) >= 200, '200 searches after the restart');
  writing = false;
  await writer;
  const outcomes = await search.stop();
  const searchFailures = (phase: number) => outcomes.filter((o) => o.phase === phase).filter(failed).length;
  console.log(
    `PostgreSQL restart: settings writes ${attempts.join('/')} attempted before/during/after the restart, ` +
      `${acknowledged.length} acknowledged (${acknowledgedDuring} while it restarted), ${created.length} projects created; ` +
      `${outcomes.length} public requests, failed during ${searchFailures(1)}, after ${searchFailures(2)}`,
  );
  // Every node lived through it (none crashed on a lost connection).
  expect(
    cluster.nodes.filter((node) => node.process.exitCode !== null || node.process.signalCode !== null).map((node) => node.name),
  ).toEqual([]);

  // The stored selector is the last acknowledged one or a later write (one whose answer was lost
  // may still have been committed), and every acknowledged project exists.
  const { data } = await admin.call<{ settings: { selector: string } }>('GET', `/sources/${uuid}`);
  const numberOf = (selector = '') => Number(selector.replace('#search-', ''));
  expect(numberOf(data.settings.selector)).toBeGreaterThanOrEqual(numberOf(acknowledged.at(-1)?.selector));
  for (const id of created) {
    const got = await admin.call<{ uuid: string }>('GET', `/sources/${id}`);
    expect(got.status).toBe(200);
    expect(got.data.uuid).toBe(id);
  }
  // Search nodes reconnected: searches after the restart answer with offers.
  const lastSearches = outcomes.filter((o) => o.phase === 2 && o.method === 'GET').slice(-50);
  expect(lastSearches.every((o) => o.status === 200 && o.hits > 0)).toBe(true);
  // The worker reconnected: a load queued after the restart completes.
  const after = await admin.createProject('After the restart', feeds.url('shop'));
  expect(await admin.waitLoaded(after, 120_000)).toMatchObject({ sourceStatus: 'success', offersCount: shop.offers });
});
