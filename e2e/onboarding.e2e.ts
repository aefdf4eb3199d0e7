import http from 'node:http';
import type { AddressInfo } from 'node:net';
import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { launchBrowser } from './support/browser';
import { type RunningProduct, startProduct } from './support/product';
import { signInAsDemo } from './support/sign-in';

// A new project from a CSV feed: the form tells the format from the file, the project shows its
// next steps from real data, and the embed code says it needs a selector before it can show anything.
let product: RunningProduct;
let browser: Browser;
let page: Page;
let feeds: http.Server;
let feedBase = '';

const CSV = 'id;name;price;url\n1;Red kettle;25;https://shop.example/1\n2;Blue mug;9;https://shop.example/2\n';

beforeAll(async () => {
  // Served without an extension, so only the first bytes can say it is CSV.
  feeds = http.createServer((_request, response) => response.end(CSV));
  await new Promise<void>((resolve) => feeds.listen(0, '127.0.0.1', resolve));
  feedBase = `http://127.0.0.1:${(feeds.address() as AddressInfo).port}`;
  // The shop's feeds are served from this machine.
  [product, browser] = await Promise.all([startProduct({ DEMO: '1', FEED_ALLOW_PRIVATE: '1' }), launchBrowser()]);
  const context = await browser.newContext({ viewport: { width: 1280, height: 900 }, locale: 'en-US', baseURL: product.base });
  page = await context.newPage();
  await signInAsDemo(page);
});

afterAll(async () => {
  await browser?.close();
  await product?.stop();
  feeds?.close();
});

describe('onboarding a new project', () => {
  it('detects the feed format, then lists the next steps from the project as it is', async () => {
    await page.goto('/projects/create');
    await page.getByTestId('project-name').fill('Kettles');
    await page.getByTestId('project-site-url').fill('shop.example');
    await page.getByTestId('project-feed-url-0').fill(`${feedBase}/export`);
    const note = page.getByTestId('project-format-note');
    await expect.poll(() => note.getAttribute('data-state'), { timeout: 15_000 }).toBe('content');
    expect(await note.textContent()).toContain('CSV: the file starts with a header row (id, name, price, url)');
    expect(await page.locator('[data-testid=project-format] input[value=CSV]').isChecked()).toBe(true);
    await page.getByTestId('project-create-submit').click();

    const checklist = page.getByTestId('onboarding-checklist');
    await checklist.waitFor();
    const state = (step: string) => page.getByTestId(`onboarding-step-${step}`).getAttribute('data-state');
    // The first load of a small feed takes seconds: the page follows it without a refresh.
    await expect.poll(() => state('feed'), { timeout: 30_000 }).toBe('done');
    expect(await state('selector')).toBe('todo');
    expect(await state('publish')).toBe('waiting');
    expect(await state('searches')).toBe('waiting');
    expect(await page.getByTestId('feed-format').textContent()).toBe('CSV');

    await page.getByTestId('onboarding-link-selector').click();
    await page.waitForURL(/\/settings\/search-widget$/);
    const warning = page.getByTestId('snippet-no-selector');
    await warning.waitFor();
    expect(await warning.textContent()).toContain('no search-field selector');
  });

  it('explains a closed tab on hover while the first load has failed', async () => {
    await page.goto('/projects/create');
    await page.getByTestId('project-name').fill('Broken');
    await page.getByTestId('project-site-url').fill('shop.example');
    await page.getByTestId('project-feed-url-0').fill(`${feedBase.replace(/:\d+$/, ':1')}/feed.xml`);
    await page.getByTestId('project-create-submit').click();
    await page.getByTestId('onboarding-checklist').waitFor();
    const feedStep = page.getByTestId('onboarding-step-feed');
    await expect.poll(() => feedStep.getAttribute('data-state'), { timeout: 30_000 }).toBe('failed');
    // One message: the red alert and nothing saying the feed is still being loaded.
    expect(await page.getByTestId('feed-alert-failed').isVisible()).toBe(true);
    expect(await page.locator('body').textContent()).not.toContain('is loading');
    await page.getByTestId('project-tab-statistics-closed').hover();
    const tooltip = page.getByRole('tooltip');
    await tooltip.waitFor();
    expect(await tooltip.textContent()).toContain('The last load failed');
  });
});
