import type { ApiOffer, CompletionOfferItem, PublicEvent, SearchSort, SearchWidgetSettings } from '@vitrina/contracts';
import type { KeyValueStore } from './ab';
import { type ApiClient, buildSearchRequest, hasSelection, type RequestContext } from './api';
import type { HookBus } from './hooks';
import { type Action, completionItems, createInitialState, reduce, type WidgetState } from './state';

/** Completions follow the typing this fast (ms). */
export const COMPLETIONS_DELAY_MS = 150;
/** The full search runs after this pause in typing (spec §9, search-as-you-type delay). */
export const SEARCH_AS_YOU_TYPE_DELAY_MS = 1200;

export interface ControllerDeps {
  api: ApiClient;
  settings: SearchWidgetSettings;
  ctx: RequestContext;
  hooks: HookBus;
  /** True once per browser session: for the first search only (sessionStorage in the browser). */
  firstInSession: () => boolean;
  /** A Metrika goal (no-op when the counter is disabled). */
  goal: (name: string, params?: Record<string, unknown>) => void;
  /** Keeps the wishlist between pages (localStorage in the browser); without it the wishlist lives in memory. */
  store?: KeyValueStore | null;
  /** Follows a merchandising redirect (location.assign in the browser); without it the answer shows as results. */
  navigate?: (url: string) => void;
  now?: () => number;
  setTimer?: (fn: () => void, ms: number) => unknown;
  clearTimer?: (id: unknown) => void;
}

/** What choosing a completion did: an offer to follow (its url), or nothing for the renderer to do. */
/** localStorage key of the wishlist (offer ids, JSON) per project. */
export const wishlistKey = (projectId: string) => `vitrina_wishlist_${projectId}`;
/** The stored wishlist keeps at most this many offers (the newest). */
export const WISHLIST_MAX = 200;

/** The stored wishlist (offer ids); anything unreadable is an empty list. */
export function readWishlist(store: KeyValueStore | null | undefined, key: string): string[] {
  try {
    const ids: unknown = JSON.parse(store?.getItem(key) ?? '[]');
    return Array.isArray(ids) ? ids.filter((id): id is string => typeof id === 'string').slice(-WISHLIST_MAX) : [];
  } catch {
    return [];
  }
}

export type Choice = { kind: 'navigate'; url: string } | { kind: 'none' };

/**
 * The widget's behaviour without a DOM: it holds the state, runs requests with debounce and stale-answer
 * guards, calls hooks and reports events. A renderer subscribes and calls these methods.
 */
