import { execFileSync } from 'node:child_process';
import path from 'node:path';
import type { Browser, BrowserContext, Page, Request } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { launchBrowser } from './support/browser';
import { openWidget } from './support/open-widget';
import { demoProjectId, type RunningProduct, startProduct } from './support/product';
import { signInAsDemo } from './support/sign-in';

// A shopper on the demo shop (`npm start` with DEMO=1) searches, clicks and buys; the demo owner
// sees it in the console's statistics: popular and no-click queries, zero results, e-commerce.
const ROOT = path.resolve(import.meta.dirname, '..');
const NOTHING = 'qzxwvyjj';

let product: RunningProduct;
let browser: Browser;
let owner: Page;
let shopper: BrowserContext;
let projectId = '';

interface SentEvent {
  type: string;
  query?: string;
  orderId?: string;
  price?: number;
}
const eventsOf = (r: Request): SentEvent[] => (JSON.parse(r.postData() ?? '{}') as { events?: SentEvent[] }).events ?? [];
const eventsRequest = (page: Page, match: (e: SentEvent) => boolean) =>
  page.waitForRequest((r) => r.url().endsWith(`/api/${projectId}/events`) && r.method() === 'POST' && eventsOf(r).some(match));

/** Opens the demo shop's search popup and searches `query` with Enter. */
async function searchOnShop(page: Page, query: string) {
  await page.goto(`${product.base}/demo-shop`);
  const input = await openWidget(page, '#search');
  await input.first().fill(query);
  // The widget POSTs its searches with the query in the body.
  const answered = page.waitForResponse(
    (r) => r.url().includes(`/${projectId}/search`) && r.request().method() === 'POST' && (r.request().postData() ?? '').includes(query),
  );
  await input.first().press('Enter');
  return (await (await answered).json()) as { hits: number };
}

/** The first column of a statistics report, read again until `accept` holds (events reach the store within seconds). */
async function reportQueries(select: string, accept: (queries: string[]) => boolean): Promise<string[]> {
  let queries: string[] = [];
  await expect
    .poll(
      async () => {
        await owner.goto(`/project/${projectId}/statistics?tab=${select}`);
        const report = owner.getByTestId(`stats-report-${select}`);
        await report.waitFor();
        await owner.locator('[data-testid=stats-table], [data-testid=stats-empty]').first().waitFor();
        queries = await owner.getByTestId('stats-row').evaluateAll((rows) => rows.map((row) => row.querySelector('td')?.textContent ?? ''));
        return accept(queries);
      },
      { timeout: 30_000, interval: 2000 },
    )
    .toBe(true);
  return queries;
}

beforeAll(async () => {
  execFileSync('npm', ['run', 'build', '-w', 'apps/widget'], { cwd: ROOT, stdio: 'pipe' });
  [product, browser] = await Promise.all([startProduct({ DEMO: '1' }), launchBrowser()]);
  projectId = await demoProjectId(product.base);
  shopper = await browser.newContext({ viewport: { width: 1280, height: 900 }, locale: 'ru-RU' });
  const context = await browser.newContext({ viewport: { width: 1280, height: 900 }, locale: 'en-US', baseURL: product.base });
  owner = await context.newPage();
  await signInAsDemo(owner);
});

afterAll(async () => {
  await browser?.close();
  await product?.stop();
});

describe('statistics of what shoppers do on the demo shop', () => {
  it('lists a searched and clicked query among popular queries and not among queries without clicks', async () => {
    const page = await shopper.newPage();
    const { hits } = await searchOnShop(page, 'чайник');
    expect(hits).toBeGreaterThan(0);
    const offer = page.locator('.l-ss-c-offer-name').first();
    await offer.waitFor();
    const clicked = eventsRequest(page, (e) => e.type === 'click');
    await offer.click({ modifiers: ['ControlOrMeta'] });
    expect(eventsOf(await clicked).find((e) => e.type === 'click')?.query).toBe('чайник');
    await page.close();

    await reportQueries('popularQueries', (queries) => queries.includes('чайник'));
    const noClicks = await reportQueries('noClickQueries', () => true);
    expect(noClicks).not.toContain('чайник');
  });

  it('lists a query that found nothing among zero-result queries', async () => {
    const page = await shopper.newPage();
    expect((await searchOnShop(page, NOTHING)).hits).toBe(0);
    await page.close();
    await reportQueries('zeroResultQueries', (queries) => queries.includes(NOTHING));
  });
});

describe('a tracker event configured in the console', () => {
  it('is sent when its button is clicked on the shop page and counted in e-commerce', async () => {
    await owner.goto(`/project/${projectId}/tracker`);
    await owner.getByTestId('tracker-add').waitFor();
    const index = await owner.locator('[data-testid^="tracker-event-"]').count();
    await owner.getByTestId('tracker-add').click();
    await owner.getByTestId(`tracker-${index}-eventType`).click();
    await owner.getByRole('option', { name: 'Purchase', exact: true }).click();
    await owner.getByTestId(`tracker-${index}-trigger`).click();
    await owner.getByRole('option', { name: 'Button click', exact: true }).click();
    // The product name, not the page's own Buy button (that one records a purchase in code).
    await owner.getByTestId(`tracker-${index}-buttonSelector`).fill('#product-name');
    for (const [position, [name, value]] of [
      ['Order ID', 'E2E-ORDER'],
      ['Price', '777'],
    ].entries()) {
      await owner.getByTestId(`tracker-${index}-param-add`).click();
      const row = owner.getByTestId(`tracker-${index}-param-${position}`);
      await row.getByPlaceholder('Parameter').click();
      await owner.getByRole('option', { name, exact: true }).click();
      await row.getByPlaceholder('Fixed value').fill(value ?? '');
    }
    await owner.getByTestId('tracker-save').click();
    await owner.getByText('Tracker events saved and published').waitFor();

    const front = await (await fetch(`${product.base}/demo-shop`)).text();
    const offerId = decodeURIComponent(/href="\/demo-shop\/product\/([^"]+)"/.exec(front)?.[1] ?? '');
    // A new visitor: the loader with the settings just published, nothing cached.
    const visitor = await browser.newContext({ locale: 'ru-RU' });
    const page = await visitor.newPage();
    // Once the tracker runs with the configured events, it reports the page view.
    const tracking = eventsRequest(page, (e) => e.type === 'pageView');
    await page.goto(`${product.base}/demo-shop/product/${encodeURIComponent(offerId)}`);
    await tracking;
    const sent = eventsRequest(page, (e) => e.orderId === 'E2E-ORDER');
    await page.locator('#product-name').click();
    expect(eventsOf(await sent)).toContainEqual(expect.objectContaining({ type: 'purchase', orderId: 'E2E-ORDER', price: 777 }));
    await visitor.close();

    await expect
      .poll(
        async () => {
          await owner.goto(`/project/${projectId}/statistics?tab=ecommerce`);
          const orders = owner.getByTestId('kpi-orders');
          await orders.waitFor();
          await expect.poll(() => orders.innerText()).not.toContain('…');
          return `${await orders.innerText()} ${await owner.getByTestId('kpi-revenue').innerText()}`;
        },
        { timeout: 30_000, interval: 2000 },
      )
      .toMatch(/ORDERS\s*1\b[\s\S]*777/i);
  });
});
