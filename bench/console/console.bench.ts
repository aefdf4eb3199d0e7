// Console bench (issue 19): per route, what Chromium downloads and how long until the page's main
// content is visible, against `npm start` (DEMO=1) on localhost, each visit in a fresh browser
// context (cold cache, as a first visit), then once more in the same context (an owner coming back,
// the assets in the HTTP cache: "again"). Bytes are the response bodies as sent over the wire
// ("wire": brotli where the server sends it) and, for comparison, as brotli 11 would make them.
// The console is built for the run into a folder of its own and precompressed as `npm start` does,
// so another build of apps/console/dist on the same machine cannot change it mid-run.
// Run: npm run bench:console   (RUNS=7, ROUTES=/signin,/projects, CONSOLE_DIR=another build,
// WATERFALL=1 prints the last visit's requests per route: when each started and ended, from
// navigation start, to see what the content waited for; PROFILE=1 builds with source maps and
// prints where each route's CPU went until its content showed, by function and by package; TRACE=1
// prints the main thread's time by Chromium's own trace events: compiling, style, layout, cookie
// reads, requests). Each route is also read over the floor: a static page from a bare server,
// measured the same way (floor.ts).
import { execFileSync } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import zlib from 'node:zlib';
import type { Browser, Page, Request } from 'playwright-core';
import { launchBrowser } from '../../e2e/support/browser';
import { demoProjectId, loginDemoOwner, startProduct } from '../../e2e/support/product';
// @ts-expect-error: a plain ES module without types
import { precompress } from '../../scripts/precompress.mjs';
import { untilQuiet } from '../support/product';
import { type CpuProfile, summarize, timeline } from './cpu-profile';
import { floorTimes } from './floor';
import { startTrace, stopTrace, summarizeTraces } from './main-thread-trace';
import { contentTime, median, newVisitContext, ROUTES, type Route } from './visits';

const RUNS = Number(process.env.RUNS ?? 7);
const LOCALE = process.env.LOCALE ?? 'ru-RU';
const PROFILE = Boolean(process.env.PROFILE);
const TRACE = Boolean(process.env.TRACE);

interface Visit {
  /** Time to content on a first visit (cold cache), ms. */
  ttc: number;
  /** Time to content when the same browser opens the page again (assets cached), ms. */
  warm: number;
  /** With PROFILE: the renderer's CPU profile of the first visit until its content showed. */
  profile?: CpuProfile;
  /** With TRACE: the main thread's self time by trace event until the content showed, ms. */
  trace?: Map<string, number>;
  /** The page's resources: start and end in ms from navigation start, the path. */
  waterfall: [number, number, string][];
  requests: number;
  /** API calls made a second time with the same method, URL and body (a request to de-duplicate). */
  repeated: number;
  /** Requests index.html started that the page never took (a route table entry out of date). */
  unused: number;
  /** Whether the server sent the page rendered (decision 0026), not the plain index.html. */
  rendered: boolean;
  js: { wire: number; brotli: number; raw: number };
  css: { wire: number; brotli: number; raw: number };
}

const brotli = (body: Buffer) =>
  zlib.brotliCompressSync(body, {
    params: { [zlib.constants.BROTLI_PARAM_QUALITY]: 11, [zlib.constants.BROTLI_PARAM_SIZE_HINT]: body.length },
  }).length;

async function visit(browser: Browser, base: string, token: string, url: string, route: Route): Promise<Visit> {
  const context = await newVisitContext(browser, base, token, route, LOCALE);
  const page: Page = await context.newPage();
  // Scripts and styles are measured after the visit: brotli 11 of a 250 KB chunk takes this
  // process a few hundred ms of CPU, which on a small machine would slow the page it measures.
  const assets: Array<{ kind: 'js' | 'css'; request: Request }> = [];
  const result: Visit = {
    ttc: 0,
    warm: 0,
    waterfall: [],
    requests: 0,
    repeated: 0,
    unused: 0,
    rendered: false,
    js: { wire: 0, brotli: 0, raw: 0 },
    css: { wire: 0, brotli: 0, raw: 0 },
  };
  const calls = new Set<string>();
  page.on('response', (response) => {
    if (response.request().isNavigationRequest() && response.headers()['cache-control'] === 'private, no-store') result.rendered = true;
  });
  page.on('requestfinished', (request) => {
    result.requests += 1;
    if (new URL(request.url()).pathname.startsWith('/api/')) {
      const call = `${request.method()} ${request.url()} ${request.postData() ?? ''}`;
      if (calls.has(call)) result.repeated += 1;
      calls.add(call);
    }
    const kind = request.resourceType() === 'script' ? 'js' : request.resourceType() === 'stylesheet' ? 'css' : null;
    if (kind) assets.push({ kind, request });
  });
  const profiler = PROFILE ? await context.newCDPSession(page) : null;
  if (profiler) {
    await profiler.send('Profiler.enable');
    await profiler.send('Profiler.setSamplingInterval', { interval: 200 });
    await profiler.send('Profiler.start');
  }
  if (TRACE) await startTrace(browser, page);
  result.ttc = await contentTime(page, url, route);
  if (profiler) result.profile = (await profiler.send('Profiler.stop')).profile as CpuProfile;
  if (TRACE) result.trace = await stopTrace(browser);
  // What the page loads after its content (CodeMirror, the charts) counts in its bytes too.
  await page.waitForLoadState('networkidle');
  for (const { kind, request } of assets) {
    const [sizes, response] = await Promise.all([request.sizes(), request.response()]);
    const body = (await response?.body()) ?? Buffer.alloc(0);
    result[kind].wire += sizes.responseBodySize;
    result[kind].raw += body.length;
    result[kind].brotli += brotli(body);
  }
  result.unused = await page.evaluate(
    () => Object.keys((window as unknown as { __vitrinaEarly?: { responses: object } }).__vitrinaEarly?.responses ?? {}).length,
  );
  result.waterfall = await page.evaluate(() =>
    (performance.getEntriesByType('resource') as PerformanceResourceTiming[]).map((entry): [number, number, string] => [
      Math.round(entry.startTime),
      Math.round(entry.responseEnd),
      entry.name.slice(location.origin.length),
    ]),
  );
  // The same page again in the same browser, as an owner coming back: assets from the HTTP cache
  // (hashed, immutable), the API and index.html asked again.
  const again = await context.newPage();
  result.warm = await contentTime(again, url, route);
  await context.close();
  return result;
}

