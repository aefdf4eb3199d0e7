import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { api, createTestApp, signUp, type TestApp } from '../../testing/test-app';
import { normalizeCurrency } from './currency';

let t: TestApp;
let token = '';

beforeAll(async () => {
  t = await createTestApp();
  token = (await signUp(t)).token;
});

afterAll(() => t.close());

async function projectWithOffers(currencies: Array<string | null>): Promise<string> {
  const created = await api(t.app, { token }).post('/sources', {
    siteUrl: 'shop.example',
    feedUrls: ['https://shop.example/feed.xml'],
    feedFormat: 'YML',
    content: { name: 'Currency' },
  });
  const uuid = (created.body.data as { uuid: string }).uuid;
  for (const [i, currencyId] of currencies.entries()) {
    await t.deps.db.query(
      `insert into offers (source_uuid, version, id, data) select $1, catalog_version, $2, $3::jsonb from sources where uuid = $1`,
      [uuid, String(i), JSON.stringify({ id: String(i), name: `Offer ${i}`, price: 100, currencyId })],
    );
  }
  return uuid;
}

const currencyOf = async (uuid: string) =>
  ((await api(t.app, { token }).post(`/sources/${uuid}/index-info`)).body.data as { currency: unknown }).currency;

describe('the currency of the live catalog', () => {
  it("is the feed's most common currency, the rouble's old code read as RUB", async () => {
    expect(await currencyOf(await projectWithOffers(['RUR', 'RUR', 'USD', null, 'RUR']))).toBe('RUB');
    expect(await currencyOf(await projectWithOffers(['eur', 'eur', 'USD']))).toBe('EUR');
  });

  it('is unknown without offers or with a currency id that is no ISO code', async () => {
    expect(await currencyOf(await projectWithOffers([]))).toBeNull();
    expect(await currencyOf(await projectWithOffers(['руб.', '']))).toBeNull();
  });

  it('normalizes codes one at a time', () => {
    expect(normalizeCurrency(' try ')).toBe('TRY');
    expect(normalizeCurrency('RUR')).toBe('RUB');
    expect(normalizeCurrency('R$')).toBeNull();
  });
});
