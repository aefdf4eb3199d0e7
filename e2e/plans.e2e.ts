import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { launchBrowser } from './support/browser';
import { loginDemoOwner, type RunningProduct, startProduct } from './support/product';
import { signInAsDemo } from './support/sign-in';

// The demo project's trial runs out: the owner is warned, search stops, and a paid plan restores it.
const ADMIN = { email: 'admin@vitrina.local', password: 'admin-secret-1' };
const DAY = 86_400_000;

let product: RunningProduct;
let browser: Browser;
let page: Page;
let projectId = '';
let adminToken = '';

async function api<T>(path: string, init: RequestInit & { token?: string } = {}): Promise<T> {
  const headers: Record<string, string> = { 'content-type': 'application/json', 'accept-language': 'en' };
  if (init.token) headers.authorization = `Bearer ${init.token}`;
  const response = await fetch(`${product.base}/api${path}`, { ...init, headers });
  return (await response.json()) as T;
}

async function login(account: { email: string; password: string }): Promise<string> {
  const answer = await api<{ data: { accessToken: string } }>('/login', { method: 'POST', body: JSON.stringify(account) });
  return answer.data.accessToken;
}

/** The demo project once its first feed load succeeded (and so its trial started). */
async function loadedDemoProject(token: string): Promise<string> {
  const deadline = Date.now() + 90_000;
  for (;;) {
    const list = (await api<{ data: Array<{ uuid: string; planSubscription: unknown }> }>('/sources', { token })).data;
    const ready = list.find((s) => s.planSubscription !== null);
    if (ready) return ready.uuid;
    if (Date.now() > deadline) throw new Error('the demo project did not load');
    await new Promise((resolve) => setTimeout(resolve, 300));
  }
}

const setEndsAt = (endsAt: number) =>
  api('/plan/subscription', { method: 'PATCH', token: adminToken, body: JSON.stringify({ sourceId: projectId, endsAt }) });

/** The search API's answer, waited for until `check` holds (search nodes re-read a plan within seconds). */
async function searchUntil(check: (answer: { hits: number; reason?: string }) => boolean) {
  const deadline = Date.now() + 15_000;
  for (;;) {
    const answer = (await (await fetch(`${product.search}/api/${projectId}/search?query=${encodeURIComponent('смартфон')}`)).json()) as {
      hits: number;
      reason?: string;
    };
    if (check(answer)) return answer;
    if (Date.now() > deadline) throw new Error(`search answered ${JSON.stringify(answer)}`);
    await new Promise((resolve) => setTimeout(resolve, 300));
  }
}

beforeAll(async () => {
  [product, browser] = await Promise.all([
    startProduct({ DEMO: '1', ADMIN_EMAIL: ADMIN.email, ADMIN_PASSWORD: ADMIN.password }),
    launchBrowser(),
  ]);
  projectId = await loadedDemoProject(await loginDemoOwner(product.base));
  adminToken = await login(ADMIN);
  const context = await browser.newContext({ viewport: { width: 1280, height: 900 }, locale: 'en-US', baseURL: product.base });
  page = await context.newPage();
  await signInAsDemo(page);
});

afterAll(async () => {
  await browser?.close();
  await product?.stop();
});

describe('the end of a plan', () => {
  it('warns the owner with the end date two days before, and the warning can be hidden', async () => {
    const endsAt = Date.now() + 2 * DAY;
    await setEndsAt(endsAt);
    await page.goto(`/project/${projectId}/synonyms`);
    const warning = page.getByTestId('plan-expires-soon');
    await warning.waitFor();
    const date = new Intl.DateTimeFormat('en', { day: 'numeric', month: 'long', year: 'numeric' }).format(endsAt);
    expect(await warning.textContent()).toContain(`ends on ${date}`);
    await warning.getByRole('button', { name: 'Hide' }).click();
    await warning.waitFor({ state: 'detached' });
  });

  it('stops search once the plan expired and says so in the console', async () => {
    await setEndsAt(Date.now() - 1000);
    expect(await searchUntil((answer) => answer.reason === 'planExpired')).toMatchObject({ hits: 0 });
    await page.goto(`/project/${projectId}/plan`);
    await page.getByTestId('plan-expired').waitFor();
    expect(await page.getByTestId('plan-state').textContent()).toBe('Expired');
  });

  it('restores search when the owner chooses a paid plan', async () => {
    await page.getByTestId('choose-plan-business').click();
    await page.getByTestId('confirm-plan-change').click();
    await page.getByTestId('plan-expired').waitFor({ state: 'detached' });
    expect(await page.getByTestId('plan-state').textContent()).toBe('Active');
    const answer = await searchUntil((a) => a.reason === undefined);
    expect(answer.hits).toBeGreaterThan(0);
  });
});
