// kill -9 of the worker running a feed load: the job's heartbeat stops, another worker takes the
// job after JOB_STALE_MS and the load completes with every offer.
import pg from 'pg';
import { afterAll, beforeAll, expect, test } from 'vitest';
import { type Cluster, startCluster } from '../scripts/cluster/cluster';
import { adminClient, type FeedServer, makeShops, serveFeeds } from '../scripts/cluster/fixtures';
import { until } from './load';

const EMAIL = 'ops@cluster.test';
const PASSWORD = 'cluster-pass-1';
let cluster: Cluster;
let feeds: FeedServer;
let db: pg.Client;

beforeAll(async () => {
  cluster = await startCluster({
    searchNodes: 1,
    workers: 2,
    database: 'vitrina_cluster_worker_kill',
    adminEmail: EMAIL,
    adminPassword: PASSWORD,
    // A dead worker's job is retried after 3 s instead of 90 s (the heartbeat runs every second).
    env: { JOB_STALE_MS: '3000', LOG_LEVEL: 'warn' },
  });
  db = new pg.Client({ connectionString: cluster.databaseUrl });
  await db.connect();
});

afterAll(async () => {
  await db?.end();
  await cluster?.stop();
  await feeds?.close();
});

interface JobRow {
  state: string;
  locked_by: string | null;
  attempts: number;
}

test('a worker killed mid feed load: the other worker completes the load', async () => {
  const [shop] = makeShops(1, 4000);
  if (!shop) throw new Error('no shop');
  // About 8 s to download: the worker is surely mid-load when it is killed.
  feeds = await serveFeeds({ slow: { body: shop.yml, bytesPerSecond: Math.ceil(shop.yml.length / 8) } });
  const admin = await adminClient(cluster.consoleUrl, EMAIL, PASSWORD);
  const uuid = await admin.createProject(shop.name, feeds.url('slow'));

  const jobOf = async () =>
    (await db.query<JobRow>(`select state, locked_by, attempts from jobs where kind = 'feed.load' and payload->>'sourceUuid' = $1`, [uuid]))
      .rows[0];
  let first: JobRow | undefined;
  await until(async () => {
    first = await jobOf();
    return first?.state === 'running' && feeds.served.get('slow') === 1;
  }, 'the feed load running');
  // locked_by is host:pid:random (apps/server/src/modules/jobs/worker.ts).
  const pid = Number(first?.locked_by?.split(':')[1]);
  const victim = cluster.nodes.find((node) => node.role === 'worker' && node.process.pid === pid);
  if (!victim) throw new Error(`no worker with pid ${pid} (${first?.locked_by})`);
  victim.process.kill('SIGKILL');
  await victim.exited;

  const survivor = cluster.nodes.find((node) => node.role === 'worker' && node !== victim);
  // The feed takes seconds to read again, so the survivor is seen holding the job.
  await until(async () => (await jobOf())?.locked_by?.includes(`:${survivor?.process.pid}:`) === true, 'the other worker taking the job');
  const result = await admin.waitLoaded(uuid);
  expect(result).toMatchObject({ sourceStatus: 'success', offersCount: shop.offers });
  // The project shows the new catalog a moment before the worker marks its job done.
  await until(async () => (await jobOf())?.state === 'done', 'the job marked done');
  const last = await jobOf();
  expect(last).toMatchObject({ state: 'done', attempts: 2 });
  // The feed was read twice: the killed worker's read was cut short, the retry read it whole.
  expect(feeds.served.get('slow')).toBe(2);
  // And the catalog searches through nginx.
  await until(async () => {
    const response = await fetch(`${cluster.searchUrl}/api/${uuid}/search?query=${shop.queries[0]}`);
    return response.ok && ((await response.json()) as { hits: number }).hits > 0;
  }, 'the loaded catalog searchable');
});
