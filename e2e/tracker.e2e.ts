import { execFileSync } from 'node:child_process';
import path from 'node:path';
import type { Browser, BrowserContext, Page, Response } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { launchBrowser } from './support/browser';
import { demoProjectId, type RunningProduct, startProduct } from './support/product';
import { CATALOG, ORDER } from './support/tracker-shop';
import { startShop } from './support/widget-shop';

// The tracker alone (no search widget on the page) on a shop served from another origin than the search API,
// sending to the demo project of `npm start` (DEMO=1).
const ROOT = path.resolve(import.meta.dirname, '..');

interface SentEvent {
  type: string;
  name?: string;
  userId: string;
  offerId?: string;
  orderId?: string;
  price?: number;
  quantity?: number;
  url?: string;
}

let product: RunningProduct;
let shop: Awaited<ReturnType<typeof startShop>>;
let browser: Browser;
let context: BrowserContext;
let projectId = '';

const config = (trackerEvents: unknown[]) => ({
  projectId,
  apiUrl: product.search,
  sourceStatus: 'success',
  debug: true,
  consoleUrl: product.base,
  settings: { trackerEvents },
});

const eventsOf = (r: Response): SentEvent[] => (JSON.parse(r.request().postData() ?? '{}') as { events?: SentEvent[] }).events ?? [];

/** The next POST /events whose batch has an event of `type`. */
const eventsPost = (page: Page, type: string) =>
  page.waitForResponse(
    (r) => r.url().endsWith(`/api/${projectId}/events`) && r.request().method() === 'POST' && eventsOf(r).some((e) => e.type === type),
  );

beforeAll(async () => {
  execFileSync('npm', ['run', 'build', '-w', 'apps/widget'], { cwd: ROOT, stdio: 'pipe' });
  [product, shop, browser] = await Promise.all([startProduct({ DEMO: '1' }), startShop(), launchBrowser()]);
  projectId = await demoProjectId(product.base);
  context = await browser.newContext({ viewport: { width: 1280, height: 900 }, locale: 'ru-RU' });
});

afterAll(async () => {
  await browser?.close();
  await shop?.close();
  await product?.stop();
});

describe('the tracker on a shop page', () => {
  it("sends a cart event with the offer id and price read from the clicked button's card", async () => {
    const url = shop.page('/catalog/outdoor', {
      body: CATALOG,
      configs: [
        config([
          {
            eventType: 'cart',
            trigger: 'click',
            buttonSelector: '.add-to-cart',
            urlPaths: ['/catalog/*'],
            searchType: 'card',
            parentPath: '.product-card',
            params: [
              { name: 'offerId', path: '.product-card', attribute: 'data-product-id' },
              { name: 'price', path: '.product-price' },
              { name: 'quantity', value: '1' },
            ],
          },
          // Not on this page: its URL path does not match.
          { eventType: 'wishlist', trigger: 'click', buttonSelector: '.add-to-cart', urlPaths: ['/wishlist'] },
        ]),
      ],
    });
    const page = await context.newPage();
    const errors: string[] = [];
    page.on('pageerror', (e) => errors.push(e.message));
    await page.goto(url);
    const recorded = eventsPost(page, 'cart');
    // The inner <span> of the second card's button: delegation finds the button and its card.
    await page.locator('.product-card').nth(1).locator('.add-to-cart span').click();
    const response = await recorded;
    expect(response.status()).toBe(202);
    expect(await response.json()).toEqual({ accepted: eventsOf(response).length, rejected: [] });

    const events = eventsOf(response);
    const carts = events.filter((e) => e.type === 'cart');
    expect(carts).toEqual([expect.objectContaining({ type: 'cart', offerId: 'SKU-2', price: 12650, quantity: 1, url })]);
    expect(events.some((e) => e.type === 'wishlist')).toBe(false);
    // The visitor id is the widget's first-party cookie.
    const cookie = (await context.cookies(url)).find((c) => c.name === 'vitrina_uid');
    expect(cookie?.value).toBeTruthy();
    expect(carts[0]?.userId).toBe(cookie?.value);
    // Tracker only: no widget mounted, nothing failed.
    await expect(page.locator('.l-ss-c-root').count()).resolves.toBe(0);
    expect(errors).toEqual([]);

    // The shop's own code can record events too.
    const custom = eventsPost(page, 'custom');
    await page.evaluate(() =>
      (window as unknown as { vitrina: (...a: unknown[]) => void }).vitrina('track', 'custom', { name: 'compare' }),
    );
    const customResponse = await custom;
    expect(customResponse.status()).toBe(202);
    expect(eventsOf(customResponse)).toContainEqual(expect.objectContaining({ type: 'custom', name: 'compare', userId: cookie?.value }));
    await page.close();
  });

  it('sends one purchase event per product line of the order page', async () => {
    const url = shop.page('/order/done', {
      body: ORDER,
      configs: [
        config([
          {
            eventType: 'purchase',
            trigger: 'pageView',
            urlPaths: ['/order/done'],
            containerName: '#order-summary',
            productsPath: '.order-line',
            params: [
              { name: 'orderId', path: '#order-summary', attribute: 'data-order-id' },
              { name: 'offerId', path: '.order-line', attribute: 'data-sku' },
              { name: 'price', path: '.line-price' },
              { name: 'quantity', path: '.line-qty' },
            ],
          },
        ]),
      ],
    });
    const page = await context.newPage();
    const recorded = eventsPost(page, 'purchase');
    await page.goto(url);
    const response = await recorded;
    expect(response.status()).toBe(202);
    expect((await response.json()) as { rejected: unknown[] }).toMatchObject({ rejected: [] });
    const purchases = eventsOf(response)
      .filter((e) => e.type === 'purchase')
      .map(({ offerId, price, quantity, orderId }) => ({ offerId, price, quantity, orderId }));
    expect(purchases).toEqual([
      { offerId: 'SKU-1', price: 1299.5, quantity: 2, orderId: 'ORDER-1001' },
      { offerId: 'SKU-2', price: 12650, quantity: 1, orderId: 'ORDER-1001' },
    ]);
    // Every tracked page also counts as a page view.
    expect(eventsOf(response).filter((e) => e.type === 'pageView')).toHaveLength(1);
    await page.close();
  });
});
