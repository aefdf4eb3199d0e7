import type { Browser, BrowserContext, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { launchBrowser } from './support/browser';
import { loginDemoOwner, type RunningProduct, startProduct } from './support/product';
import { signInAsDemo } from './support/sign-in';

// The interface language: Russian for a browser speaking none of the five, then switched in place
// from the header and the profile by a signed-in owner, kept on the device and in the profile.
const LOCALE_CHUNK = /\/assets\/(ru|en|tr|es|pt)-[\w-]+\.js$/;

let product: RunningProduct;
let browser: Browser;
let context: BrowserContext;
let page: Page;
/** The locales whose string files the page has downloaded, in order, since the last reset. */
let localeChunks: string[] = [];

const htmlLang = () => page.evaluate(() => document.documentElement.lang);
const navText = () => page.getByTestId('nav-projects').textContent();

/** Picks a language in a language dropdown (its look-alike stand-in loads the real one when pressed). */
async function chooseLanguage(scope: ReturnType<Page['locator']>, name: string) {
  await scope.getByTestId('language-select').click();
  await page.getByRole('option', { name }).click();
}

beforeAll(async () => {
  [product, browser] = await Promise.all([startProduct({ DEMO: '1' }), launchBrowser()]);
  // German is not one of the five: the first visit is in Russian.
  context = await browser.newContext({ viewport: { width: 1280, height: 900 }, locale: 'de-DE', baseURL: product.base });
  page = await context.newPage();
  page.on('request', (request) => {
    const match = LOCALE_CHUNK.exec(new URL(request.url()).pathname);
    if (match?.[1]) localeChunks.push(match[1]);
  });
});

afterAll(async () => {
  await browser?.close();
  await product?.stop();
});

describe('the interface language', () => {
  it('is Russian on a first visit from a browser in another language', async () => {
    await page.goto('/signin');
    await page.getByTestId('signin-submit').waitFor();
    expect(await htmlLang()).toBe('ru');
    expect(new Set(localeChunks)).toEqual(new Set(['ru']));
  });

  it('switches from the header without a reload, loading only the chosen locale, and is saved in the profile', async () => {
    await signInAsDemo(page);
    expect(await navText()).toBe('Проекты');
    await page.evaluate(() => Object.assign(window, { samePage: true }));
    localeChunks = [];

    await chooseLanguage(page.getByRole('banner'), 'Türkçe');

    await page.waitForFunction(() => document.documentElement.lang === 'tr');
    expect(await navText()).toBe('Projeler');
    expect(await page.evaluate(() => (window as { samePage?: boolean }).samePage)).toBe(true);
    expect(new Set(localeChunks)).toEqual(new Set(['tr']));
    expect(await page.evaluate(() => localStorage.getItem('vitrina_locale'))).toBe('tr');
    const token = await loginDemoOwner(product.base);
    const deadline = Date.now() + 5000;
    for (;;) {
      const profile = (await (
        await fetch(`${product.base}/api/users/profile`, { headers: { authorization: `Bearer ${token}` } })
      ).json()) as {
        data: { locale: string };
      };
      if (profile.data.locale === 'tr' || Date.now() > deadline) {
        expect(profile.data.locale).toBe('tr');
        break;
      }
      await new Promise((resolve) => setTimeout(resolve, 200));
    }
  });

  it('shows plan names and phone countries in the chosen language', async () => {
    await page.getByTestId('nav-plans').click();
    await page.getByTestId('plan-card-trial').waitFor();
    const names = await page.locator('[data-testid^="plan-card-"] h4').allTextContents();
    expect(names.length).toBeGreaterThan(0);
    expect(names.filter((name) => /\p{Script=Cyrillic}/u.test(name))).toEqual([]);
    expect(names).toContain('Deneme');

    await page.getByTestId('user-menu').click();
    await page.getByTestId('profile-tab').click();
    const germany = page.locator('select[aria-label="Ülke"] option[value="DE"]');
    await germany.waitFor({ state: 'attached' });
    expect(await germany.textContent()).toBe('Almanya');
  });

  it('switches from the profile too, and the choice outlasts a reload', async () => {
    await chooseLanguage(page.getByTestId('profile-language'), 'Español');
    await page.waitForFunction(() => document.documentElement.lang === 'es');
    expect(await navText()).toBe('Proyectos');
    expect(await page.locator('select[aria-label="País"] option[value="DE"]').textContent()).toBe('Alemania');

    await page.reload();
    await page.getByTestId('nav-projects').waitFor();
    expect(await htmlLang()).toBe('es');
    expect(await navText()).toBe('Proyectos');
  });
});
