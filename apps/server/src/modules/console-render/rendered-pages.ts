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
 * index.html with the page rendered for the visitor (decision 0026): a signed-in page for a visitor
 * with a session, a guest page (sign-in, sign-up, the password request) for one without. Null: a session without the console's time
 * zone yet, a page the renderer does not render, or it declined, failed or was slow.
 */
async function renderVisitorPage(
  app: FastifyInstance,
  consolePages: { renderer: ConsoleRenderer; stylesheets: (pagePath: string) => string[] },
  request: FastifyRequest,
  page: string,
): Promise<string | null> {
  const cookie = request.headers.cookie ?? '';
  if (cookie.includes(`${TOKEN_COOKIE}=`) && !cookie.includes(`${TIME_ZONE_COOKIE}=`)) return null;
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

/** index.html (with its nonce) for a request: the page rendered for its visitor, or null. */
export type RenderedPages = (request: FastifyRequest, page: string) => Promise<string | null>;

/**
 * Console pages rendered on the server (decision 0026), from the console build in `consoleDir`;
 * null where the build has no renderer. The renderer's process stops with `app`.
 */
export function createRenderedPages(app: FastifyInstance, consoleDir: string): RenderedPages | null {
  const renderer = createConsoleRenderer(consoleDir, OPTIONS);
  if (!renderer) return null;
  app.addHook('onClose', () => renderer.close());
  const consolePages = { renderer, stylesheets: routeStylesheets(consoleDir) };
  // The renderer's code loads before the first visitor: a cold first render would pass the deadline.
  app.addHook('onListen', async () => {
    const api = ownAddress(app);
    if (api) void renderer.render({ path: '/signup', api, cookie: '', acceptLanguage: '' });
  });
  return (request, page) => renderVisitorPage(app, consolePages, request, page);
}
