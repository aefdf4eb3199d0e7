import { TIME_ZONE_COOKIE, TOKEN_COOKIE } from '@vitrina/contracts';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import { type ConsoleRenderer, createConsoleRenderer, type RendererOptions } from './console-renderer';
import { renderedPage } from './page-html';
import { routeStylesheets } from './route-stylesheets';

/**
 * A render past a second is served plain (the app shows a page in about that on a slow machine);
 * four pages waiting at once are enough to keep the one thread busy.
 */
const OPTIONS: RendererOptions = { timeoutMs: 1000, maxWaiting: 4 };

/** Where the renderer asks the API: this server, on the address it listens on. */
function ownAddress(app: FastifyInstance): string | null {
  const address = app.server.address();
  if (!address || typeof address === 'string') return null;
  if (address.family === 'IPv6') return `http://[${address.address === '::' ? '::1' : address.address}]:${address.port}`;
  return `http://${address.address === '0.0.0.0' ? '127.0.0.1' : address.address}:${address.port}`;
}

/**
 * index.html with the page rendered for a signed-in visitor (decision 0026), or null: no session, no
 * time zone from the console yet, not a signed-in page, or the renderer declined, failed or was slow.
 */
async function renderSignedInPage(
  app: FastifyInstance,
  consolePages: { renderer: ConsoleRenderer; stylesheets: (pagePath: string) => string[] },
  request: FastifyRequest,
  page: string,
): Promise<string | null> {
  const cookie = request.headers.cookie ?? '';
  if (!cookie.includes(`${TOKEN_COOKIE}=`) || !cookie.includes(`${TIME_ZONE_COOKIE}=`)) return null;
  const api = ownAddress(app);
  if (!api) return null;
  const acceptLanguage = request.headers['accept-language'] ?? '';
  const result = await consolePages.renderer.render({ path: request.url, api, cookie, acceptLanguage });
  if (result.html === null) {
    const unexpected = result.reason === 'too slow' || result.reason.startsWith('failed') || result.reason.startsWith('renderer');
    request.log[unexpected ? 'warn' : 'debug']({ reason: result.reason }, 'console page served without rendering');
    return null;
  }
  return renderedPage(page, result, consolePages.stylesheets(request.url.split('?')[0] ?? '/'));
}

/** index.html (with its nonce) for a request: the page rendered for a signed-in visitor, or null. */
export type RenderedPages = (request: FastifyRequest, page: string) => Promise<string | null>;

/**
 * Signed-in console pages rendered on the server (decision 0026), from the console build in `consoleDir`;
 * null where the build has no renderer. The renderer's process stops with `app`.
 */
export function createRenderedPages(app: FastifyInstance, consoleDir: string): RenderedPages | null {
  const renderer = createConsoleRenderer(consoleDir, OPTIONS);
  if (!renderer) return null;
  app.addHook('onClose', () => renderer.close());
  const consolePages = { renderer, stylesheets: routeStylesheets(consoleDir) };
  return (request, page) => renderSignedInPage(app, consolePages, request, page);
}