export function createController(deps: ControllerDeps) {
  const { api, settings, ctx, hooks } = deps;
  const setTimer = deps.setTimer ?? ((fn, ms) => setTimeout(fn, ms));
  const clearTimer = deps.clearTimer ?? ((id) => clearTimeout(id as ReturnType<typeof setTimeout>));
  const now = deps.now ?? Date.now;
  const listKey = wishlistKey(ctx.projectId);
  let state: WidgetState = { ...createInitialState(), wishlist: readWishlist(deps.store, listKey) };
  const subscribers = new Set<(s: WidgetState) => void>();
  let completionsTimer: unknown = null;
  let searchTimer: unknown = null;
  let completionsSeq = 0;
  let searchSeq = 0;
  /** The text the last completions request was for, so a search can bring the completions up to date. */
  let completionsFor: string | null = null;

  function dispatch(action: Action) {
    const next = reduce(state, action);
    if (next === state) return;
    state = next;
    for (const fn of subscribers) fn(state);
  }

  function cancelTimers() {
    if (completionsTimer !== null) clearTimer(completionsTimer);
    if (searchTimer !== null) clearTimer(searchTimer);
    completionsTimer = searchTimer = null;
  }

  async function loadCompletions(query: string) {
    const seq = ++completionsSeq;
    completionsFor = query;
    try {
      const data = await api.completions(query, settings.completionSettings);
      if (seq !== completionsSeq) return;
      dispatch({ type: 'completions', query, data });
      hooks.emit('completions', { query, data });
    } catch {
      // Completions are a convenience: a failure leaves the previous ones.
    }
  }

  async function search(query: string, append = false) {
    cancelTimers();
    const seq = ++searchSeq;
    const skip = append ? state.results.offers.length : 0;
    const grouped = !append && settings.groupCategories && !hasSelection(state.selection) && state.sort === 'relevance';
    dispatch({ type: 'search-start', query, append });
    // A search straight after typing cancelled the completions timer: the v3 column still follows the text.
    if (!append && completionsFor !== query && query === state.input.trim()) void loadCompletions(query);
    const body = buildSearchRequest(ctx, settings, {
      query,
      skip,
      limit: settings.limit,
      selection: state.selection,
      sort: state.sort,
      firstInSession: deps.firstInSession(),
      ...(grouped ? { groupSize: settings.groupByCategoriesSize } : {}),
    });
    try {
      const data = await api.search(body);
      if (seq !== searchSeq) return;
      // A redirect rule of the shop sends the shopper to its page instead of showing results.
      if (data.redirect && !append && deps.navigate) {
        deps.navigate(data.redirect);
        return;
      }
      dispatch({ type: 'search-done', query, append, data, grouped: grouped && (data.categories?.length ?? 0) > 1 });
      if (!append) {
        hooks.emit('search', { query, hits: data.hits, offers: data.offers });
        deps.goal('vitrina_search', { query });
      }
      if (!append && data.hits === 0 && settings.noResultsPopularCount > 0) await loadPopular(seq);
    } catch {
      if (seq === searchSeq) dispatch({ type: 'search-fail' });
    }
  }

  async function loadPopular(seq: number) {
    const body = buildSearchRequest(ctx, settings, {
      query: '',
      skip: 0,
      limit: settings.noResultsPopularCount,
      selection: { options: {}, price: {} },
      sort: 'popularity',
      firstInSession: false,
    });
    try {
      const data = await api.search(body);
      if (seq === searchSeq) dispatch({ type: 'popular', offers: data.offers.slice(0, settings.noResultsPopularCount) });
    } catch {
      // No popular offers: the 'nothing found' message stands alone.
    }
  }

  function event(type: PublicEvent['type'], offer: ApiOffer, extra: Partial<PublicEvent> = {}) {
    const e: PublicEvent = {
      type,
      userId: ctx.userId,
      offerId: offer.id,
      query: state.results.query || state.input,
      // An offer without a url sends none: the API refuses a null url.
      url: offer.url ?? undefined,
      ts: now(),
      ...extra,
    };
    api.sendEvents([e]).catch(() => {});
  }

  const price = (offer: ApiOffer): Partial<PublicEvent> => (offer.price !== null ? { price: offer.price } : {});

  /** The offer of a completion, in the search offer shape the hooks get (what a completion lacks is empty). */
  /** The offer of a completion, in the search offer shape the hooks get (what a completion lacks is empty). */
  function completionToOffer(item: CompletionOfferItem): ApiOffer {
    return {
      ...item.offer,
      url: item.url,
      price: item.price,
      oldPrice: item.oldPrice,
      currency: item.currency,
      score: 0,
      category: null,
      categories: [],
      offerCode: item.offer_code,
      params: {},
    };
  }

  const controller = {
    getState: () => state,
    subscribe(fn: (s: WidgetState) => void) {
      subscribers.add(fn);
      return () => subscribers.delete(fn);
    },
    open(query?: string) {
      const wasOpen = state.open;
      dispatch({ type: 'open' });
      if (!wasOpen) hooks.emit('popupOpen', { query: query ?? state.input });
      if (query !== undefined && query !== state.input) controller.input(query);
      else if (!state.completions) void loadCompletions(state.input.trim());
    },
    close() {
      if (!state.open) return;
      cancelTimers();
      dispatch({ type: 'close' });
      hooks.emit('popupClose', { query: state.input });
    },
    /** The shopper typed: completions soon, the full search after the pause of §9. */
    input(value: string) {
      dispatch({ type: 'input', value });
      cancelTimers();
      const query = value.trim();
      completionsTimer = setTimer(() => {
        completionsTimer = null;
        void loadCompletions(query);
      }, COMPLETIONS_DELAY_MS);
      if (query) {
        searchTimer = setTimer(() => {
          searchTimer = null;
          void search(query);
        }, SEARCH_AS_YOU_TYPE_DELAY_MS);
      }
    },
    /** Enter: the highlighted completion, or a search for the text. */
    submit(): Choice {
      if (state.active >= 0) return controller.choose(state.active);
      void search(state.input.trim());
      return { kind: 'none' };
    },
    search(query: string) {
      dispatch({ type: 'input', value: query });
      void search(query.trim());
    },
    choose(index: number): Choice {
      const entry = completionItems(state.completions)[index];
      if (!entry) return { kind: 'none' };
      const { item } = entry;
      if (item.type === 'offer') {
        const offer = completionToOffer(item);
        controller.offerClick(offer);
        return offer.url ? { kind: 'navigate', url: offer.url } : { kind: 'none' };
      }
      if (item.type === 'category') {
        dispatch({ type: 'clear-filters' });
        dispatch({ type: 'toggle-option', facet: 'category', option: item.id });
        void search(state.input.trim());
        return { kind: 'none' };
      }
      const text = item.text.plain;
      dispatch({ type: 'input', value: text });
      void search(text);
      return { kind: 'none' };
    },
    highlight(delta: number) {
      dispatch({ type: 'highlight', delta });
    },
    setHighlight(index: number) {
      dispatch({ type: 'highlight-set', index });
    },
    hideCompletions() {
      dispatch({ type: 'completions-hide' });
    },
    toggleOption(facet: string, option: string) {
      dispatch({ type: 'toggle-option', facet, option });
      void search(state.results.query);
    },
    /** Bounds of the price, or of a range param when `facet` names it. */
    setPrice(from?: number, to?: number, facet?: string) {
      dispatch({
        type: 'set-price',
        ...(from !== undefined ? { from } : {}),
        ...(to !== undefined ? { to } : {}),
        ...(facet ? { facet } : {}),
      });
      void search(state.results.query);
    },
    setSort(sort: SearchSort) {
      dispatch({ type: 'set-sort', sort });
      void search(state.results.query);
    },
    clearFilters() {
      dispatch({ type: 'clear-filters' });
      void search(state.results.query);
    },
    showMore() {
      const r = state.results;
      if (r.status !== 'done' || r.loadingMore || r.grouped || r.offers.length >= r.hits) return;
      void search(r.query, true);
    },
    /** An offer was clicked: reported as a click event, the offerClick hook and a Metrika goal. */
    offerClick(offer: ApiOffer, position?: number) {
      event('click', offer);
      hooks.emit('offerClick', { offer, position, query: state.results.query || state.input });
      deps.goal('vitrina_offer_click', { offerId: offer.id });
    },
    addToCart(offer: ApiOffer): void {
      if (state.quantities[offer.id]) {
        controller.increaseQuantity(offer);
        return;
      }
      dispatch({ type: 'cart', count: state.cart + 1 });
      dispatch({ type: 'quantity', offerId: offer.id, quantity: 1 });
      event('cart', offer, { quantity: 1, ...price(offer) });
      hooks.emit('addToCart', { offer, quantity: 1 });
      deps.goal('vitrina_add_to_cart', { offerId: offer.id });
    },
    /** One more unit of an offer already in the cart; the hook gets the new quantity. */
    increaseQuantity(offer: ApiOffer): void {
      const quantity = (state.quantities[offer.id] ?? 0) + 1;
      if (quantity === 1) {
        controller.addToCart(offer);
        return;
      }
      dispatch({ type: 'cart', count: state.cart + 1 });
      dispatch({ type: 'quantity', offerId: offer.id, quantity });
      hooks.emit('increaseQuantity', { offer, quantity });
    },
    /** One unit less; at the last unit the offer leaves the cart (removeFromCart, not decreaseQuantity). */
    decreaseQuantity(offer: ApiOffer): void {
      const current = state.quantities[offer.id] ?? 0;
      if (current <= 1) {
        controller.removeFromCart(offer);
        return;
      }
      dispatch({ type: 'cart', count: state.cart - 1 });
      dispatch({ type: 'quantity', offerId: offer.id, quantity: current - 1 });
      hooks.emit('decreaseQuantity', { offer, quantity: current - 1 });
    },
    /** Takes every unit of an offer out of the cart; the hook and the event carry the quantity removed. */
    removeFromCart(offer: ApiOffer): void {
      const quantity = state.quantities[offer.id] ?? 0;
      if (quantity <= 0) return;
      dispatch({ type: 'cart', count: state.cart - quantity });
      dispatch({ type: 'quantity', offerId: offer.id, quantity: 0 });
      event('removeFromCart', offer, { quantity, ...price(offer) });
      hooks.emit('removeFromCart', { offer, quantity });
    },
    inWishlist: (offerId: string) => state.wishlist.includes(offerId),
    /** Adds an offer to the wishlist or takes it off: the wishlistAdd / wishlistRemove hook and a wishlist event. */
    toggleWishlist(offer: ApiOffer): void {
      const on = !state.wishlist.includes(offer.id);
      dispatch({ type: 'wishlist', offerId: offer.id, on });
      try {
        deps.store?.setItem(listKey, JSON.stringify(state.wishlist.slice(-WISHLIST_MAX)));
      } catch {
        // A full or blocked storage keeps the wishlist for this page only.
      }
      event(on ? 'wishlist' : 'removeFromWishlist', offer, price(offer));
      hooks.emit(on ? 'wishlistAdd' : 'wishlistRemove', { offer });
    },
    setCart(count: number) {
      if (Number.isFinite(count)) dispatch({ type: 'cart', count });
    },
    dispose() {
      cancelTimers();
      subscribers.clear();
    },
  };
  return controller;
}

export type Controller = ReturnType<typeof createController>;
