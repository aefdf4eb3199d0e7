/**
 * Trade widget carousels on a shop page. Embed form (README): an element
 *   <div data-vitrina-widget="WIDGET_ID" data-product-id="…" data-category-id="…"></div>
 * anywhere on a page that has the project's loader; it is mounted when the page is ready and whenever such an
 * element is added later. Or a call: vitrina('carousel', elementOrSelector, {widgetId, productId, categoryId,
 * segmentId, limit, style}). After each load the host gets a bubbling `vitrina:carousel` event with
 * {widgetId, status: 'ready'|'error', count}, so a page can hide its own heading when nothing is recommended.
 */
import type { CarouselStyle, PublicEvent } from '@vitrina/contracts';
import type { KeyValueStore } from './core/ab';
import type { Fetch, RequestContext } from './core/api';
import { createCarousel } from './core/carousel';
import type { CarouselPlacement } from './core/carousel-api';
import { rememberViewed } from './core/carousel-recent';
import type { HookBus } from './core/hooks';
import type { Translator } from './i18n';
import { mountCarousel } from './ui/carousel/mount-carousel';

export const CAROUSEL_SELECTOR = '[data-vitrina-widget]';
/** Set on a host once a carousel is mounted in it (value: the project id), so no other project claims it. */
const MOUNTED_ATTR = 'data-vitrina-mounted';

export interface CarouselEnv {
  projectId: string;
  ctx: RequestContext;
  fetch: Fetch;
  hooks: HookBus;
  sendEvents: (events: PublicEvent[]) => Promise<void>;
  store: KeyValueStore | null;
  t: Translator;
  locale: string;
  minimumFractionDigits: number;
  debug: boolean;
}

const text = (value: unknown) => (typeof value === 'string' && value.trim() ? value.trim() : undefined);

/** The placement fields of a vitrina('carousel') call that are of the right kind. */
function placementFields(source: Record<string, unknown>): Partial<CarouselPlacement> {
  const out: Partial<CarouselPlacement> = {};
  for (const key of ['widgetId', 'productId', 'categoryId', 'segmentId'] as const) {
    const value = text(typeof source[key] === 'number' ? String(source[key]) : source[key]);
    if (value) out[key] = value;
  }
  const limit = Number(source.limit);
  if (Number.isInteger(limit) && limit > 0) out.limit = Math.min(limit, 50);
  return out;
}

/** What a host element's data attributes ask for; null without a widget id. */
export function placementOf(el: HTMLElement): CarouselPlacement | null {
  const d = el.dataset;
  const placement = placementFields({ ...d, widgetId: d.vitrinaWidget });
  return placement.widgetId ? (placement as CarouselPlacement) : null;
}

/** Mounts carousels of one project: the marked elements now and later, and the ones asked for by call. */
export function startCarousels(env: CarouselEnv) {
  const unmounts = new WeakMap<HTMLElement, () => void>();
  // Each product of this page is remembered once, however many carousels show it.
  const viewed = new Map<string, string[]>();
  const recentFor = (productId: string) => {
    let list = viewed.get(productId);
    if (!list) {
      list = rememberViewed(env.store, env.projectId, productId);
      viewed.set(productId, list);
    }
    return list;
  };
  const live = new Set<{ flush: () => void }>();

  const mount = (host: HTMLElement, options: Record<string, unknown> = {}) => {
    const where = { ...placementOf(host), ...placementFields(options) };
    if (!where.widgetId) return;
    const style = options.style && typeof options.style === 'object' ? (options.style as Partial<CarouselStyle>) : null;
    // The preview's product is the owner's choice, not a view of a shopper.
    if (where.productId && options.preview !== true) (where as CarouselPlacement).recentIds = recentFor(where.productId);
    unmounts.get(host)?.();
    host.setAttribute(MOUNTED_ATTR, env.projectId);
    // The console preview hands in the answer it computed for the unsaved form (the frame has no session).
    const given = options.preview === true && options.answer && typeof options.answer === 'object' ? options.answer : null;
    const carousel = createCarousel({
      fetch: given ? async () => ({ ok: true, status: 200, json: async () => given }) : env.fetch,
      ctx: env.ctx,
      placement: where as CarouselPlacement,
      hooks: env.hooks,
      // The console preview records nothing: its views are the owner's, not a shopper's.
      sendEvents: options.preview === true ? async () => {} : env.sendEvents,
      styleOverride: style,
      store: env.store,
      pageUrl: location.href,
    });
    live.add(carousel);
    const remove = mountCarousel(host, {
      carousel,
      t: env.t,
      locale: env.locale,
      minimumFractionDigits: env.minimumFractionDigits,
    });
    const controller = new AbortController();
    unmounts.set(host, () => {
      controller.abort();
      carousel.flush();
      live.delete(carousel);
      remove();
    });
    const report = (status: 'ready' | 'error') => {
      if (controller.signal.aborted) return;
      const detail = { widgetId: where.widgetId, status, count: carousel.getState().offers.length };
      host.dispatchEvent(new CustomEvent('vitrina:carousel', { detail, bubbles: true }));
    };
    carousel.load(controller.signal).then(
      () => report('ready'),
      (error) => {
        if (env.debug) console.warn(`[vitrina] trade widget ${where.widgetId} failed`, error);
        report('error');
      },
    );
  };

  const claims = (el: HTMLElement) => !el.hasAttribute(MOUNTED_ATTR) && (!el.dataset.projectId || el.dataset.projectId === env.projectId);
  const scan = () => {
    for (const el of document.querySelectorAll<HTMLElement>(CAROUSEL_SELECTOR)) if (claims(el)) mount(el);
  };
  scan();
  // Shops that render product pages on the client add the element later.
  let queued = false;
  new MutationObserver(() => {
    if (queued) return;
    queued = true;
    setTimeout(() => {
      queued = false;
      scan();
    }, 0);
  }).observe(document.documentElement, { childList: true, subtree: true });
  window.addEventListener('pagehide', () => {
    for (const carousel of live) carousel.flush();
  });

  return {
    /** vitrina('carousel', target, options): mounts (or re-mounts with new options) a carousel in target. */
    mount(target: unknown, options: unknown) {
      const host = typeof target === 'string' ? document.querySelector<HTMLElement>(target) : target;
      if (!(host instanceof HTMLElement)) return;
      mount(host, options && typeof options === 'object' ? (options as Record<string, unknown>) : {});
    },
  };
}

export type Carousels = ReturnType<typeof startCarousels>;
