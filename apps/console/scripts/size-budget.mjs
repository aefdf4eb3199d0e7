// Size budget per console route (issue 19): what a browser downloads to show each page, in brotli
// (quality 11, as scripts/precompress.mjs writes it), and a non-zero exit when a route's JavaScript
// or CSS is over its budget, so `npm run build -w apps/console` fails. A route downloads the first
// download (the entry with the sign-in page, its CSS), its interface language's strings, then what
// build/route-modules.ts lists for it; the build writes those files per route to
// dist/.vite/routes.json (build/route-preload.ts). Code a page loads on use (the sign-in form's
// validation on focus, the language menu on a pointer or focus) is not counted.
// Usage: node scripts/size-budget.mjs [--json] [--locale ru] [--dist <dir>] (the table shows one
// locale, ru unless asked; every locale is checked)
import fs from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import zlib from 'node:zlib';

const argv = process.argv.slice(2);
const option = (name) => (argv.includes(name) ? argv[argv.indexOf(name) + 1] : undefined);
/** The build to measure: apps/console/dist, or --dist <dir> (a build elsewhere, to compare). */
const dist = path.resolve(option('--dist') ?? path.join(path.dirname(fileURLToPath(import.meta.url)), '../dist'));
const KB = 1024;

/**
 * Budgets in KB of brotli, 5% above what each route weighed on 2026-11-28 (rounded up to 5 KB), so
 * growth is a decision: raise a budget in the same commit, with the reason. Sign-in's 150 KB of
 * JavaScript is the issue's target. Statistics carry the charts, widget settings CodeMirror; the
 * signed-in pages share one chunk of Mantine's components (vite.config.ts). Lowered on 2026-11-29
 * to 5% above the new weights once the contracts' messages loaded one locale at a time (all five
 * were on every project page, 25 KB; /projects now takes its locale's 6 KB of them).
 */
export const BUDGETS = {
  '/signin': { js: 150, css: 10 },
  '/signup': { js: 350, css: 25 },
  '/password-get': { js: 215, css: 10 },
  '/password-set': { js: 215, css: 10 },
  '/demo': { js: 245, css: 25 },
  '/plans': { js: 245, css: 25 },
  '/authorize': { js: 235, css: 25 },
  '/profile': { js: 355, css: 25 },
  // Lowered on 2026-11-28 evening to 5% above the new weight: Mantine's rarer inputs left the ui chunk
  // and each project tab's page became a chunk of its own (projects 276 → 258 KB, feed 317 → 298).
  // Late on 2026-11-28 the list of projects left the creation form's schemas (zod) behind: 258 → 220.
  '/projects': { js: 235, css: 25 },
  '/projects/create': { js: 270, css: 25 },
  '/documents': { js: 245, css: 25 },
  '/administrator': { js: 290, css: 25 },
  '/project/:id/feed': { js: 315, css: 25 },
  '/project/:id/settings': { js: 300, css: 25 },
  '/project/:id/settings/configuration': { js: 470, css: 25 },
  '/project/:id/settings/search-widget': { js: 455, css: 25 },
  '/project/:id/preview': { js: 275, css: 25 },
  '/project/:id/statistics': { js: 400, css: 30 },
  // +5: the catalog product picker (issue 20 item 6, about 2 KB) in the relevance chunk all four share.
  '/project/:id/synonyms': { js: 330, css: 25 },
  '/project/:id/merchandising': { js: 330, css: 25 },
  '/project/:id/tracker': { js: 330, css: 25 },
  '/project/:id/learning': { js: 330, css: 25 },
  '/project/:id/permission': { js: 300, css: 25 },
  '/project/:id/finance': { js: 300, css: 25 },
  '/project/:id/administrator': { js: 320, css: 25 },
  '/project/:id/plan': { js: 270, css: 25 },
  '/project/:id/categories': { js: 285, css: 25 },
  '/project/:id/trade-widgets': { js: 325, css: 25 },
  '/project/:id/creativebooster': { js: 320, css: 25 },
};

