import { execFileSync } from 'node:child_process';
import path from 'node:path';
import type { Browser, BrowserContext, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { launchBrowser } from './support/browser';
import { demoProjectId, type RunningProduct, startProduct } from './support/product';
import { startShop } from './support/widget-shop';

// The search widget on a plain shop page served from another origin than the search API, against the
// demo project of `npm start` (DEMO=1). WIDGET_SCREENSHOTS=dir keeps screenshots of the three kinds.
const ROOT = path.resolve(import.meta.dirname, '..');
const SCREENS = process.env.WIDGET_SCREENSHOTS;

let product: RunningProduct;
let shop: Awaited<ReturnType<typeof startShop>>;
let browser: Browser;
let context: BrowserContext;
let projectId = '';

function config(settings: Record<string, unknown>, extra: Record<string, unknown> = {}) {
  return { projectId, apiUrl: product.search, sourceStatus: 'success', debug: false, consoleUrl: product.base, settings, ...extra };
}

async function shot(page: Page, name: string) {
  if (SCREENS) await page.screenshot({ path: path.join(SCREENS, `${name}.png`) });
}

const found = (page: Page) => page.locator('.l-ss-c-found').innerText();
const hitsOf = (text: string) => Number(text.replace(/\D/g, ''));

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

describe('a shopper on a shop page with the v3 widget', () => {
  let page: Page;

  beforeAll(async () => {
    const url = shop.page('/v3.html', {
      configs: [
        config({
          kind: 'v3',
          selector: '#shop-search',
          linkTargetBlank: true,
          eventHooks: { offerClick: 'window.__clicked = data.offer.id;' },
        }),
      ],
    });
    page = await context.newPage();
    await page.goto(url);
  });

  it('sees completions while typing', async () => {
    const belowBefore = await page.locator('#below').boundingBox();
    await page.click('#shop-search');
    const popup = page.locator('.l-ss-c-search-popup[role=dialog]');
    await popup.waitFor();
    // The modal is fixed over the page: the host page does not move.
    expect(await page.locator('#below').boundingBox()).toEqual(belowBefore);
    await expect(page.locator('input.l-ss-c-input').evaluate((el) => el === document.activeElement)).resolves.toBe(true);
    await page.locator('input.l-ss-c-input').pressSequentially('кросс', { delay: 30 });
    const offer = page.locator('.l-ss-c-completion-offers').first();
    await offer.waitFor();
    expect(await offer.innerText()).toMatch(/Кроссовки/);
    expect(await offer.locator('b').count()).toBeGreaterThan(0);
    await expect(page.locator('input.l-ss-c-input').getAttribute('aria-expanded')).resolves.toBe('true');
    await shot(page, 'v3-completions');
  });

  it('gets results with facets on Enter, and a facet narrows them', async () => {
    await page.press('input.l-ss-c-input', 'Enter');
    await page.locator('.l-ss-c-offer').first().waitFor();
    await page.locator('.l-ss-c-facet[data-facet=vendor]').waitFor();
    const before = hitsOf(await found(page));
    expect(before).toBeGreaterThan(10);
    expect(await page.locator('.l-ss-c-offer').count()).toBe(Math.min(36, before));
    await shot(page, 'v3-results');
    await page.locator('.l-ss-c-facet[data-facet=vendor] input[type=checkbox]').first().check();
    await expect.poll(async () => hitsOf(await found(page)), { timeout: 10_000 }).toBeLessThan(before);
    await expect(page.locator('.l-ss-c-facet[data-facet=vendor] input[type=checkbox]').first().isChecked()).resolves.toBe(true);
  });

  it('reports an offer click to the hook and to the events API', async () => {
    const recorded = page.waitForResponse((r) => r.url().endsWith(`/api/${projectId}/events`) && r.request().method() === 'POST');
    const tab = context.waitForEvent('page');
    const name = page.locator('.l-ss-c-offer-name').first();
    const id = await page.locator('.l-ss-c-offer').first().getAttribute('data-offer-id');
    await name.click();
    expect((await recorded).status()).toBe(202);
    await expect(page.evaluate(() => (window as unknown as { __clicked?: string }).__clicked)).resolves.toBe(id);
    await (await tab).close();
  });

  it('closes on Esc and gives focus back to the shop field', async () => {
    await page.locator('input.l-ss-c-input').focus();
    await page.keyboard.press('Escape');
    await page.locator('.l-ss-c-search-popup').waitFor({ state: 'detached' });
    await expect(page.evaluate(() => document.activeElement?.id)).resolves.toBe('shop-search');
  });
});

describe('the A/B wrapper', () => {
  it('keeps the segment across reloads and reports its goal to Metrika after 1500 ms', async () => {
    const url = shop.page('/ab.html', {
      head: 'window.__goals = []; window.ym = function (c, m, g) { window.__goals.push([c, m, g]); };',
      configs: [
        config({
          kind: 'classic',
          selector: '#shop-search',
          enableTesting: { enabled: true, shareA: 50 },
          metrika: { mode: 'manual', counterId: '42' },
        }),
      ],
    });
    const page = await context.newPage();
    await page.goto(url);
    const key = 'VITRINA_V2_AB_TEST_SEGMENT';
    const first = await page.waitForFunction((k) => localStorage.getItem(k), key).then((h) => h.jsonValue());
    expect(first).toMatch(/^VITRINA_V2_AB_TEST_SEGMENT_[AB]$/);
    const goals = await page.waitForFunction(
      () => (window as unknown as { __goals: unknown[] }).__goals.length > 0 && (window as unknown as { __goals: unknown[] }).__goals,
      null,
      { timeout: 5000 },
    );
    expect(await goals.jsonValue()).toContainEqual(['42', 'reachGoal', first]);
    for (let i = 0; i < 2; i++) {
      await page.reload();
      await expect(page.evaluate((k) => localStorage.getItem(k), key)).resolves.toBe(first);
      await expect(page.evaluate(() => (window as unknown as { vitrinaAbSegment?: string }).vitrinaAbSegment)).resolves.toBe(
        first?.slice(-1),
      );
    }
    await page.close();
  });
});

describe('debug mode', () => {
  it('sends debug=31337 and shows score explanations on offers', async () => {
    const url = shop.page('/debug.html', { configs: [config({ kind: 'complex', selector: '#complex-search' }, { debug: true })] });
    const page = await context.newPage();
    await page.goto(url);
    const searched = page.waitForRequest((r) => r.url().endsWith('/search') && r.method() === 'POST');
    await page.fill('#complex-search input.l-ss-c-input', 'кроссовки');
    await page.press('#complex-search input.l-ss-c-input', 'Enter');
    expect(JSON.parse((await searched).postData() ?? '{}').debug).toBe('31337');
    const explain = page.locator('.l-ss-c-offer-debug').first();
    await explain.waitFor();
    expect(await explain.innerText()).toMatch(/Оценка: [\d.]+[\s\S]*terms/);
    await page.close();
  });
});

describe('several widgets on one page', () => {
  it('mounts the three kinds, queued calls run, and a project without a feed says so', async () => {
    const url = shop.page('/kinds.html', {
      head: 'window.__searches = 0;',
      body: '<button id="open-v3" type="button">Open v3</button><div id="no-feed"></div>',
      queued: [['setCartCount', 3]],
      configs: [
        config({
          kind: 'classic',
          selector: '#shop-search',
          locale: 'en',
          colors: { primary: '#c2185b' },
          eventHooks: { search: 'window.__searches++' },
        }),
        config({
          kind: 'complex',
          selector: '#complex-search, #complex-search-2',
          showCart: true,
          cartCount: true,
          offerLayout: 'row',
          columns: 2,
        }),
        config({ kind: 'v3', selector: '#open-v3', groupCategories: true, taps: true }),
        config({ kind: 'complex', selector: '#no-feed', locale: 'en' }, { sourceStatus: 'failed' }),
      ],
    });
    const page = await context.newPage();
    const errors: string[] = [];
    page.on('pageerror', (e) => errors.push(e.message));
    await page.goto(url);

    // complex: one mount in each container, nothing outside them.
    await expect(page.locator('#complex-search > .l-ss-c-root-complex input.l-ss-c-input').count()).resolves.toBe(1);
    await expect(page.locator('#complex-search-2 > .l-ss-c-root-complex input.l-ss-c-input').count()).resolves.toBe(1);
    await page.fill('#complex-search input.l-ss-c-input', 'наушники');
    await page.press('#complex-search input.l-ss-c-input', 'Enter');
    await page.locator('#complex-search .l-ss-c-offer-layout-row').first().waitFor();
    // vitrina('setCartCount', 3) was queued before init.js loaded.
    await expect(page.locator('#complex-search .l-ss-c-cart-count').innerText()).resolves.toBe('3');
    await page.locator('#complex-search .l-ss-c-offer-cart').first().click();
    await expect(page.locator('#complex-search .l-ss-c-cart-count').innerText()).resolves.toBe('4');
    await shot(page, 'complex-results');

    // a failed feed: the 'no feed' message with a link to the console's feed page.
    const notice = page.locator('#no-feed .l-ss-c-notice-noFeed');
    await notice.waitFor();
    await expect(notice.locator('a').getAttribute('href')).resolves.toBe(`${product.base}/project/${projectId}/feed`);

    // classic: opens from the shop's field, English texts, theme colour as a CSS variable.
    await page.click('#shop-search');
    const classic = page.locator('.l-ss-c-search-popup.l-ss-c-kind-classic');
    await classic.waitFor();
    await expect(
      page.locator('.l-ss-c-root-classic').evaluate((el) => getComputedStyle(el).getPropertyValue('--l-ss-c-primary')),
    ).resolves.toBe('#c2185b');
    await expect(classic.locator('input.l-ss-c-input').getAttribute('placeholder')).resolves.toBe('Search the catalog');
    await classic.locator('input.l-ss-c-input').pressSequentially('ноутбук', { delay: 20 });
    await classic.locator('.l-ss-c-completions-dropdown [role=option]').first().waitFor();
    // Keyboard: the arrow highlights the first option, Enter takes it.
    await page.keyboard.press('ArrowDown');
    await expect(classic.locator('[role=option][aria-selected=true]').count()).resolves.toBe(1);
    await page.keyboard.press('Escape');
    await page.keyboard.press('Enter');
    await classic.locator('.l-ss-c-offer').first().waitFor();
    await expect.poll(() => page.evaluate(() => (window as unknown as { __searches: number }).__searches)).toBeGreaterThan(0);
    await shot(page, 'classic-results');
    await page.keyboard.press('Escape');
    await classic.waitFor({ state: 'detached' });

    // v3 with category groups, opened by the page's button.
    await page.click('#open-v3');
    const v3 = page.locator('.l-ss-c-search-popup.l-ss-c-kind-v3');
    await v3.waitFor();
    await v3.locator('input.l-ss-c-input').fill('черный');
    await v3.locator('input.l-ss-c-input').press('Enter');
    await v3.locator('.l-ss-c-group').first().waitFor();
    expect(await v3.locator('.l-ss-c-group').count()).toBeGreaterThan(1);
    await shot(page, 'v3-groups');
    expect(errors).toEqual([]);
    await page.close();
  });
});
