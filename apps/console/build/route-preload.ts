import fs from 'node:fs';
import path from 'node:path';
import type { Plugin } from 'vite';
import type { RouteModules } from './route-modules.ts';

// The config runs in Node, which cannot load the contracts package's TypeScript: the interface
// languages are the shared strings files, and the fallback is contracts' DEFAULT_LOCALE.
const LOCALES = fs
  .readdirSync(path.join(import.meta.dirname, '../src/i18n'))
  .filter((file) => file.endsWith('.json'))
  .map((file) => file.slice(0, -'.json'.length));
const DEFAULT_LOCALE = 'ru';

/** A route's downloads beyond the first: its chunks and CSS, and its strings per locale. */
export interface RouteFiles {
  path: string;
  files: string[];
  /** What the page loads once it shows; not preloaded. */
  later: string[];
  strings: Record<string, string[]>;
  /** The API GETs index.html starts for a signed-in visitor (route-modules.ts). */
  requests: string[];
}

/** dist/.vite/routes.json: what scripts/size-budget.mjs measures. */
export interface RoutesReport {
  /** What every page downloads: the entry's chunks and CSS (index.html names them). */
  initial: string[];
  /** The interface language's shared strings, which every page loads (src/lib/i18n.ts). */
  shared: Record<string, string[]>;
  routes: RouteFiles[];
  /** Modules of the table that are no chunk of their own (renamed, or merged into another). */
  missing: string[];
}

interface Chunk {
  type: 'chunk';
  fileName: string;
  isEntry: boolean;
  facadeModuleId: string | null;
  imports: string[];
  viteMetadata?: { importedCss: Set<string> };
}

/**
 * Preloads what the page being opened needs as soon as index.html is read, instead of after the
 * entry has downloaded and run (the router asks for a route's chunks only then): a small inline
 * script (first in <head>: a script after a stylesheet waits for it) matches the path against the
 * table, picks the locale as lib/locale.ts does, and adds modulepreload links for the route's chunks
 * and strings, and preload links for their stylesheets (fetched, applied later in their usual
 * order, so Mantine's layer order declared by the entry's CSS still comes first). With a session
 * (the readable vitrina_session marker; the token itself is HttpOnly and goes as a cookie) it also asks for the profile, which every signed-in page waits for before it renders, and
 * for the route's own data (`requests` of the table: the project, the list the page shows); lib/http
 * takes those answers (lib/early-requests.ts) instead of asking again once the code has run.
 */
export function routePreload(table: RouteModules[], root: string): Plugin {
  let outDir = '';
  let report: RoutesReport | null = null;
  return {
    name: 'vitrina:route-preload',
    apply: 'build',
    configResolved(config) {
      outDir = path.resolve(config.root, config.build.outDir);
    },
    transformIndexHtml: {
      order: 'post',
      handler(html, context) {
        if (!context.bundle) return html;
        const chunks = Object.values(context.bundle).filter((output): output is Chunk & typeof output => output.type === 'chunk');
        const byFile = new Map(chunks.map((chunk) => [chunk.fileName, chunk]));
        const byModule = new Map(
          chunks.flatMap((chunk) => (chunk.facadeModuleId ? [[path.relative(root, chunk.facadeModuleId), chunk] as const] : [])),
        );
        const closure = (chunk: Chunk, into: Set<string>) => {
          if (into.has(chunk.fileName)) return into;
          into.add(chunk.fileName);
          for (const css of chunk.viteMetadata?.importedCss ?? []) into.add(css);
          for (const imported of chunk.imports) {
            const next = byFile.get(imported);
            if (next) closure(next, into);
          }
          return into;
        };
        const entry = chunks.find((chunk) => chunk.isEntry);
        if (!entry) return html;
        const initial = closure(entry, new Set());
        const missing = new Set<string>();
        const filesOf = (modules: string[]) => {
          const files = new Set<string>();
          for (const module of modules) {
            const chunk = byModule.get(module);
            if (chunk) closure(chunk, files);
            else missing.add(module);
          }
          return [...files].filter((file) => !initial.has(file));
        };
        const perLocale = (modules: (locale: string) => string[]) =>
          Object.fromEntries(LOCALES.map((locale) => [locale, filesOf(modules(locale))]));
        const shared = perLocale((locale) => [`src/i18n/${locale}.json`]);
        // Every page the router loads lazily brings the contracts' messages with it (src/lib/messages.ts).
        const messages = (route: RouteModules, locale: string) =>
          route.modules.length > 0 ? [`../../packages/contracts/src/messages/${locale}.ts`] : [];
        const routes = table.map((route) => ({
          path: route.path,
          files: filesOf(route.modules),
          later: filesOf(route.later ?? []),
          strings: perLocale((locale) => [
            ...route.strings.map((folder) => `src/features/${folder}/i18n/${locale}.json`),
            ...messages(route, locale),
          ]),
          requests: route.requests ?? [],
        }));
        report = { initial: [...initial], shared, routes, missing: [...missing] };
        // The entry's own files first: the links below would otherwise take the browser's six
        // connections before the entry's script tag is read.
        const first = [entry.fileName, ...(entry.viteMetadata?.importedCss ?? [])];
        return { html, tags: [{ tag: 'script', children: preloadScript(first, shared, routes), injectTo: 'head-prepend' }] };
      },
    },
    writeBundle() {
      if (!report) return;
      fs.mkdirSync(path.join(outDir, '.vite'), { recursive: true });
      fs.writeFileSync(path.join(outDir, '.vite/routes.json'), `${JSON.stringify(report, null, 1)}\n`);
    },
  };
}

