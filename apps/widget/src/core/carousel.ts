import type { ApiOffer, CarouselStyle, PublicEvent, TradeWidgetAnswer } from '@vitrina/contracts';
import type { KeyValueStore } from './ab';
import type { Fetch, RequestContext } from './api';
import { type CarouselPlacement, fetchTradeWidget } from './carousel-api';
import { type ResolvedCarouselStyle, resolveCarouselStyle } from './carousel-style';
import { readWishlist, WISHLIST_MAX, wishlistKey } from './controller';
import type { HookBus } from './hooks';

/** Impressions wait this long for more cards to come into view, then go in one request (ms). */
export const IMPRESSION_BATCH_MS = 1000;

export interface CarouselState {
  status: 'loading' | 'ready' | 'error';
  offers: ApiOffer[];
  style: ResolvedCarouselStyle;
  answer: TradeWidgetAnswer | null;
  /** Offers put in the cart from this carousel (the shop's cart is the truth; this only swaps the button). */
  inCart: string[];
  wishlist: string[];
}

export interface CarouselDeps {
  fetch: Fetch;
  ctx: RequestContext;
  placement: CarouselPlacement;
  hooks: HookBus;
  sendEvents: (events: PublicEvent[]) => Promise<void>;
  /** A style over the saved one (the console preview of unsaved settings). */
  styleOverride?: Partial<CarouselStyle> | null;
  /** The search widget's wishlist store, so a heart set in one shows in the other. */
  store?: KeyValueStore | null;
  /** The page's address, sent with events. */
  pageUrl?: string;
  now?: () => number;
  setTimer?: (fn: () => void, ms: number) => unknown;
}

/** Offers with the same name and vendor are variants of one product; keep the first unless all are asked for. */
export function collapseVariants(offers: ApiOffer[], keepAll: boolean): ApiOffer[] {
  if (keepAll) return offers;
  const seen = new Set<string>();
  return offers.filter((o) => {
    const key = `${o.vendor ?? ''}\u0000${o.name.trim().toLowerCase()}`;
    if (seen.has(key)) return false;
    seen.add(key);
    return true;
  });
}

/** One trade widget carousel without a DOM: loads its offers, reports impressions and clicks, runs the cart and wishlist hooks. */
export function createCarousel(deps: CarouselDeps) {
  const { ctx, placement, hooks } = deps;
  const now = deps.now ?? Date.now;
  const setTimer = deps.setTimer ?? ((fn, ms) => setTimeout(fn, ms));
  const listKey = wishlistKey(ctx.projectId);
  let state: CarouselState = {
    status: 'loading',
    offers: [],
    style: resolveCarouselStyle(deps.styleOverride),
    answer: null,
    inCart: [],
    wishlist: readWishlist(deps.store, listKey),
  };
  const subscribers = new Set<(s: CarouselState) => void>();
  const seen = new Set<string>();
  let pending: PublicEvent[] = [];
  let flushTimer: unknown = null;

  const set = (patch: Partial<CarouselState>) => {
    state = { ...state, ...patch };
    for (const fn of subscribers) fn(state);
  };
  const event = (type: PublicEvent['type'], offer: ApiOffer, extra: Partial<PublicEvent> = {}): PublicEvent => ({
    type,
    name: placement.widgetId,
    userId: ctx.userId,
    offerId: offer.id,
    // An offer without a url sends none: the API refuses a null url.
    url: deps.pageUrl ?? offer.url ?? undefined,
    ts: now(),
    ...(offer.price !== null ? { price: offer.price } : {}),
    ...extra,
  });
  const send = (events: PublicEvent[]) => {
    if (events.length) deps.sendEvents(events).catch(() => {});
  };
  const flush = () => {
    flushTimer = null;
    const batch = pending;
    pending = [];
    send(batch);
  };

  return {
    getState: () => state,
    subscribe(fn: (s: CarouselState) => void) {
      subscribers.add(fn);
      return () => subscribers.delete(fn);
    },
    /** Asks the API for the offers; the style is the saved one with the override over it. */
    async load(signal?: AbortSignal): Promise<void> {
      set({ status: 'loading' });
      try {
        // Without a page or preview limit the saved style's limit applies on the server.
        const limit = placement.limit ?? deps.styleOverride?.limit;
        const answer = await fetchTradeWidget(deps.fetch, ctx, limit ? { ...placement, limit } : placement, signal);
        const style = resolveCarouselStyle(answer.widget.style, deps.styleOverride);
        const offers = collapseVariants(answer.offers, style.multipleOffers).slice(0, placement.limit ?? style.limit);
        set({ status: 'ready', answer, style, offers });
      } catch (error) {
        if (signal?.aborted) return;
        set({ status: 'error' });
        throw error;
      }
    },
    /** A card came into view: one widgetImpression per offer per page, sent in batches. */
    seen(offer: ApiOffer) {
      if (seen.has(offer.id)) return;
      seen.add(offer.id);
      pending.push(event('widgetImpression', offer));
      if (flushTimer === null) flushTimer = setTimer(flush, IMPRESSION_BATCH_MS);
    },
    /** Sends the impressions still waiting (the page is being hidden). */
    flush,
    /** An offer link was followed: the waiting impressions, then widgetClick (the page may be leaving). */
    click(offer: ApiOffer) {
      flush();
      send([event('widgetClick', offer)]);
    },
    /** The shop's addToCart hook (search widget settings) with {offer, quantity: 1, widgetId}, and a cart event. */
    addToCart(offer: ApiOffer) {
      if (!state.inCart.includes(offer.id)) set({ inCart: [...state.inCart, offer.id] });
      send([event('cart', offer, { quantity: 1 })]);
      hooks.emit('addToCart', { offer, quantity: 1, widgetId: placement.widgetId });
    },
    /** The heart: wishlistAdd / wishlistRemove hooks with {offer, widgetId}, kept with the search widget's list. */
    toggleWishlist(offer: ApiOffer) {
      const on = !state.wishlist.includes(offer.id);
      set({ wishlist: on ? [...state.wishlist, offer.id] : state.wishlist.filter((id) => id !== offer.id) });
      try {
        deps.store?.setItem(listKey, JSON.stringify(state.wishlist.slice(-WISHLIST_MAX)));
      } catch {
        // A full or blocked storage keeps the wishlist for this page only.
      }
      send([event(on ? 'wishlist' : 'removeFromWishlist', offer)]);
      hooks.emit(on ? 'wishlistAdd' : 'wishlistRemove', { offer, widgetId: placement.widgetId });
    },
  };
}

export type Carousel = ReturnType<typeof createCarousel>;
