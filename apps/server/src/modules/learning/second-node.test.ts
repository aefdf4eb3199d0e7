import os from 'node:os';
import path from 'node:path';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createSearchApp } from '../../app';
import { readConfig } from '../../config';
import { type Db, openPostgres } from '../../db/database';
import { depsOfAnotherNode } from '../../testing/test-app';
import { createLearningShop, type LearningShop, shopOn, until } from './testing';

/**
 * Two search nodes on one database, nothing shared in memory: what one node's shoppers teach,
 * the other serves within its refresh, and a reset made on the admin node reaches it through the
 * database (NOTIFY on PostgreSQL, the settings-version poll on either).
 */
let shop: LearningShop;
let other: LearningShop;
let otherApp: FastifyInstance;
let otherDb: Db | null = null;

beforeAll(async () => {
  shop = await createLearningShop();
  const { db } = shop.t.deps;
  let ownDb = db;
  if (db.kind === 'postgres') {
    const [row] = await db.query<{ name: string }>('select current_database() as name');
    const url = new URL(process.env.DATABASE_URL as string);
    url.pathname = `/${row?.name}`;
    otherDb = await openPostgres(url.toString());
    ownDb = otherDb;
  }
  const config = readConfig({
    DATA_DIR: path.join(os.tmpdir(), `vitrina-learning-node-${process.pid}`),
    CONSOLE_DIR: '/nonexistent',
    ROLE: 'search',
    CLUSTER_POLL_MS: '200',
    LEARNING_REFRESH_MS: '100',
    ...(process.env.DATABASE_URL ? { DATABASE_URL: process.env.DATABASE_URL } : {}),
  });
  const deps = depsOfAnotherNode(shop.t.deps, { config, db: ownDb });
  otherApp = await createSearchApp(deps);
  other = shopOn(shop.t, otherApp, shop.ownerToken, shop.uuid, deps.search.profiles);
});

afterAll(async () => {
  await otherApp?.close();
  await otherDb?.close();
  await shop?.close();
});

const promotion = async (node: LearningShop, query: string, offerId: string) => (await node.learnedFor(query))?.offers?.get(offerId) ?? 1;

describe('learned ranking on a second search node', () => {
  it('serves what shoppers of the first node taught, within its refresh and without a feed reload', async () => {
    // The second node has seen the project before the shoppers acted.
    expect(await other.learnedFor('кресло')).toBeNull();
    let page: string[] = [];
    for (let i = 0; i < 8; i++) page = await shop.searchAs(`s${i}`, 'кресло', {}, `10.4.0.${i}`);
    await until('the impressions', async () => (await shop.impressions()).length === 8);
    const target = page[6] ?? '';
    await shop.send([0, 1, 2].map((i) => ({ type: 'click', userId: `s${i}`, offerId: target })));
    const started = Date.now();
    await until('the second node', async () => (await promotion(other, 'кресло', target)) > 1.5, 5000);
    expect(Date.now() - started).toBeLessThan(5000);
  });

  it('forgets what was learned when the owner resets it on the admin node', async () => {
    expect((await shop.owner.del(`/v2/sources/${shop.uuid}/learning`)).status).toBe(204);
    // The second node hears of it through the database; it asks for signals as its searches would.
    await until('the second node forgetting', async () => (await other.learnedFor('кресло')) === null, 5000);
    await new Promise((resolve) => setTimeout(resolve, 400));
    expect(await other.learnedFor('кресло')).toBeNull();
  });
});
