import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { launchBrowser } from './support/browser';
import { demoProjectId, type RunningProduct, startProduct } from './support/product';
import { signInAsDemo } from './support/sign-in';

// The demo owner in the console: the widget configuration validates per field before any PATCH, and
// the preview page renders the real widget in its sandboxed frame with the unsaved draft.
let product: RunningProduct;
let browser: Browser;
let page: Page;
let projectId = '';
const patches: string[] = [];

beforeAll(async () => {
  [product, browser] = await Promise.all([startProduct({ DEMO: '1' }), launchBrowser()]);
  projectId = await demoProjectId(product.base);
  const context = await browser.newContext({ viewport: { width: 1280, height: 900 }, locale: 'en-US', baseURL: product.base });
  page = await context.newPage();
  page.on('request', (request) => {
    if (request.method() === 'PATCH') patches.push(request.url());
  });
  await signInAsDemo(page);
});

afterAll(async () => {
  await browser?.close();
  await product?.stop();
});

describe('the demo owner on the widget configuration', () => {
  it('settings validation errors appear per field', async () => {
    await page.goto(`/project/${projectId}/settings/configuration`);
    await page.getByTestId('settings-save').waitFor();

    // Yandex Metrika in manual mode without a counter number.
    await page.getByTestId('metrika-mode').getByText('Manual', { exact: true }).click();
    const counter = page.getByTestId('metrika-counter');
    await counter.waitFor();
    await counter.fill('');

    // An A/B test whose shares do not add up to 100.
    const ab = page.getByTestId('ab-enabled');
    if (!(await ab.isChecked())) await page.locator('label', { has: ab }).first().click();
    await expect(ab.isChecked()).resolves.toBe(true);
    await page.getByTestId('ab-share-a').fill('30');
    await expect.poll(() => page.getByTestId('ab-share-b').inputValue()).toBe('70%');
    await page.getByTestId('ab-share-b').fill('50');

    await page.getByTestId('settings-save').click();
    const counterError = page.getByText('Enter the Yandex Metrika counter number', { exact: true });
    const sharesError = page.getByText('The shares of A and B must add up to 100%', { exact: true });
    await counterError.waitFor();
    await sharesError.waitFor();
    await expect(counter.getAttribute('aria-invalid')).resolves.toBe('true');
    await expect(page.getByTestId('ab-share-b').getAttribute('aria-invalid')).resolves.toBe('true');
    // Each message belongs to its own field, and the fields that are right are not marked.
    await expect(counter.getAttribute('aria-describedby')).resolves.toBe(await counterError.getAttribute('id'));
    await expect(page.getByTestId('ab-share-b').getAttribute('aria-describedby')).resolves.toBe(await sharesError.getAttribute('id'));
    await expect(page.getByTestId('ab-share-a').getAttribute('aria-invalid')).resolves.not.toBe('true');
    expect(patches).toEqual([]);

    // A valid counter clears its error without touching the other one.
    await counter.fill('12345678');
    await page.getByTestId('settings-save').click();
    await sharesError.waitFor();
    await expect(counterError.count()).resolves.toBe(0);
    expect(patches).toEqual([]);

    // Leave no draft behind for the preview test.
    await page.getByTestId('settings-discard').click();
    await counter.waitFor({ state: 'detached' });
    await expect(page.evaluate((id) => sessionStorage.getItem(`vitrina_widget_draft_${id}`), projectId)).resolves.toBeNull();
  });

  it('the preview reflects an unsaved colour change', async () => {
    const colour = '#ff0055';
    await page.goto(`/project/${projectId}/settings/configuration`);
    const input = page.getByTestId('color-primary');
    await input.waitFor();
    expect((await input.inputValue()).toLowerCase()).not.toBe(colour);
    await input.fill(colour);
    await input.press('Tab');
    await page.getByTestId('settings-unsaved').waitFor();
    await expect(input.inputValue()).resolves.toBe(colour);

    await page.goto(`/project/${projectId}/preview?kind=v3`);
    await page.getByTestId('preview-unsaved').waitFor();
    await page.locator('[data-testid=preview-frame][data-kind=v3]').waitFor();
    const frame = page.frameLocator('[data-testid=preview-frame]');
    const host = frame.locator('#vitrina-preview-search');
    await host.waitFor();
    // init.js loads asynchronously; click until the widget answers with its modal.
    const popup = frame.locator('.l-ss-c-search-popup');
    await expect
      .poll(
        async () => {
          if (!(await popup.count())) await host.click();
          return popup.count();
        },
        { timeout: 20_000 },
      )
      .toBeGreaterThan(0);
    const root = frame.locator('.l-ss-c-root', { has: popup });
    await expect(root.evaluate((el) => getComputedStyle(el).getPropertyValue('--l-ss-c-primary').trim())).resolves.toBe(colour);
    await expect(
      frame
        .locator('.l-ss-c-search-input')
        .first()
        .evaluate((el) => getComputedStyle(el).borderTopColor),
    ).resolves.toBe('rgb(255, 0, 85)');

    // Nothing was saved on the way.
    expect(patches).toEqual([]);
  });
});
