import type { Browser, BrowserContext, Cookie, Page, Response } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { launchBrowser } from './support/browser';
import { demoProjectId, loginDemoOwner, type RunningProduct, startProduct } from './support/product';
import { signInAsDemo } from './support/sign-in';

// A signed-in owner's console pages come from the server with their content (decision 0026): the
// page reads before its code has run, then the app takes it over without rendering it again.
// The browser runs in Tokyo's time zone and the server in the machine's: dates must still agree.
const ZONE = 'Asia/Tokyo';

let product: RunningProduct;
let browser: Browser;
let signedIn: BrowserContext;
let owner: Page;
let projectId = '';
const errors: string[] = [];

const isRendered = (response: Response | null) => response?.headers()['cache-control'] === 'private, no-store';

/**
 * Opens `path` until the server sends it rendered: a render past its deadline is served plain (the
 * first ones after start, while the renderer's code is cold, on a loaded machine).
 */
async function openRendered(page: Page, path: string): Promise<string> {
  for (let attempt = 0; attempt < 15; attempt += 1) {
    const response = await page.goto(path);
    if (isRendered(response)) return (await response?.text()) ?? '';
  }
  throw new Error(`${path} was never served rendered`);
}

/** Waits until the app has taken the rendered page over (the root is no longer inert). */
const takenOver = (page: Page) => page.waitForFunction(() => !document.getElementById('root')?.hasAttribute('inert'));

beforeAll(async () => {
  product = await startProduct({ DEMO: '1' });
  browser = await launchBrowser();
  projectId = await demoProjectId(product.base);
  signedIn = await browser.newContext({ baseURL: product.base, locale: 'en-US', timezoneId: ZONE });
  owner = await signedIn.newPage();
  owner.on('pageerror', (error) => errors.push(error.message));
  owner.on('console', (message) => {
    if (message.type() === 'error') errors.push(message.text());
  });
  await signInAsDemo(owner);
});

afterAll(async () => {
  await browser?.close();
  await product?.stop();
});

