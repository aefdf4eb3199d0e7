import type { Locator, Page } from 'playwright-core';
import { expect } from 'vitest';

/**
 * init.js loads asynchronously: clicks the shop's search field (`field`) until the widget's own field
 * is there, and returns that field.
 */
export async function openWidget(page: Page, field = '#shop-search'): Promise<Locator> {
  const input = page.locator('input.l-ss-c-input');
  await expect
    .poll(
      async () => {
        if (!(await input.count())) await page.locator(field).click();
        return input.count();
      },
      { timeout: 20_000 },
    )
    .toBeGreaterThan(0);
  return input;
}
