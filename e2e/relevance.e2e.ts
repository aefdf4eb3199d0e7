import { execFileSync } from 'node:child_process';
import path from 'node:path';
import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { launchBrowser } from './support/browser';
import { openWidget } from './support/open-widget';
import { demoProjectId, type RunningProduct, startProduct } from './support/product';
import { signInAsDemo } from './support/sign-in';
import { startShop } from './support/widget-shop';

// The demo owner fixes queries in the console (a synonym, a pinned offer, a redirect) and sees each
// change in the live search: the console's widget preview, the search API and a shop page's widget.
const ROOT = path.resolve(import.meta.dirname, '..');

let product: RunningProduct;
let shop: Awaited<ReturnType<typeof startShop>>;
let browser: Browser;
let page: Page;
let projectId = '';

interface Answer {
  hits: number;
  params: Array<{ id: string }>;
  redirect?: string;
  topOffersIds: string[];
  offers: Array<{ id: string; name: string }>;
}
const searchApi = async (query: string): Promise<Answer> =>
  (await fetch(`${product.search}/api/${projectId}/search?query=${encodeURIComponent(query)}&limit=24`)).json() as Promise<Answer>;

/** The text field of a Mantine TagsInput, whichever element carries the test id. */
const tagsField = (testId: string) => page.locator(`input[data-testid="${testId}"], [data-testid="${testId}"] input`).first();

/** A new rule at the end of the merchandising list; returns its index. */
async function addRule(query: string): Promise<number> {
  await page.goto(`/project/${projectId}/merchandising`);
  await page.getByTestId('merch-add').waitFor();
  const index = await page.locator('[data-testid^="merch-rule-"]').count();
  await page.getByTestId('merch-add').click();
  await page.getByTestId(`merch-${index}-query`).fill(query);
  return index;
}

/** A shop page with the v3 widget on its header search field. */
const shopPage = (pathname: string) =>
  shop.page(pathname, {
    configs: [
      { projectId, apiUrl: product.search, sourceStatus: 'success', debug: false, settings: { kind: 'v3', selector: '#shop-search' } },
    ],
  });

beforeAll(async () => {
  execFileSync('npm', ['run', 'build', '-w', 'apps/widget'], { cwd: ROOT, stdio: 'pipe' });
  [product, shop, browser] = await Promise.all([startProduct({ DEMO: '1' }), startShop(), launchBrowser()]);
  projectId = await demoProjectId(product.base);
  const context = await browser.newContext({ viewport: { width: 1280, height: 900 }, locale: 'en-US', baseURL: product.base });
  page = await context.newPage();
  await signInAsDemo(page);
});

afterAll(async () => {
  await browser?.close();
  await shop?.close();
  await product?.stop();
});

describe('the demo owner fixes queries with relevance controls', () => {
  it('adds a synonym and sees the query find the synonym’s products in the widget preview', async () => {
    expect((await searchApi('мобила')).hits).toBe(0);
    await page.goto(`/project/${projectId}/synonyms`);
    await page.getByTestId('synonyms-add').click();
    await page.getByTestId('synonym-word').fill('мобила');
    await tagsField('synonym-synonyms').fill('смартфон');
    await tagsField('synonym-synonyms').press('Enter');
    await page.getByTestId('synonym-save').click();
    await page.getByTestId('synonym-form').waitFor({ state: 'detached' });
    await page.getByTestId('synonyms-table').getByText('мобила').waitFor();
    // Search reads the project's settings again within two seconds.
    await expect.poll(async () => (await searchApi('мобила')).hits, { timeout: 15_000 }).toBeGreaterThan(0);

    await page.goto(`/project/${projectId}/preview?kind=v3`);
    const frame = page.frameLocator('[data-testid=preview-frame]');
    const host = frame.locator('#vitrina-preview-search');
    await host.waitFor();
    const input = frame.locator('.l-ss-c-search-popup input.l-ss-c-input');
    await expect
      .poll(
        async () => {
          if (!(await input.count())) await host.click();
          return input.count();
        },
        { timeout: 20_000 },
      )
      .toBeGreaterThan(0);
    await input.fill('мобила');
    await input.press('Enter');
    const name = frame.locator('.l-ss-c-offer .l-ss-c-offer-name').first();
    await name.waitFor();
    expect(await name.innerText()).toMatch(/Смартфон|Smartphone/);
  });

  it('pins an offer to the first place of a query with a rule', async () => {
    const before = await searchApi('смартфон');
    const pinned = before.offers.at(-1);
    if (!pinned || before.offers[0]?.id === pinned.id) throw new Error('the demo query needs several results');
    const index = await addRule('смартфон');
    // A new rule reorders products: the offer, found by its id in the catalog, goes first.
    await page.getByTestId(`merch-${index}-orderIds-search`).fill(pinned.id);
    await page
      .getByTestId(`merch-${index}-orderIds-option`)
      .filter({ hasText: `product id ${pinned.id}` })
      .first()
      .click();
    await page.getByTestId('merch-save').click();
    await expect.poll(async () => (await searchApi('смартфон')).offers[0]?.id, { timeout: 15_000 }).toBe(pinned.id);
    expect((await searchApi('смартфон')).topOffersIds).toEqual([pinned.id]);
    // The rule's live preview shows the same first place (read again: search takes up to two seconds to see a save).
    await page.reload();
    await page.getByTestId(`merch-${index}-query`).click();
    const firstRow = page.getByTestId('merch-preview').locator('tr').first();
    await expect.poll(() => firstRow.innerText(), { timeout: 15_000 }).toContain(pinned.id);
  });

  it('switches a filter off on the categories page and the widget’s facets leave it out', async () => {
    expect((await searchApi('смартфон')).params.map((p) => p.id)).toContain('Цвет');
    await page.goto(`/project/${projectId}/categories`);
    const toggle = page.getByTestId('filter-enabled-Цвет');
    await toggle.waitFor({ state: 'attached' });
    await page.locator('label', { has: toggle }).first().click();
    await expect.poll(() => toggle.isChecked()).toBe(false);
    await expect.poll(async () => (await searchApi('смартфон')).params.map((p) => p.id), { timeout: 15_000 }).not.toContain('Цвет');

    const shopper = await browser.newPage({ locale: 'ru-RU' });
    try {
      await shopper.goto(shopPage('/facets.html'));
      const input = await openWidget(shopper);
      await input.first().fill('смартфон');
      await input.first().press('Enter');
      await shopper.locator('.l-ss-c-facet[data-facet=vendor]').waitFor();
      expect(await shopper.locator('.l-ss-c-facet[data-facet="Цвет"]').count()).toBe(0);
    } finally {
      await shopper.close();
    }
  });

  it('makes the shop page’s widget go to the page of a redirect rule', async () => {
    const delivery = shop.page('/delivery.html', { configs: [] });
    const index = await addRule('доставка');
    await page.getByTestId(`merch-${index}-action`).click();
    await page.getByRole('option', { name: 'Redirect' }).click();
    await page.getByTestId(`merch-${index}-url`).fill(delivery);
    await page.getByTestId('merch-save').click();
    await expect.poll(async () => (await searchApi('доставка')).redirect, { timeout: 15_000 }).toBe(delivery);

    const shopper = await browser.newPage({ locale: 'ru-RU' });
    try {
      await shopper.goto(shopPage('/catalog.html'));
      const input = await openWidget(shopper);
      await input.first().fill('Доставка');
      await input.first().press('Enter');
      await shopper.waitForURL(delivery, { timeout: 15_000 });
    } finally {
      await shopper.close();
    }
  });
});
