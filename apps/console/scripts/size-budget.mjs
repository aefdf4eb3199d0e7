// Size budget per console route (issue 19): what a browser downloads to show each page, measured as
// brotli (quality 11, as the build precompresses it) from Vite's manifest of the build in dist/, and
// a non-zero exit when a route's JavaScript or CSS is over its budget, so `npm run build -w
// apps/console` fails. A route downloads the entry chunk and the chunks it imports, then the
// modules its `lazy` loads (ROUTES below), with their imports and CSS; one locale's strings.
// Usage: node scripts/size-budget.mjs [--json] [--locale ru] [--dist <dir>]
import fs from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import zlib from 'node:zlib';

const argv = process.argv.slice(2);
const option = (name) => (argv.includes(name) ? argv[argv.indexOf(name) + 1] : undefined);
/** The build to measure: apps/console/dist, or --dist <dir> (a build elsewhere, to compare). */
const dist = path.resolve(option('--dist') ?? path.join(path.dirname(fileURLToPath(import.meta.url)), '../dist'));
const KB = 1024;

/** Budgets in brotli bytes; the sign-in page's JavaScript ≤ 150 KB is the target. */
const BUDGET = {
  guest: { js: 150 * KB, css: 40 * KB },
  signedIn: { js: 170 * KB, css: 45 * KB },
  project: { js: 200 * KB, css: 45 * KB },
  /** Pages with charts (statistics) or CodeMirror (widget settings) carry those on top. */
  heavy: { js: 340 * KB, css: 50 * KB },
};

// The modules each route's `lazy` loads (src/app/routes.tsx), as keys of the manifest; a module
// rendered lazily at once on that page (the phone input, CodeMirror) is listed with it.
const auth = (page) => `src/features/auth/pages/${page}-page.tsx`;
const info = 'src/features/info/index.ts';
const phone = 'src/ui/phone-input-field.tsx';
const codeEditor = 'src/features/project-area/widget/code-editor-impl.tsx';
const signedIn = ['src/app/layouts/page-layout.tsx'];
const project = [...signedIn, 'src/features/project-area/index.ts', 'src/features/plans/index.ts'];
const projectPage = (feature) => [...project, `src/features/${feature}/index.ts`];

export const ROUTES = [
  { path: '/signin', budget: 'guest', modules: [auth('signin')] },
  { path: '/signup', budget: 'guest', modules: [auth('signup'), phone] },
  { path: '/password-get', budget: 'guest', modules: [auth('password-get')] },
  { path: '/password-set', budget: 'guest', modules: [auth('password-set')] },
  { path: '/demo', budget: 'guest', modules: [info] },
  { path: '/plans', budget: 'guest', modules: ['src/features/plans/index.ts'] },
  { path: '/authorize', budget: 'signedIn', modules: ['src/features/integrations/index.ts'] },
  { path: '/profile', budget: 'signedIn', modules: [...signedIn, 'src/features/profile/index.ts', phone] },
  { path: '/projects', budget: 'signedIn', modules: [...signedIn, 'src/features/projects/index.ts'] },
  { path: '/projects/create', budget: 'signedIn', modules: [...signedIn, 'src/features/projects/index.ts'] },
  { path: '/documents', budget: 'signedIn', modules: [...signedIn, info] },
  { path: '/administrator', budget: 'signedIn', modules: [...signedIn, 'src/features/administrator/index.ts'] },
  { path: '/project/:id/feed', budget: 'project', modules: project },
  { path: '/project/:id/settings', budget: 'project', modules: project },
  { path: '/project/:id/settings/configuration', budget: 'heavy', modules: [...project, codeEditor] },
  { path: '/project/:id/settings/search-widget', budget: 'heavy', modules: [...project, codeEditor] },
  { path: '/project/:id/preview', budget: 'project', modules: project },
  {
    path: '/project/:id/statistics',
    budget: 'heavy',
    modules: [...project, 'src/features/project-area/pages/statistics-page.tsx'],
  },
  { path: '/project/:id/synonyms', budget: 'project', modules: projectPage('relevance') },
  { path: '/project/:id/permission', budget: 'project', modules: projectPage('participants') },
  { path: '/project/:id/finance', budget: 'project', modules: projectPage('finance') },
  { path: '/project/:id/administrator', budget: 'project', modules: projectPage('administrator') },
  { path: '/project/:id/plan', budget: 'project', modules: project },
  { path: '/project/:id/categories', budget: 'project', modules: projectPage('categories') },
  { path: '/project/:id/trade-widgets', budget: 'project', modules: projectPage('trade-widgets') },
  { path: '/project/:id/creativebooster', budget: 'project', modules: projectPage('creative-booster') },
];

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

