import type { FastifyInstance } from 'fastify';
import { createSearchApp } from '../../app';
import { insertCategories } from '../../catalog';
import type { Queryable } from '../../db/database';
import { createTestProject, putLiveCatalog, testOffer } from '../../testing/catalog';
import { api, createTestApp, signUp, type TestApp } from '../../testing/test-app';
import { createAddressHasher } from './address-hash';
import type { LearnedSignalsStore } from './learned-signals';
import { normalizeQuery } from './query-key';

/** Helpers for tests: impressions and tracker events written straight into the tables. */
export type Evidence = ReturnType<typeof evidenceOf>;

export function evidenceOf(db: Queryable, uuid: string) {
  const hash = createAddressHasher('test');
  return {
    async impression(i: { userId: string; address: string; query: string; key?: string; offers: string[]; firstRank?: number; at: Date }) {
      await db.query(
        `insert into search_impressions (source_uuid, created_at, user_id, address_hash, query_norm, query_key, first_rank, offer_ids)
         values ($1, $2, $3, $4, $5, $6, $7, $8)`,
        [uuid, i.at, i.userId, hash(i.address), i.query, i.key ?? i.query, i.firstRank ?? 1, i.offers],
      );
    },
    async event(e: { type: 'click' | 'cart' | 'purchase'; userId: string; offerId: string; query?: string; at: Date }) {
      await db.query(
        'insert into tracker_events (source_uuid, created_at, type, user_id, offer_id, query) values ($1, $2, $3, $4, $5, $6)',
        [uuid, e.at, e.type, e.userId, e.offerId, e.query ?? null],
      );
    },
    async clear() {
      await db.query('delete from search_impressions where source_uuid = $1', [uuid]);
      await db.query('delete from tracker_events where source_uuid = $1', [uuid]);
      await db.query('delete from learning_resets where source_uuid = $1', [uuid]);
    },
  };
}

/** Offers of the learning shop: twelve chairs named alike (so relevance ties and learning decides) and two tables. */
export const SHOP_OFFERS = [
  ...Array.from({ length: 12 }, (_, i) =>
    testOffer(`ch${i + 1}`, `Кресло офисное модель ${i + 1}`, i >= 8 ? { categoryId: 'c2', categoryIds: ['c2'] } : {}),
  ),
  testOffer('t1', 'Стол письменный'),
  testOffer('t2', 'Стол обеденный'),
];

/** Waits for `probe` to give something truthy (impressions are written about once a second, learning refreshes on a timer). */
export async function until<T>(
  what: string,
  probe: () => Promise<T | null | undefined | false> | T | null | undefined | false,
  withinMs = 15_000,
): Promise<T> {
  const deadline = Date.now() + withinMs;
  for (;;) {
    const value = await probe();
    if (value) return value;
    if (Date.now() > deadline) throw new Error(`timed out waiting for ${what}`);
    await new Promise((resolve) => setTimeout(resolve, 50));
  }
}

/**
 * A project with SHOP_OFFERS live, its admin app `t` and a search app over the same dependencies
 * (learning refreshed every 100 ms), and shoppers' actions through the public API.
 */
export async function createLearningShop(env: Record<string, string> = {}) {
  const t = await createTestApp({ LEARNING_REFRESH_MS: '100', ...env });
  const search = await createSearchApp(t.deps);
  const owner = await signUp(t);
  const uuid = await createTestProject(api(t.app, { token: owner.token }));
  await putLiveCatalog(t.deps.db, uuid, SHOP_OFFERS);
  await insertCategories(t.deps.db, uuid, 1, [{ id: 'c2', name: 'Кресла', parentId: null, url: null }]);
  return shopOn(t, search, owner.token, uuid);
}

/** The shop's helpers against `search` (another node's search app, with that node's profiles, for one). */
export function shopOn(t: TestApp, search: FastifyInstance, ownerToken: string, uuid: string, profiles = t.deps.search.profiles) {
  const signals = (search as unknown as { learnedSignals: LearnedSignalsStore }).learnedSignals;
  return {
    t,
    search,
    uuid,
    ownerToken,
    owner: api(t.app, { token: ownerToken }),
    signals,
    /** A search as a shopper (`userId`, from `address`) or as anyone else; the answer's offer ids. */
    async searchAs(userId: string | null, query: string, extra: Record<string, unknown> = {}, address = `10.0.0.${userId?.length ?? 0}`) {
      const response = await search.inject({
        method: 'POST',
        url: `/api/${uuid}/search`,
        remoteAddress: address,
        payload: { query, limit: 12, ...(userId ? { userId } : {}), ...extra },
      });
      return (response.json() as { offers: Array<{ id: string }> }).offers.map((offer) => offer.id);
    },
    async send(events: Array<{ type: string; userId: string; offerId: string; query?: string }>) {
      const response = await search.inject({ method: 'POST', url: `/api/${uuid}/events`, payload: { events } });
      if (response.statusCode !== 202) throw new Error(`events refused: ${response.body}`);
    },
    impressions: () =>
      t.deps.db.query<{ user_id: string; query_norm: string; query_key: string; first_rank: number; offer_ids: string[] }>(
        'select user_id, query_norm, query_key, first_rank, offer_ids from search_impressions where source_uuid = $1 order by id',
        [uuid],
      ),
    /** The learned signals this node serves for a typed query (as a search would ask for them). */
    async learnedFor(query: string) {
      const profile = await profiles.get(uuid);
      if (!profile) throw new Error('no profile');
      return signals.signalsFor(profile, normalizeQuery(query));
    },
    async close() {
      await search.close();
      await t.close();
    },
  };
}

export type LearningShop = ReturnType<typeof shopOn>;