/** The inline script (exported for its test): file names listed once, each route as a path pattern and file indexes. */
export function preloadScript(first: string[], shared: Record<string, string[]>, routes: RouteFiles[]): string {
  const files: string[] = [];
  const index = (file: string) => {
    const at = files.indexOf(file);
    return at >= 0 ? at : files.push(file) - 1;
  };
  const table = routes.map((route) => [
    `^${route.path.replace(/:([^/]+)/g, '(?<$1>[^/]+)')}/?$`,
    route.files.map(index),
    LOCALES.map((locale) => (route.strings[locale] ?? []).map(index)),
    route.requests,
  ]);
  const head = first.map(index);
  const strings = LOCALES.map((locale) => (shared[locale] ?? []).map(index));
  // Runs before the entry module: a failure here only loses the head start. In order: the entry's
  // files, the profile and the route's data (the server works on them while the code downloads),
  // the shared strings, the route's chunks and strings. URLs as lib/http writes them: the route's
  // parameters encoded as encodeURIComponent does. The session marker it read is left for the app
  // (lib/early-requests.ts): each read of document.cookie is a synchronous round trip to the browser.
  // A page the server rendered (<html data-rendered>, src/ssr) holds its data already: no requests,
  // and the strings of the language it was rendered in.
  return `(()=>{try{const F=${JSON.stringify(files)},H=${JSON.stringify(head)},S=${JSON.stringify(strings)},R=${JSON.stringify(table)},L=${JSON.stringify(LOCALES)};
const add=i=>{const e=document.createElement('link'),f='/'+F[i];if(f.endsWith('.css')){e.rel='preload';e.as='style'}else e.rel='modulepreload';e.crossOrigin='';e.href=f;document.head.appendChild(e)};
H.forEach(add);
let l;try{l=localStorage.getItem('vitrina_locale')}catch{}
if(!L.includes(l))l=(navigator.languages||[navigator.language]).map(x=>String(x).slice(0,2).toLowerCase()).find(x=>L.includes(x))||${JSON.stringify(DEFAULT_LOCALE)};
const d=document.documentElement;if(d.hasAttribute('data-rendered'))l=d.lang;
let m;const r=R.find(([p])=>(m=new RegExp(p).exec(location.pathname)))||['',[],L.map(()=>[]),[]],g=(m&&m.groups)||{};
const t=(document.cookie.match(/(?:^|; )vitrina_session=([^;]*)/)||[])[1],v=t?decodeURIComponent(t):'';
window.__vitrinaSessionAtLoad=v;
if(v&&!d.hasAttribute('data-rendered')){const h={Accept:'application/json','Accept-Language':l},q={};
for(const u of ['/users/profile',...r[3]]){const f='/api'+u.replace(/:(\\w+)/g,(_,n)=>encodeURIComponent(decodeURIComponent(g[n])));const p=fetch(f,{headers:h});p.catch(()=>{});q[f]=p}
window.__vitrinaEarly={session:v,at:performance.now(),responses:q}}
const k=L.indexOf(l);
[...S[k],...r[1],...r[2][k]].forEach(add)}catch{}})();`;
}