const sizes = new Map();
/** Brotli size of a built file, as scripts/precompress.mjs writes it. */
function brotliSize(file) {
  if (!sizes.has(file)) {
    const body = fs.readFileSync(path.join(dist, file));
    const packed = zlib.brotliCompressSync(body, {
      params: { [zlib.constants.BROTLI_PARAM_QUALITY]: 11, [zlib.constants.BROTLI_PARAM_SIZE_HINT]: body.length },
    });
    sizes.set(file, { raw: body.length, brotli: packed.length });
  }
  return sizes.get(file);
}

/** Per route: the JS and CSS files it downloads and their raw and brotli sizes. */
export function measureRoutes({ locale = 'ru' } = {}) {
  const report = JSON.parse(fs.readFileSync(path.join(dist, '.vite/routes.json'), 'utf8'));
  if (report.missing.length > 0) {
    throw new Error(`modules of build/route-modules.ts that are no chunk of the build: ${report.missing.join(', ')}`);
  }
  return report.routes.map((route) => {
    const files = new Set([
      ...report.initial,
      ...(report.shared[locale] ?? []),
      ...route.files,
      ...route.later,
      ...(route.strings[locale] ?? []),
    ]);
    const of = (extension) => {
      const list = [...files].filter((file) => file.endsWith(extension));
      const sum = (field) => list.reduce((total, file) => total + brotliSize(file)[field], 0);
      return { files: list.length, raw: sum('raw'), brotli: sum('brotli') };
    };
    return { path: route.path, budget: BUDGETS[route.path], js: of('.js'), css: of('.css') };
  });
}

if (import.meta.url === `file://${process.argv[1]}`) {
  if (!fs.existsSync(path.join(dist, '.vite/routes.json'))) {
    console.error(`no ${path.join(dist, '.vite/routes.json')}: run npm run build -w apps/console`);
    process.exit(2);
  }
  const locale = option('--locale') ?? 'ru';
  const rows = measureRoutes({ locale });
  const locales = Object.keys(JSON.parse(fs.readFileSync(path.join(dist, '.vite/routes.json'), 'utf8')).shared);
  if (argv.includes('--json')) {
    console.log(JSON.stringify(rows, null, 2));
    process.exit(0);
  }
  const kb = (n) => (n / KB).toFixed(1);
  const problems = [];
  console.log(`console per route, brotli 11 (raw), ${locale} strings: KB / budget`);
  for (const row of rows) {
    if (!row.budget) problems.push(`${row.path} has no budget in scripts/size-budget.mjs`);
    for (const kind of ['js', 'css']) {
      if (row.budget && row[kind].brotli > row.budget[kind] * KB) {
        problems.push(`${row.path} ${kind} ${kb(row[kind].brotli)} KB > ${row.budget[kind]} KB`);
      }
    }
    console.log(
      `${row.path.padEnd(38)} js ${kb(row.js.brotli).padStart(6)} (${kb(row.js.raw).padStart(6)}) in ${String(row.js.files).padStart(2)} / ${row.budget?.js ?? '-'}` +
        `   css ${kb(row.css.brotli).padStart(5)} (${kb(row.css.raw).padStart(6)}) in ${String(row.css.files).padStart(2)} / ${row.budget?.css ?? '-'}`,
    );
  }
  // The table shows one locale; every locale's strings are held to the same budgets.
  for (const other of locales.filter((name) => name !== locale)) {
    for (const row of measureRoutes({ locale: other })) {
      for (const kind of ['js', 'css']) {
        if (row.budget && row[kind].brotli > row.budget[kind] * KB) {
          problems.push(`${row.path} ${kind} in ${other} ${kb(row[kind].brotli)} KB > ${row.budget[kind]} KB`);
        }
      }
    }
  }
  if (problems.length > 0) {
    console.error(`console routes over their size budget:\n  ${problems.join('\n  ')}`);
    process.exit(1);
  }
}
