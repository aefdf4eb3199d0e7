import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { launchBrowser } from './support/browser';
import { demoProjectId, type RunningProduct, startProduct } from './support/product';
import { signInAsDemo } from './support/sign-in';

// The demo owner changes the widget's language and colour: the header says what is not on the site
// yet, the shop's loader keeps the published settings until the owner publishes, and the preview
// runs exactly the settings the loader hands the shop's widget.
let product: RunningProduct;
let browser: Browser;
let page: Page;
let projectId = '';

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

/** The settings the shop's loader hands the widget right now. */
async function loaderSettings(): Promise<Record<string, unknown>> {
  const body = await (await fetch(`${product.search}/scripts/widget/${projectId}/main.js`)).text();
  const config = JSON.parse(body.match(/var c = (.*);\n/)?.[1] ?? '{}') as { settings: Record<string, unknown> };
  return config.settings;
}

/** The settings the preview frame pushes to the widget, without what the preview sets itself (its kind and host element). */
async function previewSettings(): Promise<Record<string, unknown>> {
  const html = (await page.getByTestId('preview-frame').getAttribute('srcdoc')) ?? '';
  const config = JSON.parse(html.match(/\.push\((\{.*\})\);\n/)?.[1] ?? '{}') as { settings: Record<string, unknown> };
  const { kind: _kind, selector: _selector, ...rest } = config.settings;
  return rest;
}

const withoutHost = ({ kind: _kind, selector: _selector, ...rest }: Record<string, unknown>) => rest;

async function widgetPlaceholder(): Promise<string | null> {
  const frame = page.frameLocator('[data-testid=preview-frame]');
  const host = frame.locator('#vitrina-preview-search');
  await host.waitFor();
  const input = frame.locator('input.l-ss-c-input').first();
  await expect
    .poll(
      async () => {
        if (!(await input.count())) await host.click();
        return input.count();
      },
      { timeout: 20_000 },
    )
    .toBeGreaterThan(0);
  return input.getAttribute('placeholder');
}

describe('what is live, and a preview that is the production widget', () => {
  it('shows unpublished changes in the header, keeps them off the site until published, and previews what the site runs', async () => {
    await page.goto(`/project/${projectId}/settings/configuration`);
    const state = page.getByTestId('publish-state');
    await expect.poll(() => state.getAttribute('data-state'), { timeout: 15_000 }).toBe('live');
    await expect(page.getByTestId('settings-save').isDisabled()).resolves.toBe(true);

    // Two widget changes: the language and the primary colour.
    await page.getByRole('combobox', { name: 'Widget language' }).click();
    await page.getByRole('option', { name: 'English' }).click();
    await page.getByTestId('color-primary').fill('#ff0055');
    await page.getByTestId('color-primary').press('Tab');
    await page.getByTestId('settings-save').click();

    // One message for one Save, below the header, and the header's state.
    const toast = page.locator('.mantine-Notification-root');
    await toast.first().waitFor();
    await expect(toast.first().textContent()).resolves.toContain(
      'Saved. Not on your site yet: publish from the project header (2 unpublished)',
    );
    await page.waitForTimeout(500);
    await expect(toast.count()).resolves.toBe(1);
    const toastTop = (await toast.first().boundingBox())?.y ?? 0;
    const headerBottom = await page
      .locator('header')
      .first()
      .evaluate((el) => el.getBoundingClientRect().bottom);
    expect(toastTop).toBeGreaterThanOrEqual(headerBottom);
    await expect.poll(() => state.getAttribute('data-state')).toBe('unpublished');
    await expect(state.textContent()).resolves.toBe('Changes not published yet (2)');
    await state.click();
    // The list shows as the popover opens (a transition): read it once it is there.
    await page.getByTestId('publish-change').first().waitFor();
    const changes = await page.getByTestId('publish-change').allTextContents();
    expect(changes).toContain('Widget language: Russian → English');
    expect(changes.some((text) => text.startsWith('Primary colour:') && text.endsWith('→ #ff0055'))).toBe(true);

    // The shop still runs the published settings: Russian, the old colour.
    const before = await loaderSettings();
    expect(before.locale).toBe('ru');
    expect((before.colors as Record<string, string> | undefined)?.primary).not.toBe('#ff0055');

    // The preview starts with what the shop runs, document for document, and speaks its language.
    await page.keyboard.press('Escape');
    await page.goto(`/project/${projectId}/preview?kind=v3`);
    await page.locator('[data-testid=preview-frame][data-version=live]').waitFor();
    expect(await previewSettings()).toEqual(withoutHost(before));
    await expect(widgetPlaceholder()).resolves.toBe('Поиск по каталогу');
    // And shows the changes on request, before they are published.
    await page.getByTestId('preview-version').getByText('With unpublished changes').click();
    await page.locator('[data-testid=preview-frame][data-version=saved]').waitFor();
    await expect(widgetPlaceholder()).resolves.toBe('Search the catalog');

    // Publish from the header, on the preview page as on any other.
    await page.getByTestId('publish-state').click();
    await page.getByTestId('publish-button').click();
    await page.getByText('Published: your site shows the changes within a minute').waitFor();
    await expect.poll(() => page.getByTestId('publish-state').getAttribute('data-state')).toBe('live');
    await expect(page.locator('.mantine-Notification-root').count()).resolves.toBe(1);

    const after = await loaderSettings();
    expect(after.locale).toBe('en');
    expect((after.colors as Record<string, string>).primary).toBe('#ff0055');
    await page.reload();
    await page.locator('[data-testid=preview-frame][data-version=live]').waitFor();
    expect(await previewSettings()).toEqual(withoutHost(after));
    await expect(widgetPlaceholder()).resolves.toBe('Search the catalog');
  });
});
