import { execFileSync } from 'node:child_process';
import path from 'node:path';
import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { launchBrowser } from './support/browser';
import { demoProjectId, type RunningProduct, startProduct } from './support/product';
import { signInAsDemo } from './support/sign-in';

// The demo owner adds a "bought with this product" carousel in the console and sees it on a product page of the
// demo shop, recommending what shoppers bought together (purchase sessions posted to the events endpoint).
// WIDGET_SCREENSHOTS=dir keeps screenshots of the form and the product page.
const ROOT = path.resolve(import.meta.dirname, '..');
const SCREENS = process.env.WIDGET_SCREENSHOTS;
const TITLE = 'Bought with it';
const TITLE_COLOUR = '#ff0055';

let product: RunningProduct;
let browser: Browser;
let page: Page;
let projectId = '';
let offers: string[] = [];

async function shot(target: Page, name: string) {
  if (SCREENS) await target.screenshot({ path: path.join(SCREENS, `${name}.png`), fullPage: true });
}

/** Shoppers' sessions: four buy the first offer with the second and third, one buys the first with the fourth. */
async function postPurchaseSessions([a, b, c, d]: string[]) {
  const now = Date.now();
  const events = [];
  for (let n = 0; n < 4; n++) {
    for (const [i, offerId] of [a, b, c].entries()) {
      events.push({ type: 'view', userId: `e2e-buyer-${n}`, offerId, ts: now - 60_000 + i * 1000 });
      events.push({
        type: 'purchase',
        userId: `e2e-buyer-${n}`,
        offerId,
        orderId: `e2e-${n}`,
        price: 100,
        quantity: 1,
        ts: now - 30_000 + i,
      });
    }
  }
  events.push({ type: 'purchase', userId: 'e2e-buyer-x', offerId: a, orderId: 'e2e-x', price: 100, ts: now - 20_000 });
  events.push({ type: 'purchase', userId: 'e2e-buyer-x', offerId: d, orderId: 'e2e-x', price: 100, ts: now - 20_000 });
  const res = await fetch(`${product.search}/api/${projectId}/events`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ events }),
  });
  expect(res.status).toBe(202);
}

beforeAll(async () => {
  execFileSync('npm', ['run', 'build', '-w', 'apps/widget'], { cwd: ROOT, stdio: 'pipe' });
  [product, browser] = await Promise.all([startProduct({ DEMO: '1' }), launchBrowser()]);
  projectId = await demoProjectId(product.base);
  // The demo shop's front page links its products; the first four take part in the sessions.
  const front = await (await fetch(`${product.base}/demo-shop`)).text();
  offers = [...front.matchAll(/href="\/demo-shop\/product\/([^"]+)"/g)].map((m) => decodeURIComponent(m[1] ?? ''));
  expect(offers.length).toBeGreaterThanOrEqual(4);
  await postPurchaseSessions(offers);
  const context = await browser.newContext({ viewport: { width: 1280, height: 900 }, locale: 'en-US', baseURL: product.base });
  page = await context.newPage();
  await signInAsDemo(page);
});

afterAll(async () => {
  await browser?.close();
  await product?.stop();
});

