import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { launchBrowser } from './support/browser';
import { demoProjectId, type RunningProduct, startProduct } from './support/product';
import { signInAsDemo } from './support/sign-in';

// Issue 20 item 6: the demo owner names products and reads the catalog by name, never by bare ids.
let product: RunningProduct;
let browser: Browser;
let page: Page;
let projectId = '';

interface Answer {
  topOffersIds: string[];
  offers: Array<{ id: string; name: string }>;
}
const searchApi = async (query: string): Promise<Answer> =>
  (await fetch(`${product.search}/api/${projectId}/search?query=${encodeURIComponent(query)}&limit=24`)).json() as Promise<Answer>;

beforeAll(async () => {
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

describe('the demo owner works with products and categories by name', () => {
  it('pins a product to a query by typing its name, and sees it by name with its id', async () => {
    const before = await searchApi('наушники');
    const pinned = before.offers.at(-1);
    if (!pinned || before.offers[0]?.id === pinned.id) throw new Error('the demo query needs several results');
    await page.goto(`/project/${projectId}/merchandising`);
    await page.getByTestId('merch-add').waitFor();
    const index = await page.locator('[data-testid^="merch-rule-"]').count();
    await page.getByTestId('merch-add').click();
    await page.getByTestId(`merch-${index}-query`).fill('наушники');
    // The owner types the product's name, not its id, and picks it from the catalog's answers.
    await page.getByTestId(`merch-${index}-orderIds-search`).fill(pinned.name);
    const option = page.getByTestId(`merch-${index}-orderIds-option`).filter({ hasText: `product id ${pinned.id}` });
    await option.first().click();
    const chosen = page.locator(`[data-testid="merch-${index}-orderIds-item"][data-id="${pinned.id}"]`);
    await expect.poll(() => chosen.innerText(), { timeout: 10_000 }).toContain(pinned.name);
    await expect(chosen.innerText()).resolves.toContain(`product id ${pinned.id}`);
    await page.getByTestId('merch-save').click();
    await expect.poll(async () => (await searchApi('наушники')).topOffersIds, { timeout: 15_000 }).toEqual([pinned.id]);
    // Read again after a reload: the saved id still shows by name.
    await page.reload();
    const saved = page.locator(`[data-testid="merch-${index}-orderIds-item"][data-id="${pinned.id}"]`);
    await expect.poll(() => saved.innerText(), { timeout: 10_000 }).toContain(pinned.name);
  });

  it('sees a parent category count the products of its whole branch', async () => {
    await page.goto(`/project/${projectId}/categories`);
    const parent = page.getByTestId('category-count-1');
    await parent.waitFor();
    const total = Number(await parent.innerText());
    await page.getByTestId('category-toggle-1').click();
    const children = page.locator('[data-testid="category-1"] [role="group"] [data-testid^="category-count-"]');
    await children.first().waitFor();
    const counts = (await children.allInnerTexts()).map(Number);
    // The demo places every product in a leaf, each in one: the parent holds the sum of its children.
    expect(counts.length).toBeGreaterThan(1);
    expect(total).toBeGreaterThan(0);
    expect(total).toBe(counts.reduce((sum, count) => sum + count, 0));
    await expect(parent.getAttribute('title')).resolves.toBe(`${total} in this category and below it, 0 in the category itself`);
  });
});
