import { compactOffer } from '@vitrina/feeds';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { DEMO_EMAIL, seedDemo } from '../../seed';
import { testOffer } from '../../testing/catalog';
import { createTestApp, type TestApp } from '../../testing/test-app';
import { insertWidget } from '../trade-widgets';

let t: TestApp;
let uuid = '';
const ids: Record<string, string> = {};

beforeAll(async () => {
  t = await createTestApp({ DEMO: '1', SEARCH_PUBLIC_URL: 'https://search.test' });
  await seedDemo(t.deps.db, 'http://console.test');
  const [row] = await t.deps.db.query<{ uuid: string }>(
    'select s.uuid from sources s join users u on u.id = s.owner_id where u.email = $1',
    [DEMO_EMAIL],
  );
  uuid = row?.uuid ?? '';
  const offers = [
    testOffer('1', 'Чайник <b>Bosch</b>', { price: 2990, pictures: ['https://img.test/1.jpg'], description: 'Стальной чайник' }),
    testOffer('2', 'Тостер'),
  ];
  for (const offer of offers)
    await t.deps.db.query('insert into offers (source_uuid, version, id, data) values ($1, 1, $2, $3::jsonb)', [
      uuid,
      offer.id,
      JSON.stringify(compactOffer(offer)),
    ]);
  await t.deps.db.query('update sources set catalog_version = 1 where uuid = $1', [uuid]);
  const base = { description: '', fallbackWidgetId: null, productId: null, scriptScore: '', segmentId: null, style: {} };
  ids.together = (await insertWidget(t.deps.db, uuid, { ...base, name: 'Together', type: 'with_this_product_buy', enabled: true })).id;
  ids.similar = (await insertWidget(t.deps.db, uuid, { ...base, name: 'Similar', type: 'similar_by_text', enabled: true })).id;
  ids.off = (await insertWidget(t.deps.db, uuid, { ...base, name: 'Off', type: 'popular', enabled: false })).id;
});
afterAll(() => t.close());

const get = (url: string) => t.app.inject({ method: 'GET', url });

describe('the demo shop', () => {
  it('links its products from the front page', async () => {
    const page = await get('/demo-shop');
    expect(page.statusCode).toBe(200);
    expect(page.body).toContain('href="/demo-shop/product/1"');
    expect(page.body).toContain('href="/demo-shop/product/2"');
  });

  it('shows one product with every enabled trade widget of the project embedded for it', async () => {
    const page = await get('/demo-shop/product/1');
    expect(page.statusCode).toBe(200);
    expect(page.body).toContain('Чайник &lt;b&gt;Bosch&lt;/b&gt;');
    expect(page.body).not.toContain('<b>Bosch</b>');
    expect(page.body).toContain(`<div data-vitrina-widget="${ids.together}" data-product-id="1" data-category-id="c1"></div>`);
    expect(page.body).toContain(`data-vitrina-widget="${ids.similar}"`);
    expect(page.body).not.toContain(`data-vitrina-widget="${ids.off}"`);
    expect(page.body).toContain(`src="https://search.test/scripts/widget/${uuid}/main.js"`);
    expect(page.body).toContain("window.vitrina('track', 'purchase', line)");
  });

  it('embeds only the widgets asked for with ?widget=, even a disabled one the owner wants to try', async () => {
    const page = await get(`/demo-shop/product/1?widget=${ids.off}`);
    expect(page.body).toContain(`data-vitrina-widget="${ids.off}"`);
    expect(page.body).not.toContain(`data-vitrina-widget="${ids.together}"`);
  });

  it('answers 404 for a product the catalog does not have', async () => {
    expect((await get('/demo-shop/product/nope')).statusCode).toBe(404);
    // Fastify refuses a path parameter this long before the handler runs.
    expect((await get(`/demo-shop/product/${'x'.repeat(500)}`)).statusCode).toBe(414);
  });
});