describe('console pages rendered on the server', () => {
  it('learn the browser’s time zone from the console, which tells it once idle', async () => {
    await expect
      .poll(async () => decodeURIComponent((await signedIn.cookies()).find((c) => c.name === 'vitrina_tz')?.value ?? ''), {
        timeout: 15_000,
      })
      .toBe(ZONE);
  });

  it('sends a project page with its content, and the app takes it over without a mismatch and works', async () => {
    errors.length = 0;
    const html = await openRendered(owner, `/project/${projectId}/statistics`);
    expect(html).toContain('<html lang="en" data-rendered');
    expect(html).toContain('data-testid="stats-summary"');
    expect(html).toContain('data-testid="project-title"');
    await takenOver(owner);
    await expect.poll(() => owner.getByTestId('stats-summary').isVisible()).toBe(true);
    // Working after the take-over: the project's tabs lead to the feed page.
    await owner.getByTestId('project-tab-feed').click();
    await owner.waitForURL(/\/feed$/);
    await expect.poll(() => owner.getByTestId('feed-sections').isVisible()).toBe(true);
    // React reports a text or attribute that differs from the server's as an error.
    expect(errors).toEqual([]);
  });

  it('shows the content without JavaScript, in the browser’s language and time zone', async () => {
    const cookies: Cookie[] = await signedIn.cookies();
    const plain = await browser.newContext({ baseURL: product.base, locale: 'en-US', timezoneId: ZONE, javaScriptEnabled: false });
    try {
      await plain.addCookies(cookies);
      const page = await plain.newPage();
      const html = await openRendered(page, '/projects');
      expect(html).toContain('Демо-магазин');
      // The list's load date as the console formats it, in Tokyo's time.
      const sources = (await (
        await fetch(`${product.base}/api/sources`, { headers: { authorization: `Bearer ${await loginDemoOwner(product.base)}` } })
      ).json()) as { data: { uuid: string; loadedAt?: number; lastLoadedAt?: number }[] };
      const loaded = sources.data.find((s) => s.uuid === projectId);
      const at = loaded?.loadedAt ?? loaded?.lastLoadedAt;
      if (at) expect(html).toContain(new Date(at).toLocaleString('en', { dateStyle: 'medium', timeStyle: 'short', timeZone: ZONE }));
      expect(await page.locator('#root').getAttribute('inert')).toBe('');
    } finally {
      await plain.close();
    }
  });

  it('keeps what an owner typed as text: a project name cannot end the page state or run', async () => {
    const token = await loginDemoOwner(product.base);
    const hostile = '</script><script>window.__pwned = 1</script><!--';
    await fetch(`${product.base}/api/sources`, {
      method: 'POST',
      headers: { authorization: `Bearer ${token}`, 'content-type': 'application/json' },
      body: JSON.stringify({
        siteUrl: 'shop.example',
        feedUrls: ['https://shop.example/feed.xml'],
        feedFormat: 'YML',
        content: { name: hostile },
      }),
    });
    errors.length = 0;
    const html = await openRendered(owner, '/projects');
    expect(html).not.toContain('<script>window.__pwned');
    await takenOver(owner);
    await expect.poll(() => owner.getByText(hostile).first().isVisible()).toBe(true);
    expect(await owner.evaluate(() => (window as { __pwned?: number }).__pwned)).toBeUndefined();
    expect(errors).toEqual([]);
  });

  it('sends the profile rendered; its phone field names the countries in the browser’s words once taken over', async () => {
    errors.length = 0;
    const html = await openRendered(owner, '/profile');
    expect(html).toContain('data-testid="profile-phone"');
    await takenOver(owner);
    // Rendered with the library's English names on both sides, then Chromium's own.
    await expect
      .poll(() => owner.locator('select option[value=HK]').textContent())
      .toBe(await owner.evaluate(() => new Intl.DisplayNames(['en'], { type: 'region', fallback: 'none' }).of('HK')));
    await owner.getByTestId('profile-phone').fill('9161234567');
    expect(await owner.getByTestId('profile-phone').inputValue()).toBe('916 123-45-67');
    expect(errors).toEqual([]);
  });

  it('keeps the onboarding list hidden on this device out of the server’s page too', async () => {
    const html = await openRendered(owner, `/project/${projectId}/feed`);
    expect(html).toContain('data-testid="onboarding-checklist"');
    await takenOver(owner);
    await owner.getByTestId('onboarding-hide').click();
    await owner.getByTestId('onboarding-checklist').waitFor({ state: 'detached' });
    errors.length = 0;
    const again = await openRendered(owner, `/project/${projectId}/feed`);
    expect(again).toContain('data-testid="feed-sections"');
    expect(again).not.toContain('data-testid="onboarding-checklist"');
    await takenOver(owner);
    await owner.getByTestId('feed-sections').waitFor();
    expect(await owner.getByTestId('onboarding-checklist').count()).toBe(0);
    expect(errors).toEqual([]);
    await signedIn.clearCookies({ name: 'vitrina_onboarding_hidden' });
  });

  it('renders the saved widget settings; the take-over brings back this tab’s unsaved draft', async () => {
    const colour = '#ff0055';
    await openRendered(owner, `/project/${projectId}/settings/configuration`);
    await takenOver(owner);
    const input = owner.getByTestId('color-primary');
    await input.fill(colour);
    await input.press('Tab');
    await owner.getByTestId('settings-unsaved').waitFor();
    errors.length = 0;
    const html = await openRendered(owner, `/project/${projectId}/settings/configuration`);
    expect(html).not.toContain(colour);
    await takenOver(owner);
    await expect.poll(() => input.inputValue()).toBe(colour);
    await owner.getByTestId('settings-unsaved').waitFor();
    expect(errors).toEqual([]);
    await owner.getByTestId('settings-discard').click();
    await expect.poll(() => owner.evaluate((id) => sessionStorage.getItem(`vitrina_widget_draft_${id}`), projectId)).toBeNull();
  });

  it('sends sign-up rendered to a guest in their language, taken over without a mismatch', async () => {
    const context = await browser.newContext({ baseURL: product.base, locale: 'tr-TR' });
    try {
      const page = await context.newPage();
      const guestErrors: string[] = [];
      page.on('pageerror', (error) => guestErrors.push(error.message));
      page.on('console', (message) => {
        if (message.type() === 'error') guestErrors.push(message.text());
      });
      const html = await openRendered(page, '/signup');
      expect(html).toContain('<html lang="tr" data-rendered');
      expect(html).toContain('data-testid="signup-phone"');
      await takenOver(page);
      await page.getByTestId('signup-phone').fill('9161234567');
      expect(await page.getByTestId('signup-phone').inputValue()).toBe('916 123-45-67');
      await expect.poll(() => page.locator('select option[value=DE]').textContent()).toBe('Almanya');
      expect(guestErrors).toEqual([]);
      // The next guest of the language gets the same page, rendered once.
      const again = await fetch(`${product.base}/signup`, { headers: { 'accept-language': 'tr-TR' } });
      expect(again.headers.get('cache-control')).toBe('private, no-store');
      expect(await again.text()).toContain('data-testid="signup-phone"');
    } finally {
      await context.close();
    }
  });

  it('sends sign-in rendered to a guest; the email last used on the browser comes in with the take-over', async () => {
    const context = await browser.newContext({ baseURL: product.base, locale: 'es-ES' });
    try {
      await context.addInitScript(() => localStorage.setItem('vitrina_last_email', 'ana@tienda.example'));
      const page = await context.newPage();
      const guestErrors: string[] = [];
      page.on('console', (message) => {
        if (message.type() === 'error') guestErrors.push(message.text());
      });
      const html = await openRendered(page, '/signin');
      expect(html).toContain('<html lang="es" data-rendered');
      expect(html).not.toContain('ana@tienda.example');
      await takenOver(page);
      await expect.poll(() => page.getByTestId('signin-email').inputValue()).toBe('ana@tienda.example');
      expect(guestErrors).toEqual([]);
    } finally {
      await context.close();
    }
  });

  it('sends sign-up plain to a signed-in visitor, whom the app sends on to the console', async () => {
    const response = await owner.goto('/signup');
    expect(response?.headers()['cache-control']).toBe('no-cache');
    await owner.waitForURL((url) => url.pathname !== '/signup');
  });

  it('sends the plain page to a visitor without a session', async () => {
    const context = await browser.newContext({ baseURL: product.base });
    try {
      await context.addCookies([{ name: 'vitrina_tz', value: ZONE, url: product.base }]);
      const response = await (await context.newPage()).goto(`/project/${projectId}/feed`);
      expect(response?.headers()['cache-control']).toBe('no-cache');
      expect(await response?.text()).toContain('<div id="root"></div>');
    } finally {
      await context.close();
    }
  });
});