const kb = (bytes: number) => (bytes / 1024).toFixed(1);

const root = path.resolve(import.meta.dirname, '../..');
let consoleDir = process.env.CONSOLE_DIR;
if (!consoleDir) {
  consoleDir = fs.mkdtempSync(path.join(os.tmpdir(), 'vitrina-console-bench-'));
  const vite = path.join(root, 'node_modules/vite/bin/vite.js');
  const maps = PROFILE ? ['--sourcemap'] : [];
  execFileSync(process.execPath, [vite, 'build', '--outDir', consoleDir, '--emptyOutDir', '--logLevel', 'warn', ...maps], {
    cwd: path.join(root, 'apps/console'),
    stdio: 'inherit',
  });
  precompress(consoleDir);
}
const product = await startProduct({ DEMO: '1', CONSOLE_DIR: consoleDir });
const browser = await launchBrowser();
try {
  const projectId = await demoProjectId(product.base);
  // Visits measure the console, not the demo's start-up work (feed, index, pictures: 30-40 s of CPU).
  await untilQuiet(product.group);
  const token = await loginDemoOwner(product.base);
  const floor = median(await floorTimes(browser, RUNS));
  const loadBefore = os.loadavg();
  const rows = [];
  for (const route of ROUTES) {
    const url = route.path.replace(':id', projectId);
    await visit(browser, product.base, token, url, route); // warm-up: the server's caches, not the browser's
    const visits: Visit[] = [];
    for (let run = 0; run < RUNS; run += 1) visits.push(await visit(browser, product.base, token, url, route));
    const last = visits.at(-1) as Visit;
    if (process.env.WATERFALL) {
      console.log(`${route.path}: content at ${Math.round(last.ttc)} ms`);
      for (const [start, end, file] of last.waterfall) console.log(`  ${String(start).padStart(5)} → ${String(end).padStart(5)}  ${file}`);
    }
    if (PROFILE) {
      const profiles = visits.flatMap((visit) => (visit.profile ? [visit.profile] : []));
      console.log(`${route.path}: ${summarize(profiles, path.join(consoleDir, 'assets'))}`);
      if (process.env.TIMELINE && profiles[0]) {
        console.log(`${route.path}, the first visit by 25 ms:\n${timeline(profiles[0], path.join(consoleDir, 'assets'))}`);
      }
    }
    if (TRACE) console.log(`${route.path}: ${summarizeTraces(visits.flatMap((visit) => (visit.trace ? [visit.trace] : [])))}`);
    rows.push({
      route: route.path,
      'JS wire KB': kb(last.js.wire),
      'JS br KB': kb(last.js.brotli),
      'JS raw KB': kb(last.js.raw),
      'CSS wire KB': kb(last.css.wire),
      'CSS br KB': kb(last.css.brotli),
      requests: last.requests,
      'API repeats': last.repeated,
      'early unused': last.unused,
      rendered: `${visits.filter((v) => v.rendered).length}/${visits.length}`,
      'content p50 ms': Math.round(median(visits.map((v) => v.ttc))),
      'over floor ms': Math.round(median(visits.map((v) => v.ttc)) - floor),
      'min ms': Math.round(Math.min(...visits.map((v) => v.ttc))),
      'max ms': Math.round(Math.max(...visits.map((v) => v.ttc))),
      'again p50 ms': Math.round(median(visits.map((v) => v.warm))),
    });
  }
  const load = (averages: number[]) => averages.map((value) => value.toFixed(2)).join(', ');
  console.log(`console, ${RUNS} cold visits per route (median), Chromium ${browser.version()}, locale ${LOCALE}`);
  console.log(`load average ${load(loadBefore)} before, ${load(os.loadavg())} after, on ${os.availableParallelism()} cores`);
  console.log(`floor (a bare server's static page of one element, the same measure): ${Math.round(floor)} ms`);
  console.table(rows);
} finally {
  await browser.close();
  await product.stop();
  if (!process.env.CONSOLE_DIR) fs.rmSync(consoleDir, { recursive: true, force: true });
}
