// Two console builds side by side (issue 19): one product per build, one Chromium, first visits
// alternating A B A B per route, so that the drift of a shared, noisy machine (±20% within the hour
// on the 2-core development machine) falls on both sides alike. Prints each side's median time to
// content, B / A, and how many of the paired visits B won. The absolute times are higher than
// `bench:console`'s: two products and their pages share the cores.
// Run: CONSOLE_DIRS=/tmp/before,/tmp/after npm run bench:console-ab   (RUNS=20, ROUTES=/projects,…)
// where each folder is a console build precompressed as `npm start` serves it, e.g.
//   (cd apps/console && npx vite build --outDir /tmp/after) && node scripts/precompress.mjs /tmp/after
import { launchBrowser } from '../../e2e/support/browser';
import { demoProjectId, loginDemoOwner, startProduct } from '../../e2e/support/product';
import { untilQuiet } from '../support/product';
import { contentTime, median, newVisitContext, ROUTES } from './visits';

const RUNS = Number(process.env.RUNS ?? 20);
const LOCALE = process.env.LOCALE ?? 'ru-RU';
const dirs = (process.env.CONSOLE_DIRS ?? '').split(',').filter(Boolean);
if (dirs.length !== 2) {
  console.error('CONSOLE_DIRS=<build A>,<build B>: two precompressed console builds');
  process.exit(2);
}

const products = await Promise.all(dirs.map((dir) => startProduct({ DEMO: '1', CONSOLE_DIR: dir })));
const browser = await launchBrowser();
try {
  const sides = [];
  for (const product of products) {
    const projectId = await demoProjectId(product.base);
    await untilQuiet(product.group);
    sides.push({ base: product.base, projectId, token: await loginDemoOwner(product.base) });
  }
  const rows = [];
  for (const route of ROUTES) {
    const times: [number[], number[]] = [[], []];
    // A warm-up pair, then RUNS pairs; the side that goes first alternates too.
    for (let run = -1; run < RUNS; run += 1) {
      for (const index of run % 2 === 0 ? [0, 1] : [1, 0]) {
        const side = sides[index] as (typeof sides)[number];
        const context = await newVisitContext(browser, side.base, side.token, route, LOCALE);
        const time = await contentTime(await context.newPage(), route.path.replace(':id', side.projectId), route);
        await context.close();
        if (run >= 0) times[index].push(time);
      }
    }
    const [a, b] = times.map(median) as [number, number];
    rows.push({
      route: route.path,
      'A p50 ms': Math.round(a),
      'B p50 ms': Math.round(b),
      'B / A': (b / a).toFixed(3),
      'B won': `${times[1].filter((time, index) => time < (times[0][index] ?? 0)).length} / ${RUNS}`,
    });
  }
  console.log(`console side by side, ${RUNS} first visits per build and route (median), Chromium ${browser.version()}, locale ${LOCALE}`);
  console.log(`A: ${dirs[0]}\nB: ${dirs[1]}`);
  console.table(rows);
} finally {
  await browser.close();
  await Promise.all(products.map((product) => product.stop()));
}
