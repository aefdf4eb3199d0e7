// The backup and restore of docs/operations.md, run for real: pg_dump of a live cluster's database,
// pg_restore into a new database, a search node started on it with an empty DATA_DIR answers the
// same search with the same offers (the index snapshots travel inside the dump).
import { execFile } from 'node:child_process';
import fs from 'node:fs';
import path from 'node:path';
import { promisify } from 'node:util';
import pg from 'pg';
import { afterAll, beforeAll, expect, test } from 'vitest';
import {
  adminQuery,
  type Cluster,
  type ClusterNode,
  freePort,
  spawnNode,
  startCluster,
  waitForHealth,
  withDatabase,
} from '../scripts/cluster/cluster';
import { adminClient, type FeedServer, makeShops, serveFeeds } from '../scripts/cluster/fixtures';

const run = promisify(execFile);
const SERVER = process.env.POSTGRES_URL ?? 'postgres://postgres@127.0.0.1:5432/postgres';
const RESTORED = 'vitrina_cluster_restored';
const EMAIL = 'ops@cluster.test';
const PASSWORD = 'cluster-pass-1';
let cluster: Cluster;
let feeds: FeedServer;
let restoredNode: ClusterNode | undefined;

const admin = (sql: string) => adminQuery(SERVER, sql);

beforeAll(async () => {
  cluster = await startCluster({
    searchNodes: 1,
    workers: 1,
    database: 'vitrina_cluster_backup',
    adminEmail: EMAIL,
    adminPassword: PASSWORD,
    env: { LOG_LEVEL: 'warn' },
  });
});

afterAll(async () => {
  if (restoredNode && restoredNode.process.exitCode === null) {
    restoredNode.process.kill('SIGTERM');
    await restoredNode.exited;
  }
  await cluster?.stop();
  await feeds?.close();
  await admin(`drop database if exists ${RESTORED} with (force)`);
});

type Answer = { hits: number; offers: Array<{ id: string }> };

test('pg_dump, pg_restore into a new database, a fresh search node on it answers the same', async () => {
  const [shop] = makeShops(1, 3000);
  if (!shop) throw new Error('no shop');
  feeds = await serveFeeds({ shop: { body: shop.yml } });
  const client = await adminClient(cluster.consoleUrl, EMAIL, PASSWORD);
  const uuid = await client.createProject(shop.name, feeds.url('shop'));
  expect(await client.waitLoaded(uuid)).toMatchObject({ sourceStatus: 'success', offersCount: shop.offers });
  // Settings in the backup too.
  expect((await client.call('PATCH', `/sources/${uuid}`, { settings: { selector: '#restored-search' } })).status).toBe(200);
  const query = shop.queries[0] as string;
  const original = (await (await fetch(`${cluster.searchUrl}/api/${uuid}/search?query=${query}&limit=20`)).json()) as Answer;
  expect(original.hits).toBeGreaterThan(0);

  // The commands of docs/operations.md, "Backup and restore".
  const dump = path.join(cluster.dir, 'vitrina.dump');
  await run('pg_dump', ['--format=custom', '--file', dump, cluster.databaseUrl]);
  expect(fs.statSync(dump).size).toBeGreaterThan(0);
  await admin(`drop database if exists ${RESTORED} with (force)`);
  await admin(`create database ${RESTORED}`);
  await run('pg_restore', ['--no-owner', '--exit-on-error', '--dbname', withDatabase(SERVER, RESTORED), dump]);

  const port = await freePort();
  restoredNode = await spawnNode(
    {
      name: 'restored',
      role: 'search',
      port,
      metricsPort: await freePort(),
      dataDir: path.join(cluster.dir, 'data', 'restored'),
      logFile: path.join(cluster.dir, 'logs', 'restored.log'),
    },
    {
      DATABASE_URL: withDatabase(SERVER, RESTORED),
      ROLE: 'search',
      HOST: '127.0.0.1',
      SEARCH_PORT: String(port),
      PORT: '0',
      DEMO: '0',
      LOG_LEVEL: 'warn',
    },
  );
  await waitForHealth(`http://127.0.0.1:${port}`, restoredNode.process, 120_000, 'ready');
  const restored = (await (await fetch(`http://127.0.0.1:${port}/api/${uuid}/search?query=${query}&limit=20`)).json()) as Answer;
  expect(restored.hits).toBe(original.hits);
  expect(restored.offers.map((o) => o.id)).toEqual(original.offers.map((o) => o.id));
  // The node had an empty DATA_DIR: its index came from the snapshot stored in the restored database.
  const db = new pg.Client({ connectionString: withDatabase(SERVER, RESTORED) });
  await db.connect();
  try {
    const snapshots = await db.query('select bytes from index_snapshots where source_uuid = $1', [uuid]);
    expect(snapshots.rowCount).toBeGreaterThan(0);
    // And the settings written before the dump are in the restored database.
    const source = await db.query<{ selector: string }>(`select settings->>'selector' as selector from sources where uuid = $1`, [uuid]);
    expect(source.rows[0]?.selector).toBe('#restored-search');
  } finally {
    await db.end();
  }
});
