import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { launchBrowser } from './support/browser';
import { demoProjectId, type RunningProduct, startProduct } from './support/product';
import { signInAsDemo } from './support/sign-in';

// The owner checks a tracker setup on the tracker page while events arrive from the shop; an
// administrator reaches the service administration from the header (ADMIN_EMAIL of `npm start`).
const ADMIN = { email: 'root@vitrina.local', password: 'root-secret-1' };

let product: RunningProduct;
let browser: Browser;
let owner: Page;
let projectId = '';

/** What a shop page's tracker sends: JSON as text/plain (no CORS preflight) to the search side, from the shop's origin. */
async function sendFromShop(events: object[]) {
  const answer = await fetch(`${product.search}/api/${projectId}/events`, {
    method: 'POST',
    headers: { 'content-type': 'text/plain', origin: 'https://demo.vitrina.local' },
    body: JSON.stringify({ events }),
  });
  expect(answer.status).toBe(202);
}

const row = (visitor: string) => owner.getByTestId('tracker-log-row').filter({ hasText: visitor });

beforeAll(async () => {
  [product, browser] = await Promise.all([
    startProduct({ DEMO: '1', ADMIN_EMAIL: ADMIN.email, ADMIN_PASSWORD: ADMIN.password }),
    launchBrowser(),
  ]);
  projectId = await demoProjectId(product.base);
  const context = await browser.newContext({ viewport: { width: 1280, height: 900 }, locale: 'en-US', baseURL: product.base });
  owner = await context.newPage();
  await signInAsDemo(owner);
});

afterAll(async () => {
  await browser?.close();
  await product?.stop();
});

describe('the live tracker log', () => {
  it('shows an event the shop just sent, and the next one on top without a reload', async () => {
    await owner.goto(`/project/${projectId}/tracker`);
    await owner.getByTestId('tracker-live-log').waitFor();
    await owner.getByText('Example: to count add-to-cart clicks').waitFor();

    const visitor = `e2e-visitor-${Date.now()}`;
    await sendFromShop([
      { type: 'cart', userId: visitor, offerId: '1995', price: 1500, quantity: 2, url: 'https://demo.vitrina.local/p/1995' },
    ]);
    await row(visitor).waitFor({ timeout: 20_000 });
    const cells = await row(visitor).getByRole('cell').allTextContents();
    expect(cells.slice(1)).toEqual(['Add to cart', '1995', '—', '1,500 × 2', visitor, 'https://demo.vitrina.local/p/1995']);

    await sendFromShop([{ type: 'custom', name: 'e2e-banner', userId: `${visitor}-2`, query: 'чайник' }]);
    await row(`${visitor}-2`).waitFor({ timeout: 20_000 });
    const first = owner.getByTestId('tracker-log-row').first();
    expect(await first.textContent()).toContain('Custom event: e2e-banner');
    expect(await first.textContent()).toContain('чайник');
  });
});

describe('the service administration in the header', () => {
  it('is not offered to a shop owner, whose calls to it are refused', async () => {
    await owner.getByTestId('user-menu').click();
    await owner.getByTestId('profile-tab').waitFor();
    expect(await owner.getByTestId('menu-administrator').count()).toBe(0);
    await owner.keyboard.press('Escape');
    // From the console page itself, so the session cookie goes with it as with any console call.
    const refused = await owner.evaluate(async () => {
      const answer = await fetch('/api/administrator/projects', { headers: { 'accept-language': 'en' } });
      return { status: answer.status, message: ((await answer.json()) as { message: string }).message };
    });
    expect(refused.status).toBe(403);
    expect(refused.message).toBe('No permission for "administrator" project "*"!');
  });

  it("takes an administrator from the header's user menu to the administration", async () => {
    const context = await browser.newContext({ viewport: { width: 1280, height: 900 }, locale: 'en-US', baseURL: product.base });
    const admin = await context.newPage();
    await admin.goto('/signin');
    await admin.getByTestId('signin-email').fill(ADMIN.email);
    await admin.getByTestId('signin-password').fill(ADMIN.password);
    await admin.getByTestId('signin-submit').click();
    await admin.waitForURL(/\/projects$/);
    await admin.getByTestId('user-menu').click();
    await admin.getByRole('menuitem', { name: 'Service administration' }).click();
    await admin.waitForURL(/\/administrator$/);
    await admin.getByTestId('service-page').waitFor();
    await context.close();
  });
});
