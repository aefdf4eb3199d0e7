import type { Browser, BrowserContext, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { launchBrowser } from './support/browser';
import { type RunningProduct, startProduct } from './support/product';
import { startSmtpSink } from './support/smtp-sink';

let sink: Awaited<ReturnType<typeof startSmtpSink>>;
let product: RunningProduct;
let browser: Browser;
let context: BrowserContext;
let page: Page;

beforeAll(async () => {
  sink = await startSmtpSink();
  product = await startProduct({ SMTP_URL: sink.url });
  browser = await launchBrowser();
  // A Russian browser: the console starts in Russian, so switching to English is visible.
  context = await browser.newContext({ locale: 'ru-RU', baseURL: product.base });
  page = await context.newPage();
});

afterAll(async () => {
  await browser?.close();
  await product?.stop();
  await sink?.close();
});

async function mailedCode(email: string): Promise<string> {
  const deadline = Date.now() + 20_000;
  while (Date.now() < deadline) {
    const mail = sink.messages.find((m) => m.includes(email) || m.includes(encodeURIComponent(email)));
    const code = mail?.match(/step=confirm[^\s"<>]*token=(\d{6})/)?.[1];
    if (code) return code;
    await new Promise((resolve) => setTimeout(resolve, 200));
  }
  throw new Error(`no confirmation mail for ${email}`);
}

describe('a guest', () => {
  it('is sent to sign-in from a page that needs login', async () => {
    await page.goto('/projects');
    await page.waitForURL(/\/signin$/);
    await page.getByTestId('signin-email').waitFor({ state: 'visible' });
  });

  it('sees the not-found page with a link home for an unknown route', async () => {
    await page.goto('/no/such/page');
    await page.getByText('Страница не найдена').first().waitFor();
    await expect(page.getByRole('link').count()).resolves.toBeGreaterThan(0);
  });
});

describe('a shop owner', () => {
  const email = `owner${Date.now()}@example.com`;
  const password = 'secret123';
  let projectId = '';

  it('signs up, confirms with the mailed code and lands on the projects page', async () => {
    await page.goto('/signup');
    await page.getByTestId('signup-name').fill('Olga Owner');
    await page.getByTestId('signup-email').fill(email);
    await page.getByTestId('signup-phone').fill('+79161234567');
    await page.getByTestId('signup-password').fill(password);
    await page.getByTestId('signup-password-repeat').fill(password);
    await page.getByTestId('signup-terms').check();
    await page.getByTestId('signup-submit').click();
    await page.waitForURL(/step=confirm/);
    await page.getByTestId('confirm-code').fill(await mailedCode(email));
    await page.getByTestId('confirm-submit').click();
    await page.waitForURL(/\/projects$/);
  });

  it('creates a project and sees it listed', async () => {
    await page.goto('/projects/create');
    await page.getByTestId('project-name').fill('Boots Shop');
    await page.getByTestId('project-site-url').fill('boots.example');
    await page.getByTestId('project-feed-url-0').fill('nope');
    await page.getByTestId('project-create-submit').click();
    await page.getByText('Некорректная ссылка на фид', { exact: false }).first().waitFor();
    await page.getByTestId('project-feed-url-0').fill('https://boots.example/feed.xml');
    await page.getByTestId('project-create-submit').click();
    await page.waitForURL(/\/project\/[0-9a-f-]{36}\//);
    projectId = page.url().match(/\/project\/([0-9a-f-]{36})/)?.[1] ?? '';
    await page.goto('/projects');
    await page.getByTestId(`project-row-${projectId}`).waitFor();
    await expect(page.getByTestId(`project-row-${projectId}`).textContent()).resolves.toContain('Boots Shop');
  });

  it('switches the interface to English', async () => {
    await page.getByTestId('logout-button').click();
    await page.waitForURL(/\/signin$/);
    await page.getByTestId('language-select').click();
    await page.getByRole('option', { name: /English/ }).click();
    await page.waitForLoadState('load');
    await page.getByText('Sign in', { exact: false }).first().waitFor();
    await page.getByTestId('signin-email').fill(email);
    await page.getByTestId('signin-password').fill(password);
    await page.getByTestId('signin-submit').click();
    await page.waitForURL(/\/projects$/);
    await page.getByText('Projects').first().waitFor();
  });

  it('deletes the project only after typing DELETE', async () => {
    await page.goto(`/project/${projectId}/settings`);
    await page.getByTestId('delete-project-button').click();
    const submit = page.getByTestId('delete-confirm-submit');
    await submit.waitFor({ state: 'visible' });
    await expect(submit.isDisabled()).resolves.toBe(true);
    await page.getByTestId('delete-confirm-input').fill('DELETE');
    await submit.click();
    await page.waitForURL(/\/projects$/);
    await expect(page.getByTestId(`project-row-${projectId}`).count()).resolves.toBe(0);
    const api = await fetch(`${product.base}/api/sources/${projectId}`, { headers: { authorization: 'Bearer x' } });
    expect(api.status).toBe(401);
  });
});
