import { execFileSync } from 'node:child_process';
import path from 'node:path';
import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { launchBrowser } from './support/browser';
import { openWidget } from './support/open-widget';
import { demoProjectId, type RunningProduct, startProduct } from './support/product';
import { signInAsDemo } from './support/sign-in';
import { startShop } from './support/widget-shop';

// Shoppers click an offer in the shop page's widget; the next visitor finds it higher for the same
// query, and the demo owner sees in the console what search learned and resets it.
const ROOT = path.resolve(import.meta.dirname, '..');
const QUERY = 'чайник';
/** The cold rank (0-based) of the offer shoppers prefer: far enough down to have somewhere to go. */
const TARGET_RANK = 5;
/** Two shoppers: one alone teaches search nothing (the second still sees the cold order). */
const SHOPPERS = 2;

let product: RunningProduct;
let shop: Awaited<ReturnType<typeof startShop>>;
let browser: Browser;
let projectId = '';

const orderOf = async (): Promise<string[]> => {
  const answer = (await (await fetch(`${product.search}/api/${projectId}/search?query=${encodeURIComponent(QUERY)}&limit=24`)).json()) as {
    offers: Array<{ id: string }>;
  };
  return answer.offers.map((offer) => offer.id);
};

/** A shopper of its own, from an address of its own (the search node sits behind the shop's proxy). */
async function shopperPage(address: number): Promise<Page> {
  const context = await browser.newContext({ viewport: { width: 1280, height: 900 }, locale: 'ru-RU' });
  await context.route(`${product.search}/**`, (route) =>
    route.continue({ headers: { ...route.request().headers(), 'x-forwarded-for': `10.20.0.${address}` } }),
  );
  const page = await context.newPage();
  await page.goto(
    shop.page(`/learning-${address}.html`, {
      configs: [
        {
          projectId,
          apiUrl: product.search,
          sourceStatus: 'success',
          debug: false,
          settings: { kind: 'v3', selector: '#shop-search', linkTargetBlank: true },
        },
      ],
    }),
  );
  return page;
}

/** Searches the query in the widget and returns the offer ids it shows, in order. */
async function widgetSearch(page: Page): Promise<string[]> {
  const input = await openWidget(page);
  await input.first().fill(QUERY);
  await input.first().press('Enter');
  await page.locator('.l-ss-c-offer').first().waitFor();
  return page.locator('.l-ss-c-offer').evaluateAll((offers) => offers.map((offer) => offer.getAttribute('data-offer-id') ?? ''));
}

beforeAll(async () => {
  execFileSync('npm', ['run', 'build', '-w', 'apps/widget'], { cwd: ROOT, stdio: 'pipe' });
  [product, shop, browser] = await Promise.all([
    startProduct({ DEMO: '1', LEARNING_REFRESH_MS: '1000', TRUST_PROXY: 'loopback' }),
    startShop(),
    launchBrowser(),
  ]);
  projectId = await demoProjectId(product.base);
});

afterAll(async () => {
  await browser?.close();
  await shop?.close();
  await product?.stop();
});

describe('search learns from shoppers', () => {
  let cold: string[] = [];
  let target = '';

  it('moves an offer shoppers click up for the next visitor', async () => {
    cold = await orderOf();
    let widgetRank = -1;
    for (let shopper = 1; shopper <= SHOPPERS; shopper++) {
      const page = await shopperPage(shopper);
      const shown = await widgetSearch(page);
      if (!target) {
        target = shown[TARGET_RANK] as string;
        expect(target, 'the demo feed has enough kettles').toBeTruthy();
        widgetRank = TARGET_RANK;
      }
      expect(shown.indexOf(target)).toBe(widgetRank);
      const recorded = page.waitForResponse((r) => r.url().endsWith(`/api/${projectId}/events`) && r.request().method() === 'POST');
      const tab = page.context().waitForEvent('page');
      await page.locator(`.l-ss-c-offer[data-offer-id="${target}"] .l-ss-c-offer-name`).click();
      expect((await recorded).status()).toBe(202);
      await (await tab).close();
      await page.context().close();
    }
    // Learned within a refresh on the search node, without a feed reload.
    const apiRank = cold.indexOf(target);
    await expect.poll(async () => (await orderOf()).indexOf(target), { timeout: 30_000, interval: 500 }).toBeLessThan(apiRank);
    const next = await shopperPage(SHOPPERS + 1);
    expect((await widgetSearch(next)).indexOf(target)).toBeLessThan(widgetRank);
    await next.context().close();
  });

  it('shows the owner what was learned, and a reset puts the order back', async () => {
    const context = await browser.newContext({ viewport: { width: 1280, height: 900 }, locale: 'en-US', baseURL: product.base });
    const page = await context.newPage();
    await signInAsDemo(page);
    await page.goto(`/project/${projectId}/learning`);
    const row = page.getByTestId('learned-query-row').filter({ hasText: QUERY });
    await row.waitFor();
    await row.getByText(QUERY).click();
    const offer = page.getByTestId(`learned-offer-${target}`);
    await offer.waitFor();
    expect(await offer.innerText()).toContain('▲');
    await page.getByTestId('learning-reset-query').click();
    await page.getByTestId('learning-reset-confirm').click();
    await row.waitFor({ state: 'detached' });
    await expect.poll(async () => (await orderOf()).indexOf(target), { timeout: 15_000, interval: 500 }).toBe(cold.indexOf(target));
    await context.close();
  });
});
