import { execFileSync } from 'node:child_process';
import path from 'node:path';
import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { launchBrowser } from './support/browser';
import { openWidget } from './support/open-widget';
import { demoProjectId, type RunningProduct, startProduct } from './support/product';
import { signInAsDemo } from './support/sign-in';

// Issue 20 item 8 in Chromium: trade widgets wait for Publish like the widget's settings, and the header
// discards unpublished changes; a "personal in a category" carousel previews its product's category; special
// offers, switched on and published, show in the shop's completions with their old price.
const ROOT = path.resolve(import.meta.dirname, '..');

let product: RunningProduct;
let browser: Browser;
let page: Page;
let projectId = '';

beforeAll(async () => {
  execFileSync('npm', ['run', 'build', '-w', 'apps/widget'], { cwd: ROOT, stdio: 'pipe' });
  [product, browser] = await Promise.all([startProduct({ DEMO: '1' }), launchBrowser()]);
  projectId = await demoProjectId(product.base);
  const context = await browser.newContext({ viewport: { width: 1280, height: 900 }, locale: 'en-US', baseURL: product.base });
  page = await context.newPage();
  await signInAsDemo(page);
});

afterAll(async () => {
  await browser?.close();
  await product?.stop();
});

/** The carousel title shops' pages get for the widget now. */
async function titleOnPages(widgetId: string): Promise<string | undefined> {
  const answer = (await (await fetch(`${product.search}/api/${projectId}/widgets/${widgetId}`)).json()) as {
    widget: { style: { title?: string } };
  };
  return answer.widget.style.title;
}

const state = () => page.getByTestId('publish-state');

async function saveWidget() {
  await page.getByTestId('trade-widget-save').click();
  await page.getByText('Saved. Carousels on your pages change when you publish from the project header').first().waitFor();
}