/** The files a chunk brings with it: itself, its CSS, and every chunk it imports statically. */
function collect(manifest, key, js, css, seen = new Set()) {
  if (seen.has(key)) return;
  seen.add(key);
  const chunk = manifest[key];
  if (!chunk) throw new Error(`${key} is not in the build: update ROUTES in scripts/size-budget.mjs`);
  js.add(chunk.file);
  for (const file of chunk.css ?? []) css.add(file);
  for (const imported of chunk.imports ?? []) collect(manifest, imported, js, css, seen);
}

/** Per route: the JS and CSS files it downloads and their raw and brotli sizes. */
export function measureRoutes({ locale = 'ru' } = {}) {
  const manifest = JSON.parse(fs.readFileSync(path.join(dist, '.vite/manifest.json'), 'utf8'));
  const entry = Object.keys(manifest).find((key) => manifest[key].isEntry);
  const strings = Object.keys(manifest).filter((key) => key.endsWith(`/i18n/${locale}.json`) || key.includes(`/locales/${locale}.`));
  return ROUTES.map((route) => {
    const js = new Set();
    const css = new Set();
    for (const key of [entry, ...route.modules]) collect(manifest, key, js, css);
    // Strings of the interface language load beside the entry (src/lib/i18n.ts); count those reached.
    for (const key of strings) if (route.modules.some((m) => sameFeature(m, key)) || isShared(key)) collect(manifest, key, js, css);
    const sum = (files, field) => [...files].reduce((total, file) => total + brotliSize(file)[field], 0);
    return {
      ...route,
      js: { files: js.size, raw: sum(js, 'raw'), brotli: sum(js, 'brotli') },
      css: { files: css.size, raw: sum(css, 'raw'), brotli: sum(css, 'brotli') },
    };
  });
}

const featureOf = (key) => /src\/features\/([^/]+)\//.exec(key)?.[1];
const sameFeature = (module, key) => featureOf(module) !== undefined && featureOf(module) === featureOf(key);
const isShared = (key) => key.startsWith('src/i18n/') || key.startsWith('src/app/');

if (import.meta.url === `file://${process.argv[1]}`) {
  const locale = option('--locale') ?? 'ru';
  if (!fs.existsSync(path.join(dist, '.vite/manifest.json'))) {
    console.error(`no ${path.join(dist, '.vite/manifest.json')}: run npm run build -w apps/console`);
    process.exit(2);
  }
  const rows = measureRoutes({ locale });
  if (argv.includes('--json')) {
    console.log(JSON.stringify(rows, null, 2));
    process.exit(0);
  }
  const kb = (n) => (n / KB).toFixed(1);
  const over = [];
  console.log(`console size per route, brotli 11 (raw), locale ${locale}`);
  for (const row of rows) {
    const budget = BUDGET[row.budget];
    for (const kind of ['js', 'css'])
      if (row[kind].brotli > budget[kind]) over.push(`${row.path} ${kind} ${kb(row[kind].brotli)} KB > ${kb(budget[kind])} KB`);
    console.log(
      `${row.path.padEnd(38)} js ${kb(row.js.brotli).padStart(6)} KB (${kb(row.js.raw).padStart(6)}) in ${String(row.js.files).padStart(2)}` +
        ` / ${kb(budget.js)}   css ${kb(row.css.brotli).padStart(5)} KB (${kb(row.css.raw).padStart(6)}) / ${kb(budget.css)}`,
    );
  }
  if (over.length > 0) {
    console.error(`console routes over their size budget:\n  ${over.join('\n  ')}`);
    process.exit(1);
  }
}
