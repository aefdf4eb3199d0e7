import { createRequire } from 'node:module';
import type { AxeResults } from 'axe-core';
import type { Browser, BrowserContext, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { launchBrowser } from './support/browser';
import { demoProjectId, type RunningProduct, startProduct } from './support/product';
import { signInAsDemo } from './support/sign-in';

// The console's entry pages and the demo project's settings and statistics pass axe-core's WCAG 2.1
// A/AA rules without a serious or critical violation, in English and in Russian (longer words move
// text onto other backgrounds), and a keyboard user always sees where the focus is.
const AXE_SOURCE = createRequire(import.meta.url).resolve('axe-core');
const WCAG_TAGS = ['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa'];
const LOCALES = [
  { locale: 'en', browserLocale: 'en-US' },
  { locale: 'ru', browserLocale: 'ru-RU' },
] as const;

interface CheckedPage {
  name: string;
  path: (projectId: string) => string;
  /** Selectors that all show once the page's own content (not only the navigation) is there. */
  content: string[];
  signedIn: boolean;
}

const PAGES: CheckedPage[] = [
  { name: 'sign-in', path: () => '/signin', content: ['[data-testid=signin-submit]'], signedIn: false },
  { name: 'sign-up', path: () => '/signup', content: ['[data-testid=signup-terms]', '[data-testid=signup-phone]'], signedIn: false },
  { name: 'projects', path: () => '/projects', content: ['[data-testid^=project-row-]'], signedIn: true },
  {
    name: 'settings: configuration',
    path: (id) => `/project/${id}/settings/configuration`,
    content: ['[data-testid=project-title]', '[data-testid=widget-selector]'],
    signedIn: true,
  },
  {
    name: 'settings: search widget',
    path: (id) => `/project/${id}/settings/search-widget`,
    content: ['[data-testid=project-title]', '[data-testid=snippet-code]'],
    signedIn: true,
  },
  {
    name: 'statistics',
    path: (id) => `/project/${id}/statistics`,
    content: ['[data-testid=project-title]', '[data-testid=stats-summary]', '[data-testid=stats-table], [data-testid=stats-empty]'],
    signedIn: true,
  },
  {
    name: 'statistics: logs',
    path: (id) => `/project/${id}/statistics?tab=logs`,
    content: ['[data-testid=project-title]', '[data-testid=stats-logs]'],
    signedIn: true,
  },
];

let product: RunningProduct;
let browser: Browser;
let projectId = '';

beforeAll(async () => {
  [product, browser] = await Promise.all([startProduct({ DEMO: '1' }), launchBrowser()]);
  projectId = await demoProjectId(product.base);
  // A few searches, so the statistics page shows its charts and tables rather than empty states.
  for (const query of ['чайник', 'телефон', 'qzxwvyjj']) {
    await fetch(`${product.search}/api/${projectId}/search?query=${encodeURIComponent(query)}`);
  }
});

afterAll(async () => {
  await browser?.close();
  await product?.stop();
});

/** Waits for the page's content, for requests and transitions to settle, then runs axe on the document. */
async function serious(page: Page, checked: CheckedPage): Promise<string[]> {
  for (const selector of checked.content) await page.locator(selector).first().waitFor({ timeout: 30_000 });
  await page.waitForLoadState('networkidle');
  // Placeholder data and Mantine transitions dim content for a moment; axe reads the final colours.
  await page.waitForFunction(() => !document.querySelector('[style*="opacity: 0.6"]'), null, { timeout: 15_000 });
  await page.waitForTimeout(400);
  await page.addScriptTag({ path: AXE_SOURCE });
  const results = await page.evaluate(
    (tags) =>
      (window as unknown as { axe: { run: (context: Document, options: object) => Promise<AxeResults> } }).axe.run(document, {
        runOnly: { type: 'tag', values: tags },
      }),
    WCAG_TAGS,
  );
  return results.violations
    .filter((violation) => violation.impact === 'serious' || violation.impact === 'critical')
    .map((violation) => {
      const nodes = violation.nodes.map(
        (node) =>
          `    ${node.target.join(' ')}\n      ${node.html.slice(0, 160)}\n      ${node.failureSummary?.replace(/\n/g, '\n      ') ?? ''}`,
      );
      return `${violation.id} (${violation.impact}): ${violation.help}\n  ${violation.helpUrl}\n${nodes.join('\n')}`;
    });
}

describe.each(LOCALES)('the console in $locale', ({ locale, browserLocale }) => {
  let context: BrowserContext;
  let page: Page;

  beforeAll(async () => {
    // bypassCSP: axe-core is injected as a script of the test's own; the console's policy rightly refuses it.
    context = await browser.newContext({
      viewport: { width: 1280, height: 900 },
      locale: browserLocale,
      baseURL: product.base,
      bypassCSP: true,
    });
    page = await context.newPage();
  });

  afterAll(async () => {
    await context?.close();
  });

  it.each(PAGES)('has no serious or critical WCAG 2.1 A/AA violation on $name', async (checked) => {
    if (checked.signedIn && !(await context.cookies()).some((cookie) => cookie.name === 'vitrina_token')) await signInAsDemo(page);
    await page.goto(checked.path(projectId));
    expect(await page.evaluate(() => document.documentElement.lang)).toBe(locale);
    const violations = await serious(page, checked);
    expect(violations.length, `${checked.name} (${locale}):\n${violations.join('\n')}\n`).toBe(0);
  });
});

/**
 * How the focused element shows its focus: a ring (outline or box-shadow) on itself, on the next
 * sibling (Mantine draws a switch's focus on its track), or an outline on a frame around it (a field
 * whose input sits in a wrapper, the code editor). Null when nothing in the page has the focus.
 */
function focusMark(page: Page) {
  return page.evaluate(() => {
    const element = document.activeElement;
    if (!element || element === document.body) return null;
    const ring = (node: Element | null, withShadow: boolean): string => {
      if (!node) return '';
      const style = getComputedStyle(node);
      const outlined =
        style.outlineStyle !== 'none' && Number.parseFloat(style.outlineWidth) > 0 && style.outlineColor !== 'rgba(0, 0, 0, 0)';
      if (outlined) return `outline ${style.outlineStyle} ${style.outlineWidth} ${style.outlineColor}`;
      return withShadow && style.boxShadow !== 'none' ? `box-shadow ${style.boxShadow}` : '';
    };
    let shown = ring(element, true) || ring(element.nextElementSibling, true);
    for (let frame = element.parentElement, depth = 0; !shown && frame && depth < 4; frame = frame.parentElement, depth += 1) {
      shown = ring(frame, false);
    }
    const testId = element.getAttribute('data-testid');
    return {
      element: `${element.tagName.toLowerCase()}${testId ? `[data-testid=${testId}]` : ''}`,
      html: element.outerHTML.slice(0, 200),
      shown,
    };
  });
}

/** Presses Tab `steps` times and returns each focused element, failing on one without a visible focus. */
async function tabThrough(page: Page, steps: number): Promise<string[]> {
  const reached: string[] = [];
  for (let step = 0; step < steps; step += 1) {
    await page.keyboard.press('Tab');
    const mark = await focusMark(page);
    if (!mark) continue;
    expect(mark.shown, `no visible focus on ${mark.element}: ${mark.html}`).not.toBe('');
    reached.push(mark.element);
  }
  return reached;
}

describe('keyboard focus', () => {
  let context: BrowserContext;
  let page: Page;

  beforeAll(async () => {
    context = await browser.newContext({ viewport: { width: 1280, height: 900 }, locale: 'en-US', baseURL: product.base });
    page = await context.newPage();
  });

  afterAll(async () => {
    await context?.close();
  });

  it('is visible on every control of the sign-in page reached with Tab', async () => {
    await page.goto('/signin');
    await page.getByTestId('signin-submit').waitFor();
    // The logo, the language menu, the fields, the button and the links after them.
    const reached = await tabThrough(page, 10);
    expect(reached).toEqual(
      expect.arrayContaining([
        'input[data-testid=signin-email]',
        'input[data-testid=signin-password]',
        'button[data-testid=signin-submit]',
      ]),
    );
  });

  it('is visible on every control of the project settings reached with Tab', async () => {
    await signInAsDemo(page);
    await page.goto(`/project/${projectId}/settings/configuration`);
    await page.getByTestId('widget-selector').waitFor();
    await page.waitForLoadState('networkidle');
    // Header links, project tabs, settings tabs, then text fields, selects, switches, colours, code editors.
    const reached = await tabThrough(page, 90);
    expect(reached).toContain('input[data-testid=widget-selector]');
  });
});