describe('a "bought with this product" carousel', () => {
  let widgetId = '';

  it('is added in the console with its style, and its preview shows the real recommendations', async () => {
    await page.goto(`/project/${projectId}/trade-widgets`);
    await page.getByTestId('trade-widget-add').click();
    await page.waitForURL(/\/trade-widgets\/add$/);
    await page.getByTestId('widget-name').fill('Bought together');
    // 'Bought with this product' is the type a new widget starts with.
    await expect(page.getByTestId('widget-type').inputValue()).resolves.toBe('Bought with this product');
    // The product found by its id in the catalog, then shown by name.
    await page.getByTestId('widget-product-id-search').fill(offers[0] ?? '');
    await page
      .getByTestId('widget-product-id-option')
      .filter({ hasText: `product id ${offers[0]}` })
      .first()
      .click();
    await page.getByTestId('style-title').fill(TITLE);
    await page.getByTestId('style-titleColor').fill(TITLE_COLOUR);
    await page.keyboard.press('Escape');
    await page.getByTestId('style-cartType').getByText('Button', { exact: true }).click();
    await page.getByTestId('trade-widget-save').click();
    await page.getByText('The widget is added').waitFor();
    await page.waitForURL(/\/trade-widgets\/edit\/[^/]+$/);
    widgetId = decodeURIComponent(page.url().split('/').pop() ?? '');
    expect(widgetId).not.toBe('');

    const preview = page.frameLocator('[data-testid=widget-preview-frame]');
    await preview.locator('.l-ss-c-carousel-card').first().waitFor({ timeout: 30_000 });
    await expect(preview.locator('.l-ss-c-carousel-title').innerText()).resolves.toBe(TITLE);
    await shot(page, 'trade-widget-form');
  });

  it('gives embed code that names the widget and the page product', async () => {
    await page.goto(`/project/${projectId}/trade-widgets/instruction/${widgetId}`);
    const embed = page.getByTestId('trade-widget-embed-code');
    // A cold lazy chunk on a machine shared with other builds can take a while.
    await embed.waitFor({ timeout: 60_000 });
    const code = await embed.innerText();
    expect(code).toContain(`data-vitrina-widget="${widgetId}"`);
    expect(code).toContain('data-product-id=');
    expect(code).toContain('data-sb-init-script');
  });

  it('shows on the demo shop product page what was bought with the product, in its style, and reports impressions', async () => {
    const [a, b, c] = offers;
    const events: Array<{ type: string; name?: string; offerId?: string }> = [];
    const shop = await page.context().newPage();
    shop.on('request', (request) => {
      if (request.method() === 'POST' && request.url().endsWith(`/api/${projectId}/events`)) {
        const body = JSON.parse(request.postData() ?? '{}') as { events?: typeof events };
        events.push(...(body.events ?? []));
      }
    });
    await shop.goto(`/demo-shop/product/${encodeURIComponent(a ?? '')}?widget=${encodeURIComponent(widgetId)}`);
    const cards = shop.locator(`[data-vitrina-widget="${widgetId}"] .l-ss-c-carousel-card`);
    await cards.first().waitFor({ timeout: 30_000 });
    const shown = await cards.evaluateAll((els) => els.map((el) => el.getAttribute('data-offer-id')));
    expect(shown).toEqual(expect.arrayContaining([b, c]));
    expect(shown).not.toContain(a);
    // The two bought together in four sessions come before the one bought with it once.
    expect(shown.slice(0, 2).sort()).toEqual([b, c].sort());

    const title = shop.locator('.l-ss-c-carousel-title');
    await expect(title.innerText()).resolves.toBe(TITLE);
    await expect(title.evaluate((el) => getComputedStyle(el).color)).resolves.toBe('rgb(255, 0, 85)');
    await expect(cards.first().locator('.l-ss-c-carousel-cart').count()).resolves.toBe(1);
    await expect(cards.first().locator('img').getAttribute('loading')).resolves.toBe('lazy');
    await shot(shop, 'trade-widget-product-page');

    // Impressions go out in a batch a second after the cards come into view.
    await expect
      .poll(() => events.filter((e) => e.type === 'widgetImpression' && e.name === widgetId).map((e) => e.offerId), { timeout: 10_000 })
      .toEqual(expect.arrayContaining([b, c]));
    await shop.close();
  });

  it('scrolls by its arrows when the cards overflow, re-mounted by the JS call with wider cards', async () => {
    const shop = await page.context().newPage();
    await shop.goto(`/demo-shop/product/${encodeURIComponent(offers[0] ?? '')}?widget=${encodeURIComponent(widgetId)}`);
    const host = `[data-vitrina-widget="${widgetId}"]`;
    await shop.locator(`${host} .l-ss-c-carousel-card`).first().waitFor({ timeout: 30_000 });
    await shop.evaluate((selector) => {
      (window as unknown as { vitrina: (...args: unknown[]) => void }).vitrina('carousel', selector, {
        style: { cardWidth: 600 },
        preview: true,
      });
    }, host);
    const track = shop.locator(`${host} .l-ss-c-carousel-track`);
    await expect
      .poll(() =>
        shop
          .locator(`${host} .l-ss-c-carousel-card`)
          .first()
          .evaluate((el) => el.getBoundingClientRect().width),
      )
      .toBe(600);
    const next = shop.locator(`${host} .l-ss-c-carousel-arrow-next`);
    await expect(next.isEnabled()).resolves.toBe(true);
    await expect(shop.locator(`${host} .l-ss-c-carousel-arrow-prev`).isEnabled()).resolves.toBe(false);
    await next.click();
    await expect.poll(() => track.evaluate((el) => el.scrollLeft)).toBeGreaterThan(0);
    await expect.poll(() => shop.locator(`${host} .l-ss-c-carousel-arrow-prev`).isEnabled()).toBe(true);
    await shop.close();
  });
});
