import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { launchBrowser } from './support/browser';
import { loginDemoOwner, type RunningProduct, startProduct } from './support/product';
import { signInAsDemo } from './support/sign-in';

// The demo owner fills in the finance details of the demo project and invites a colleague.
let product: RunningProduct;
let browser: Browser;
let page: Page;
let projectId = '';

async function api<T>(path: string, init: RequestInit & { token?: string } = {}): Promise<T> {
  const headers: Record<string, string> = { 'content-type': 'application/json', 'accept-language': 'en' };
  if (init.token) headers.authorization = `Bearer ${init.token}`;
  const response = await fetch(`${product.base}/api${path}`, { ...init, headers });
  return (await response.json()) as T;
}

async function demoProject(): Promise<string> {
  const token = await loginDemoOwner(product.base);
  const deadline = Date.now() + 90_000;
  for (;;) {
    const list = (await api<{ data: Array<{ uuid: string; loadedAt: number | null }> }>('/sources', { token })).data;
    const ready = list.find((s) => s.loadedAt !== null);
    if (ready) return ready.uuid;
    if (Date.now() > deadline) throw new Error('the demo project is not loaded');
    await new Promise((resolve) => setTimeout(resolve, 300));
  }
}

beforeAll(async () => {
  [product, browser] = await Promise.all([
    startProduct({ DEMO: '1', ADMIN_EMAIL: 'chief@example.com', ADMIN_PASSWORD: 'chief12345' }),
    launchBrowser(),
  ]);
  projectId = await demoProject();
  const context = await browser.newContext({ viewport: { width: 1280, height: 900 }, locale: 'en-US', baseURL: product.base });
  page = await context.newPage();
  await signInAsDemo(page);
});

afterAll(async () => {
  await browser?.close();
  await product?.stop();
});

describe('the demo owner runs the business side of the project', () => {
  it('is told a wrong INN, then saves real bank details that stay after a reload', async () => {
    await page.goto(`/project/${projectId}/finance`);
    const fill = async (field: string, value: string) => page.getByTestId(`finance-${field}`).fill(value);
    await fill('inn', '7707083894');
    await fill('kpp', '773601001');
    await fill('bic', '044525225');
    await fill('bankName', 'Sberbank');
    await fill('accountingNumber', '40702810938000012345');
    await fill('corracc', '30101810400000000225');
    await fill('ceoName', 'Ivan Ivanov');
    await fill('address', 'Moscow, Vavilova 19');
    await page.getByTestId('finance-save').click();
    await page.getByText('valid check digits').first().waitFor();
    await fill('inn', '7707083893');
    await page.getByTestId('finance-save').click();
    await page.getByText('The finance details are saved').waitFor();
    await page.reload();
    await expect.poll(() => page.getByTestId('finance-inn').inputValue()).toBe('7707083893');
  });

  it('adds a registered colleague as a viewer and is told when an email is not registered', async () => {
    await page.goto(`/project/${projectId}/permission`);
    await page.getByTestId('participant-email').fill('nobody@example.com');
    await page.getByTestId('participant-add').click();
    await page.getByText('User is not found. User must be registered at').waitFor();
    await page.getByTestId('participant-email').fill('chief@example.com');
    await page.getByTestId('participant-add-form').getByText('Viewer', { exact: true }).click();
    await page.getByTestId('participant-add').click();
    await page.getByTestId('participant-chief@example.com').waitFor();
    await expect.poll(() => page.getByTestId('participant-access-chief@example.com').inputValue()).toBe('Viewer');
  });
});
