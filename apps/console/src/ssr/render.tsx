// The console's first HTML of a signed-in page, rendered on the server (decision 0026): the page
// shows its content as soon as the HTML and CSS are in, instead of after its code has downloaded,
// run and asked for its data. The server runs this in a process of its own, one page at a time (the
// app keeps its session, locale and query client in module state), each in its visitor's time zone
// (process.env.TZ: its dates, and the days its statistics cover, read as the browser computes them),
// and serves the plain index.html whenever this declines or fails. The app then takes the page over
// (main.tsx).
import { dehydrate, type Query, type QueryClient } from '@tanstack/react-query';
import {
  DEFAULT_LOCALE,
  isLocale,
  LOCALE_COOKIE,
  type Locale,
  SESSION_COOKIE,
  TIME_ZONE_COOKIE,
  TOKEN_COOKIE,
  type User,
} from '@vitrina/contracts';
import i18next from 'i18next';
import { StrictMode } from 'react';
import { prerenderToNodeStream } from 'react-dom/static';
import { createStaticHandler, createStaticRouter, StaticRouterProvider } from 'react-router';
import { ROUTE_MODULES } from '../../build/route-modules';
import { Providers } from '../app/providers';
import { routeDataStarted, setRouteDataClient } from '../app/route-data';
import { routes } from '../app/routes';
import { readCookie, renderWithCookies } from '../lib/cookie';
import { http } from '../lib/http';
import { loadSharedStrings, setupI18n } from '../lib/i18n';
import { renderIn } from '../lib/locale';
import { createQueryClient } from '../lib/query-client';
import { adoptSession } from '../lib/session';
import { serializeRenderedState } from './rendered-state';

export interface RenderRequest {
  /** The page's path with its query, as the browser asked for it. */
  path: string;
  /** Where this render asks the API, e.g. http://127.0.0.1:8080: the server itself. */
  api: string;
  /** The visitor's Cookie header: the render asks for data with their session, as their browser would. */
  cookie: string;
  acceptLanguage: string;
  /** Epoch ms past which the visitor has been served the plain page: the render stops. */
  deadline: number;
}

export type RenderResult =
  | { html: string; state: string; locale: Locale }
  /** Declined: the plain page is served and the app renders it (why, for the server's log). */
  | { html: null; reason: string };

/** Rendering passes at most: each finds the queries that the data of the one before revealed. */
const MAX_PASSES = 4;
/** The frame of signed-in pages: a route that loads it is one this renders (build/route-modules.ts). */
const SIGNED_IN_FRAME = 'src/app/layouts/page-layout.tsx';
/**
 * Pages the browser renders itself: the widget preview frames the widget with the console's own
 * origin, which only the browser knows.
 */
const BROWSER_ONLY = new Set(['/project/:id/preview']);
/**
 * Pages for visitors without a session rendered here, the same for everyone of a language: sign-in,
 * sign-up's first step, the password request. (The last email used, which sign-in and the password
 * request show, is filled in once the page is taken over: the server cannot read the browser's
 * storage.)
 */
const GUEST_PAGES = new Set(['/signin', '/signup', '/password-get']);
const signedInRoutes = ROUTE_MODULES.filter((route) => route.modules.includes(SIGNED_IN_FRAME) && !BROWSER_ONLY.has(route.path)).map(
  (route) => ({
    pattern: new RegExp(`^${route.path.replace(/:([^/]+)/g, '(?<$1>[^/]+)')}/?$`),
    requests: route.requests ?? [],
  }),
);

let visitor: RenderRequest | null = null;
const nativeFetch = globalThis.fetch;

/** lib/http asks '/api/…' as in the browser; here it goes to the server with the visitor's cookie. */
function visitorFetch(input: RequestInfo | URL, init: RequestInit = {}): Promise<Response> {
  if (!visitor || typeof input !== 'string' || !input.startsWith('/')) return nativeFetch(input, init);
  const headers = new Headers(init.headers);
  headers.set('cookie', visitor.cookie);
  // The console's own origin, as a browser sends it on a change (the API refuses other sites).
  headers.set('origin', visitor.api);
  return nativeFetch(`${visitor.api}${input}`, { ...init, headers });
}

let prepared = false;
function prepare(): void {
  if (prepared) return;
  prepared = true;
  globalThis.fetch = visitorFetch as typeof fetch;
  setupI18n(DEFAULT_LOCALE);
}

/** Whether a zone name is one Intl knows: the cookie is the browser's word, checked before use. */
function isTimeZone(name: string): boolean {
  try {
    new Intl.DateTimeFormat('en', { timeZone: name });
    return true;
  } catch {
    return false;
  }
}

/** The visitor's language as the app would pick it: their device's choice, their browser's, their profile's. */
function localeOf(request: RenderRequest, user: User | null): Locale {
  const chosen = readCookie(LOCALE_COOKIE, request.cookie);
  if (isLocale(chosen)) return chosen;
  for (const part of request.acceptLanguage.split(',')) {
    const short = part.trim().slice(0, 2).toLowerCase();
    if (isLocale(short)) return short;
  }
  return user?.locale ?? DEFAULT_LOCALE;
}

/**
 * The route's first GETs (build/route-modules.ts), asked side by side before the first pass, as
 * index.html does in the browser: lib/http takes them as early answers (lib/early-requests.ts).
 */
function startRouteRequests(path: string, locale: Locale): void {
  let match: RegExpExecArray | null = null;
  const route = signedInRoutes.find((candidate) => (match = candidate.pattern.exec(path)));
  const groups: Record<string, string> = (match as RegExpExecArray | null)?.groups ?? {};
  const responses: Record<string, Promise<Response>> = {};
  for (const request of route?.requests ?? []) {
    const url = `/api${request.replace(/:(\w+)/g, (_, name: string) => encodeURIComponent(decodeURIComponent(groups[name] ?? '')))}`;
    const response = globalThis.fetch(url, { headers: { Accept: 'application/json', 'Accept-Language': locale } });
    response.catch(() => {});
    responses[url] = response;
  }
  Object.assign(globalThis, { __vitrinaEarly: { session: '', at: performance.now(), responses, confirmed: true } });
}

