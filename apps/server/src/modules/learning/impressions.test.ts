import { OWNER_CLIENT } from '@vitrina/contracts';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createLearningShop, type LearningShop, until } from './testing';

let shop: LearningShop;

beforeAll(async () => {
  shop = await createLearningShop();
});

afterAll(async () => {
  await shop.close();
});

describe('impressions of shopper searches', () => {
  it('records what a shopper search showed, and nothing for the owner, completions or searches without a user', async () => {
    await shop.searchAs('owner-preview', 'кресло', { client: OWNER_CLIENT });
    await shop.searchAs(null, 'кресло');
    const completions = await shop.search.inject({ url: `/api/${shop.uuid}/completions?query=кресло&userId=typist` });
    expect(completions.statusCode).toBe(200);
    await shop.searchAs('nothing-found', 'самовар');
    const page = await shop.searchAs('shopper-1', '  Кресло   Офисное ', { skip: 2, limit: 5 });
    expect(page).toHaveLength(5);
    const [row] = await until('the impression', async () => {
      const rows = await shop.impressions();
      return rows.length ? rows : null;
    });
    // Written in order: had the others been recorded, they would be here by now.
    expect(await shop.impressions()).toEqual([
      { user_id: 'shopper-1', query_norm: 'кресло офисное', query_key: 'кресло офисное', first_rank: 3, offer_ids: page },
    ]);
    expect(row?.offer_ids).toHaveLength(5);
  });

  it('keys a typo by the query search corrected it to', async () => {
    const typo = await shop.searchAs('shopper-2', 'кресоо');
    expect(typo.length).toBeGreaterThan(0);
    const rows = await until('the typo impression', async () => {
      const found = (await shop.impressions()).filter((r) => r.user_id === 'shopper-2');
      return found.length ? found : null;
    });
    expect(rows[0]).toMatchObject({ query_norm: 'кресоо', query_key: 'кресло' });
  });

  it('keeps a client address only as a keyed hash, the same for the same address', async () => {
    await shop.searchAs('shopper-3', 'стол', {}, '203.0.113.7');
    await shop.searchAs('shopper-4', 'стол', {}, '203.0.113.7');
    const rows = await until('both impressions', async () => {
      const found = await shop.t.deps.db.query<{ address_hash: string }>(
        `select address_hash from search_impressions where user_id in ('shopper-3', 'shopper-4')`,
      );
      return found.length === 2 ? found : null;
    });
    expect(rows[0]?.address_hash).toBe(rows[1]?.address_hash);
    expect(rows[0]?.address_hash).not.toContain('203.0.113.7');
    expect(rows[0]?.address_hash).toHaveLength(22);
  });
});