describe('trade widgets under save and publish', () => {
  let widgetId = '';

  it('adds a "personal in a category" carousel whose preview shows its product’s category, live as created', async () => {
    const demoShop = await (await fetch(`${product.base}/demo-shop`)).text();
    const firstProduct = decodeURIComponent(demoShop.match(/href="\/demo-shop\/product\/([^"]+)"/)?.[1] ?? '');
    expect(firstProduct).not.toBe('');

    await page.goto(`/project/${projectId}/trade-widgets`);
    await page.getByTestId('trade-widget-add').click();
    await page.waitForURL(/\/trade-widgets\/add$/);
    await page.getByTestId('widget-name').fill('For you here');
    await page.getByTestId('widget-type').click();
    await page.getByRole('option', { name: 'Personal in a category' }).click();
    await page.getByTestId('widget-product-id-search').fill(firstProduct);
    await page
      .getByTestId('widget-product-id-option')
      .filter({ hasText: `product id ${firstProduct}` })
      .first()
      .click();
    await page.getByTestId('style-title').fill('Hot');
    await page.getByTestId('trade-widget-save').click();
    await page.getByText('The widget is added').waitFor();
    await page.waitForURL(/\/trade-widgets\/edit\/[^/]+$/);
    widgetId = decodeURIComponent(page.url().split('/').pop() ?? '');

    const preview = page.frameLocator('[data-testid=widget-preview-frame]');
    await preview.locator('.l-ss-c-carousel-card').first().waitFor({ timeout: 30_000 });
    // Every offer shown is of the product's category, the product itself excluded.
    const byId = async (id: string) =>
      (
        (await (await fetch(`${product.search}/api/${projectId}/find-by-id?id=${encodeURIComponent(id)}`)).json()) as {
          offers: Array<{ category: { id: string } | null }>;
        }
      ).offers[0]?.category?.id;
    const shown = await preview
      .locator('.l-ss-c-carousel-card')
      .evaluateAll((els) => els.map((el) => el.getAttribute('data-offer-id') ?? ''));
    expect(shown).not.toContain(firstProduct);
    const category = await byId(firstProduct);
    for (const id of shown.slice(0, 4)) expect(await byId(id)).toBe(category);

    // A new widget is published as created: nothing waits, pages get it at once.
    await expect.poll(() => state().getAttribute('data-state'), { timeout: 15_000 }).toBe('live');
    expect(await titleOnPages(widgetId)).toBe('Hot');
  });

  it('keeps a saved change off the pages until Publish, counted and named in the header', async () => {
    await page.getByTestId('style-title').fill('Cold');
    await saveWidget();
    await expect.poll(() => state().getAttribute('data-state'), { timeout: 15_000 }).toBe('unpublished');
    await expect(state().textContent()).resolves.toBe('Changes not published yet (1)');
    expect(await titleOnPages(widgetId)).toBe('Hot');
    await state().click();
    // The list shows as the popover opens (a transition): polled until it is there.
    await expect
      .poll(() => page.getByTestId('publish-change').allTextContents())
      .toEqual(['Trade widget «For you here»: Carousel look: title: Hot → Cold']);
    await page.getByTestId('publish-button').click();
    await page.getByText('Published: your site shows the changes within a minute').waitFor();
    await expect.poll(() => state().getAttribute('data-state')).toBe('live');
    await expect.poll(() => titleOnPages(widgetId), { timeout: 10_000 }).toBe('Cold');
  });

  it('discards an unpublished change after a confirm: the form and the pages show the published widget', async () => {
    await page.getByTestId('style-title').fill('Warm');
    await saveWidget();
    await expect.poll(() => state().getAttribute('data-state'), { timeout: 15_000 }).toBe('unpublished');
    await state().click();
    await page.getByTestId('discard-button').click();
    // Nothing is discarded until the owner confirms.
    await page.getByText('Discard unpublished changes?').waitFor();
    expect(await state().getAttribute('data-state')).toBe('unpublished');
    await page.getByTestId('discard-confirm').click();
    await page.getByText('Unpublished changes discarded: the saved settings are the published ones again').waitFor();
    await expect.poll(() => state().getAttribute('data-state')).toBe('live');
    await expect.poll(() => page.getByTestId('style-title').inputValue(), { timeout: 10_000 }).toBe('Cold');
    expect(await titleOnPages(widgetId)).toBe('Cold');
  });
});

describe('special offers in the completions', () => {
  it('are switched on in the console and, once published, shown in the shop’s completions with the old price', async () => {
    await page.goto(`/project/${projectId}/settings/configuration`);
    // Mantine's switch input lies over its track: check it as a keyboard user would toggle it.
    await page.getByTestId('switch-special-offers').check({ force: true });
    await expect(page.getByTestId('special-offers-count').inputValue()).resolves.toBe('3');
    await page.getByTestId('settings-save').click();
    await expect.poll(() => state().getAttribute('data-state'), { timeout: 15_000 }).toBe('unpublished');
    await state().click();
    await expect.poll(() => page.getByTestId('publish-change').allTextContents()).toContain('Completions per group: Special offers: 0 → 3');
    await page.getByTestId('publish-button').click();
    await expect.poll(() => state().getAttribute('data-state')).toBe('live');

    const shop = await page.context().newPage();
    await shop.goto('/demo-shop');
    const input = await openWidget(shop, '#search');
    await input.fill('смартфон');
    const title = shop.locator('.l-ss-c-completions-title-special_offers');
    await title.waitFor({ timeout: 20_000 });
    expect(await title.innerText()).toMatch(/Спецпредложения/i);
    const sale = shop.locator('.l-ss-c-completion-special_offers').first();
    const [price, old] = await Promise.all([
      sale.locator('.l-ss-c-completion-price').innerText(),
      sale.locator('.l-ss-c-completion-old-price').innerText(),
    ]);
    const number = (text: string) => Number(text.replace(/[^\d]/g, ''));
    expect(number(old)).toBeGreaterThan(number(price.replace(old, '')));
    await shop.close();
  });
});