const isEnabled = (query: Query) => {
  const enabled = (query.options as { enabled?: boolean | ((query: Query) => boolean) }).enabled;
  return (typeof enabled === 'function' ? enabled(query) : enabled) !== false;
};
/** Queries the last pass left without data: asked by it, or already under way (a route loader's). */
const waiting = (client: QueryClient) =>
  client
    .getQueryCache()
    .getAll()
    .filter((query) => query.state.status === 'pending' && isEnabled(query));

/** Until the queries have their answers; a query under way answers with its request in flight rather than asking again. */
const answered = (queries: Query[]) => Promise.all(queries.map((query) => query.fetch().catch(() => undefined)));

async function htmlOf(stream: NodeJS.ReadableStream): Promise<string> {
  let html = '';
  for await (const chunk of stream) html += String(chunk);
  return html;
}

/** Renders the page at `request.path` for the visitor, or declines. */
export async function renderPage(request: RenderRequest): Promise<RenderResult> {
  const path = request.path.split('?')[0] ?? '/';
  if (GUEST_PAGES.has(path.replace(/(.)\/$/, '$1'))) return renderGuestPage(request);
  if (!signedInRoutes.some((route) => route.pattern.test(path))) return { html: null, reason: 'not a signed-in page' };
  const timeZone = readCookie(TIME_ZONE_COOKIE, request.cookie);
  // Without the browser's zone its dates would read differently here: the app renders the page.
  if (!timeZone || !isTimeZone(timeZone)) return { html: null, reason: 'no time zone' };
  prepare();
  visitor = request;
  // The cookies the page reads (the onboarding list hidden on this device) are the visitor's.
  renderWithCookies(request.cookie);
  try {
    let user: User;
    try {
      user = await http.get<User>('/users/profile', { quiet: true });
    } catch {
      return { html: null, reason: 'no session' };
    }
    const locale = localeOf(request, user);
    process.env.TZ = timeZone;
    startRouteRequests(path, locale);
    return await renderRoute(request, user, locale);
  } finally {
    visitor = null;
    renderWithCookies(null);
    // An answer the page did not take is dropped: its connection goes back to the pool.
    const early = (globalThis as { __vitrinaEarly?: { responses: Record<string, Promise<Response>> } }).__vitrinaEarly;
    for (const response of Object.values(early?.responses ?? {})) response.then((answer) => answer.body?.cancel()).catch(() => {});
    Object.assign(globalThis, { __vitrinaEarly: undefined });
  }
}

/** Guest pages rendered once per language: the same for every visitor (no query, no session). */
const guestPages = new Map<string, RenderResult>();

/** A guest page, as a visitor without a session sees it; declined for a signed-in one (the guard sends them on). */
async function renderGuestPage(request: RenderRequest): Promise<RenderResult> {
  if (request.path.includes('?')) return { html: null, reason: 'a guest page with a query' };
  if (readCookie(SESSION_COOKIE, request.cookie) || readCookie(TOKEN_COOKIE, request.cookie)) return { html: null, reason: 'signed in' };
  const locale = localeOf(request, null);
  const key = `${locale} ${request.path}`;
  const rendered = guestPages.get(key);
  if (rendered) return rendered;
  prepare();
  // No dates on these pages; a fixed zone and no cookies keep the one rendering the same for everyone.
  process.env.TZ = 'UTC';
  renderWithCookies('');
  const result = await renderRoute(request, null, locale).finally(() => renderWithCookies(null));
  if (result.html !== null) guestPages.set(key, result);
  return result;
}

/** The route at `request.path` rendered for `user` (null: a guest) in `locale`, passes until its data is in. */
async function renderRoute(request: RenderRequest, user: User | null, locale: Locale): Promise<RenderResult> {
  renderIn(locale);
  await Promise.all([i18next.changeLanguage(locale), loadSharedStrings(locale)]);
  adoptSession(user);
  const client = createQueryClient();
  setRouteDataClient(client);
  const handler = createStaticHandler(routes);
  const context = await handler.query(new Request(new URL(request.path, request.api)));
  if (context instanceof Response) return { html: null, reason: `answered ${context.status}` };
  if (context.errors || context.statusCode !== 200) return { html: null, reason: `route status ${context.statusCode}` };
  // The loaders' requests first: the page then renders once with its data rather than pass by pass.
  await routeDataStarted();
  await answered(waiting(client));
  let html = '';
  for (let pass = 0; pass < MAX_PASSES; pass += 1) {
    const { prelude } = await prerenderToNodeStream(
      <StrictMode>
        <Providers client={client}>
          <StaticRouterProvider router={createStaticRouter(handler.dataRoutes, context)} context={context} hydrate={false} />
        </Providers>
      </StrictMode>,
    );
    html = await htmlOf(prelude);
    const queries = waiting(client);
    if (queries.length === 0) break;
    if (Date.now() > request.deadline) return { html: null, reason: 'too slow' };
    await answered(queries);
  }
  // A failed answer would show an error the app could not take over as it is: it renders the page.
  if (
    client
      .getQueryCache()
      .getAll()
      .some((query) => query.state.status === 'error')
  )
    return { html: null, reason: 'a request failed' };
  const state = serializeRenderedState({
    locale,
    user,
    queries: dehydrate(client),
    router: { loaderData: context.loaderData, actionData: null, errors: null },
  });
  return { html, state, locale };
}
