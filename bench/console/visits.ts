// What the console benches share: the routes they open, how a visit is set up (a fresh browser
// context, signed in as sign-in leaves it) and how the moment its content shows is read.
import type { Browser, BrowserContext, Page } from 'playwright-core';

export interface Route {
  path: string;
  /** The page's main content: the bench waits until it is visible. */
  content: string;
  /** Text the content shows only while its figures load ('…'): not content yet. */
  pending?: string;
  signedIn: boolean;
}

/** The routes measured, or those of ROUTES=/signin,/projects. */
export const ROUTES: Route[] = [
  { path: '/signin', content: '[data-testid=signin-email]', signedIn: false },
  { path: '/signup', content: '[data-testid=signup-phone]', signedIn: false },
  { path: '/projects', content: '[data-testid^=project-row-]', signedIn: true },
  { path: '/profile', content: '[data-testid=profile-phone]', signedIn: true },
  { path: '/plans', content: '[data-testid=plans-project]', signedIn: true },
  { path: '/project/:id/feed', content: '[data-testid=feed-sections]', signedIn: true },
  { path: '/project/:id/settings', content: '[data-testid=settings-name]', signedIn: true },
  { path: '/project/:id/settings/configuration', content: '[data-testid=settings-save]', signedIn: true },
  { path: '/project/:id/statistics', content: '[data-testid=stats-summary]', pending: '…', signedIn: true },
  {
    path: '/project/:id/synonyms',
    content: '[data-testid=synonyms-table], [data-testid=synonyms-page] [data-testid=empty-state]',
    signedIn: true,
  },
].filter((route) => !process.env.ROUTES || process.env.ROUTES.split(',').includes(route.path));

/** A fresh browser context (a first visit: nothing cached), signed in where the route needs it. */
export async function newVisitContext(
  browser: Browser,
  base: string,
  token: string,
  route: Route,
  locale: string,
): Promise<BrowserContext> {
  const context = await browser.newContext({ baseURL: base, locale, viewport: { width: 1280, height: 900 } });
  // The session as sign-in leaves it: the token (HttpOnly), the marker the console reads, the zone.
  if (route.signedIn) {
    await context.addCookies([
      { name: 'vitrina_token', value: token, url: base, httpOnly: true, sameSite: 'Strict' },
      { name: 'vitrina_session', value: 'bench', url: base, sameSite: 'Strict' },
      // Written by the console once idle, on sign-in's page too: the browser's time zone, with
      // which the server renders a signed-in page's first HTML (decision 0026).
      { name: 'vitrina_tz', value: Intl.DateTimeFormat().resolvedOptions().timeZone, url: base, sameSite: 'Strict' },
    ]);
  }
  return context;
}

/** The console message by which the page reports when its content showed. */
const SHOWN = '__vitrina_content_shown ';

/**
 * Reports performance.now() at the first animation frame where the selector is visible. A string,
 * not a function: tsx would wrap a function with helpers the page does not have.
 */
const watchContent = (selector: string, pending = '') => `(() => {
  const check = () => {
    const element = document.querySelector(${JSON.stringify(selector)});
    const pending = ${JSON.stringify(pending)};
    if (element && element.getClientRects().length > 0 && !(pending && element.textContent.includes(pending))) {
      console.debug('${SHOWN}' + performance.now());
      return;
    }
    requestAnimationFrame(check);
  };
  requestAnimationFrame(check);
})();`;

/**
 * Opens the URL and resolves with the time from navigation start until the route's content showed.
 * The page reports it on its console: waiting with `waitForFunction` would have Playwright compile
 * its own injected script in the page while it loads (60-70 ms of the renderer's main thread on a
 * 2-core machine), work no owner's browser does.
 */
export async function contentTime(page: Page, url: string, route: Route): Promise<number> {
  await page.addInitScript(watchContent(route.content, route.pending));
  const shown = page.waitForEvent('console', { predicate: (message) => message.text().startsWith(SHOWN), timeout: 30_000 });
  await page.goto(url, { waitUntil: 'commit' });
  try {
    return Number((await shown).text().slice(SHOWN.length));
  } catch (error) {
    const text = await page
      .locator('body')
      .innerText()
      .catch(() => '');
    throw new Error(`${route.content} never showed on ${page.url()}: ${text.slice(0, 300)}`, { cause: error });
  }
}

export const median = (values: number[]) => {
  const sorted = [...values].sort((a, b) => a - b);
  return sorted[Math.floor(sorted.length / 2)] ?? 0;
};
