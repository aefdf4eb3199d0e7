import fs from 'node:fs';
import path from 'node:path';
import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { launchBrowser } from './support/browser';
import { demoProjectId, type RunningProduct, startProduct } from './support/product';
import { signInAsDemo } from './support/sign-in';

// The demo owner turns the creative booster on, uploads the sample banner template, previews it on an Acer
// offer, limits it to Acer, runs the generation and sees the gallery fill with one creative per Acer offer.
// CREATIVE_SCREENSHOTS=dir keeps screenshots of the editor and the gallery.
const ROOT = path.resolve(import.meta.dirname, '..');
const TEMPLATE = path.join(ROOT, 'apps/server/src/modules/creative-booster/render/fixtures/banner.svg');
const SCREENS = process.env.CREATIVE_SCREENSHOTS;
const VENDOR = 'Acer';

let product: RunningProduct;
let browser: Browser;
let page: Page;
let projectId = '';

async function shot(name: string) {
  if (SCREENS) await page.screenshot({ path: path.join(SCREENS, `${name}.png`), fullPage: true });
}

/** How many offers of the demo catalog (samples/demo-feed.xml) the vendor limit matches. */
function vendorOffers(): number {
  const feed = fs.readFileSync(path.join(ROOT, 'samples/demo-feed.xml'), 'utf8');
  return feed.split(`<vendor>${VENDOR}</vendor>`).length - 1;
}

beforeAll(async () => {
  [product, browser] = await Promise.all([startProduct({ DEMO: '1' }), launchBrowser()]);
  projectId = await demoProjectId(product.base);
  const context = await browser.newContext({ viewport: { width: 1400, height: 1000 }, locale: 'en-US', baseURL: product.base });
  page = await context.newPage();
  await signInAsDemo(page);
});

afterAll(async () => {
  await browser?.close();
  await product?.stop();
});

/** Waits until an <img> has really decoded a picture (a broken image has no natural width). */
async function imageLoaded(selector: string) {
  await expect
    .poll(
      () =>
        page
          .locator(selector)
          .first()
          .evaluate((img: HTMLImageElement) => img.complete && img.naturalWidth > 0),
      { timeout: 30_000 },
    )
    .toBe(true);
}

describe('creative booster banners', () => {
  it('turns the booster on and takes the SVG template', async () => {
    await page.goto(`/project/${projectId}/creativebooster`);
    // A cold lazy chunk on a machine shared with other builds can take a while.
    await page.getByTestId('creative-enable').waitFor({ timeout: 60_000 });
    await page.getByRole('switch').click();
    await page.getByText('The creative booster is on').waitFor();
    await page.locator('input[type=file]').setInputFiles(TEMPLATE);
    await page.getByText('The template “banner” is uploaded').waitFor();
    await expect(page.getByTestId('creative-template-row').count()).resolves.toBe(1);
  });

  it('previews the template on an offer found in the catalog, rendered by the server', async () => {
    await page.getByTestId('creative-template-edit').click();
    await page.getByTestId('creative-editor').waitFor();
    await page.getByTestId('creative-offer-search').fill(VENDOR);
    await page.getByTestId('creative-offer-pick').first().click();
    await expect(page.getByTestId('creative-preview-offer').count()).resolves.toBe(1);
    await imageLoaded('[data-testid=creative-preview-image]');
    const size = await page
      .getByTestId('creative-preview-image')
      .evaluate((img: HTMLImageElement) => [img.naturalWidth, img.naturalHeight]);
    // The sample banner is 1200 × 628.
    expect(size).toEqual([1200, 628]);
    await shot('creative-editor');
  });

  it('refuses to save the rule without limits, then saves it limited to one vendor', async () => {
    await page.getByTestId('creative-save').click();
    await page.getByTestId('creative-limits-error').waitFor();
    await page.getByTestId('creative-vendors').fill(VENDOR);
    await page.getByTestId('creative-vendors').press('Enter');
    await page.getByTestId('creative-save').click();
    await page.getByText("The template's rule is saved").waitFor();
    await page.getByTestId('creative-back').click();
    await expect(page.getByTestId('creative-template-row').textContent()).resolves.toContain('Generating');
  });

  it('runs the generation to the end and fills the gallery with a creative per matching offer', async () => {
    const expected = vendorOffers();
    expect(expected).toBeGreaterThan(0);
    await page.getByTestId('creative-tab-updates').click();
    await page.getByTestId('creative-run').click();
    await expect
      .poll(() => page.getByTestId('creative-run-state').getAttribute('data-state'), { timeout: 180_000, interval: 1000 })
      .toBe('success');
    await page.getByTestId('creative-log-row').first().waitFor({ timeout: 30_000 });
    const log = page.getByTestId('creative-log-row').first();
    await expect(log.getByTestId('creative-log-status').getAttribute('data-state')).resolves.toBe('success');
    // The processed offers column counts every offer the vendor limit matched.
    await expect(log.locator('td').nth(2).textContent()).resolves.toBe(String(expected));
    await shot('creative-updates');

    await page.getByTestId('creative-tab-previews').click();
    await page.getByTestId('creative-gallery-item').first().waitFor({ timeout: 30_000 });
    await expect(page.getByTestId('creative-gallery-total').innerText()).resolves.toBe(`Creatives: ${expected}`);
    await imageLoaded('[data-testid=creative-gallery-item] img');
    await shot('creative-gallery');
  });
});
