import fs from 'node:fs';
import http from 'node:http';
import type { AddressInfo } from 'node:net';
import path from 'node:path';

const INIT_JS = path.resolve(import.meta.dirname, '../../apps/widget/dist/init.js');

export interface ShopPageOptions {
  /** Configs pushed the way the per-project loader does (window.VitrinaConfigs). */
  configs: unknown[];
  /** Script run before the loader part (page globals, hook functions, a ym stub). */
  head?: string;
  /** Calls made before init.js loads, kept by the queue stub. */
  queued?: unknown[][];
  /** Extra markup at the end of <main>. */
  body?: string;
}

/** A plain shop page: a header search field, a container for the complex kind, and the loader's code. */
export function shopPage(o: ShopPageOptions): string {
  const push = o.configs.map((c) => `(window.VitrinaConfigs = window.VitrinaConfigs || []).push(${JSON.stringify(c)});`).join('\n');
  const queued = (o.queued ?? []).map((args) => `window.vitrina(${args.map((a) => JSON.stringify(a)).join(', ')});`).join('\n');
  return `<!doctype html><html lang="ru"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width, initial-scale=1">
<title>Demo shop</title>
<style>body{font-family:system-ui,sans-serif;margin:0;background:#fafafa}header{display:flex;gap:16px;align-items:center;padding:16px 24px;background:#222;color:#fff}
header input{flex:1;max-width:480px;padding:10px;border-radius:6px;border:0;font-size:15px}main{padding:24px}#complex-search{max-width:1100px;background:#fff;padding:16px;border-radius:8px}</style>
<script>${o.head ?? ''}</script>
<script>
${push}
window.vitrina = window.vitrina || function () { (window.vitrina.q = window.vitrina.q || []).push(arguments); };
${queued}
(function () { var s = document.createElement('script'); s.async = true; s.src = '/init.js'; document.head.appendChild(s); })();
</script></head>
<body><header><strong>Demo shop</strong><input id="shop-search" class="shop-search" type="text" placeholder="Поиск"></header>
<main><p id="above">Catalog of the demo shop.</p><div id="complex-search"></div><div id="complex-search-2"></div>${o.body ?? ''}<p id="below">Footer text.</p></main></body></html>`;
}

/** Serves init.js and registered pages from its own origin (a different port than the search API). */
export async function startShop() {
  const pages = new Map<string, string>();
  const server = http.createServer((req, res) => {
    const url = new URL(req.url ?? '/', 'http://shop');
    if (url.pathname === '/init.js') {
      res.writeHead(200, { 'content-type': 'application/javascript; charset=utf-8', 'cache-control': 'no-store' });
      res.end(fs.readFileSync(INIT_JS));
      return;
    }
    const page = pages.get(url.pathname);
    if (page === undefined) {
      res.writeHead(404).end('not found');
      return;
    }
    res.writeHead(200, { 'content-type': 'text/html; charset=utf-8' });
    res.end(page);
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;
  return {
    url: `http://127.0.0.1:${port}`,
    /** Registers a page at `pathname` and returns its full URL. */
    page(pathname: string, options: ShopPageOptions) {
      pages.set(pathname, shopPage(options));
      return `http://127.0.0.1:${port}${pathname}`;
    },
    close: () => new Promise<void>((resolve) => server.close(() => resolve())),
  };
}
