import type { PublicEvent, SearchAnswer, SearchParams } from '@vitrina/contracts';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import type { KeyValueStore } from './ab';
import type { ApiClient, RequestContext } from './api';
import { COMPLETIONS_DELAY_MS, createController, SEARCH_AS_YOU_TYPE_DELAY_MS, wishlistKey } from './controller';
import { createHookBus } from './hooks';
import { resolveSettings } from './settings';
import { testCompletionOffer, testCompletions, testOffer, testSearchAnswer, testText } from './test-answers';

const ctx: RequestContext = { projectId: 'p', apiUrl: 'http://api', userId: 'u', locale: 'ru', debug: false, client: 'widget' };
const offer = (id: string) => testOffer(id);

function setup(
  searchAnswer: (body: SearchParams) => Partial<SearchAnswer> | Promise<Partial<SearchAnswer>>,
  settings = resolveSettings({}),
  store?: KeyValueStore,
) {
  const searches: SearchParams[] = [];
  const completions: string[] = [];
  const events: PublicEvent[] = [];
  const api: ApiClient = {
    completions: async (query) => {
      completions.push(query);
      return testCompletions({
        popular: [{ type: 'popular', text: testText('boots'), hits: 3 }],
        offers: [testCompletionOffer('9', 'Boot')],
      });
    },
    search: async (body) => {
      searches.push(body);
      return testSearchAnswer(await searchAnswer(body));
    },
    sendEvents: async (e) => {
      events.push(...e);
    },
  };
  const emitted: [string, unknown][] = [];
  const hooks = createHookBus({}, {}, () => {});
  const names = ['search', 'offerClick', 'popupOpen', 'popupClose', 'addToCart', 'increaseQuantity', 'decreaseQuantity', 'removeFromCart'];
  for (const name of [...names, 'wishlistAdd', 'wishlistRemove']) hooks.on(name, (data) => emitted.push([name, data]));
  const goals: string[] = [];
  let first = true;
  const controller = createController({
    api,
    settings,
    ctx,
    hooks,
    goal: (g) => goals.push(g),
    ...(store ? { store } : {}),
    firstInSession: () => {
      const was = first;
      first = false;
      return was;
    },
  });
  return { controller, searches, completions, events, emitted, goals };
}

beforeEach(() => vi.useFakeTimers());
afterEach(() => vi.useRealTimers());

describe('controller', () => {
  it('asks for completions soon after typing and searches after the 1200 ms pause', async () => {
    const { controller, searches, completions } = setup(() => ({ offers: [offer('1')], hits: 1 }));
    controller.input('b');
    controller.input('bo');
    await vi.advanceTimersByTimeAsync(COMPLETIONS_DELAY_MS);
    expect(completions).toEqual(['bo']);
    expect(searches).toHaveLength(0);
    await vi.advanceTimersByTimeAsync(SEARCH_AS_YOU_TYPE_DELAY_MS);
    expect(searches.map((s) => s.query)).toEqual(['bo']);
    expect(searches[0]?.firstInSession).toBe(true);
    expect(controller.getState().results.offers).toHaveLength(1);
  });

  it('searches at once on Enter and only the first search of the session is firstInSession', async () => {
    const { controller, searches, emitted } = setup(() => ({ offers: [offer('1')], hits: 1 }));
    controller.input('boots');
    controller.submit();
    await vi.runAllTimersAsync();
    controller.search('shoes');
    await vi.runAllTimersAsync();
    expect(searches.map((s) => [s.query, s.firstInSession])).toEqual([
      ['boots', true],
      ['shoes', false],
    ]);
    expect(emitted.filter(([n]) => n === 'search')).toHaveLength(2);
  });

  it('asks for 8 popular offers with an empty query when nothing is found', async () => {
    const { controller, searches } = setup((body) =>
      body.query ? { offers: [], hits: 0 } : { offers: Array.from({ length: 8 }, (_, i) => offer(String(i))), hits: 2990 },
    );
    controller.search('zzz');
    await vi.runAllTimersAsync();
    expect(searches[1]).toMatchObject({ query: '', limit: 8 });
    expect(controller.getState().results.popular).toHaveLength(8);
  });

  it('refilters from the first page with the chosen facet and appends the next page on show more', async () => {
    const { controller, searches } = setup((body) => ({
      offers: Array.from({ length: body.limit ?? 0 }, (_, i) => offer(`${(body.skip ?? 0) + i}`)),
      hits: 100,
    }));
    controller.search('boots');
    await vi.runAllTimersAsync();
    controller.toggleOption('vendor', 'Nike');
    await vi.runAllTimersAsync();
    expect(searches[1]).toMatchObject({ query: 'boots', skip: 0, filters: { vendors: ['Nike'] } });
    controller.showMore();
    await vi.runAllTimersAsync();
    expect(searches[2]).toMatchObject({ skip: 36, filters: { vendors: ['Nike'] } });
    expect(controller.getState().results.offers).toHaveLength(72);
  });

  it('ignores an answer that arrives after a newer search', async () => {
    let resolveSlow: (r: Partial<SearchAnswer>) => void = () => {};
    const slow = new Promise<Partial<SearchAnswer>>((r) => {
      resolveSlow = r;
    });
    const { controller: c2, searches } = setup((body) => (body.query === 'old' ? slow : { offers: [offer('new')], hits: 1 }));
    c2.search('old');
    c2.search('new');
    await vi.runAllTimersAsync();
    resolveSlow({ offers: [offer('old')], hits: 1 });
    await vi.runAllTimersAsync();
    expect(searches.map((s) => s.query)).toEqual(['old', 'new']);
    expect(c2.getState().results.offers.map((o) => o.id)).toEqual(['new']);
  });

  it('reports an offer click as an event, the offerClick hook and a goal; a completion offer navigates', async () => {
    const { controller, events, emitted, goals } = setup(() => ({ offers: [], hits: 0 }));
    controller.open();
    await vi.runAllTimersAsync();
    const choice = controller.choose(1);
    expect(choice).toEqual({ kind: 'navigate', url: 'https://shop/9' });
    expect(events[0]).toMatchObject({ type: 'click', userId: 'u', offerId: '9', url: 'https://shop/9' });
    expect(emitted.map(([n]) => n)).toEqual(['popupOpen', 'offerClick']);
    expect(goals).toContain('vitrina_offer_click');
  });

  it('counts the cart and calls the addToCart hook', () => {
    const { controller, events, emitted } = setup(() => ({ offers: [], hits: 0 }));
    controller.addToCart(offer('5'));
    expect(controller.getState().cart).toBe(1);
    expect(events[0]).toMatchObject({ type: 'cart', offerId: '5', quantity: 1, price: 10 });
    expect(emitted[0]?.[0]).toBe('addToCart');
  });

  it('asks for category groups only for a query without filters when groupCategories is on', async () => {
    const { controller, searches } = setup(
      () => ({ offers: [], hits: 1 }),
      resolveSettings({ groupCategories: true, groupByCategoriesSize: 4 }),
    );
    controller.search('a');
    await vi.runAllTimersAsync();
    controller.toggleOption('vendor', 'x');
    await vi.runAllTimersAsync();
    expect(searches[0]?.groupByCategories).toEqual({ active: true, size: 4, skip: 0 });
    expect(searches[1]?.groupByCategories).toBeUndefined();
  });

  it('turns the cart into a quantity: + and − call their hooks, − at 1 removes the offer', () => {
    const { controller, events, emitted } = setup(() => ({ offers: [], hits: 0 }));
    controller.setCart(3);
    const o = offer('5');
    controller.addToCart(o);
    controller.increaseQuantity(o);
    controller.increaseQuantity(o);
    expect(controller.getState()).toMatchObject({ cart: 6, quantities: { '5': 3 } });
    controller.decreaseQuantity(o);
    controller.decreaseQuantity(o);
    expect(controller.getState()).toMatchObject({ cart: 4, quantities: { '5': 1 } });
    controller.decreaseQuantity(o);
    expect(controller.getState().cart).toBe(3);
    expect(controller.getState().quantities).toEqual({});
    expect(emitted).toEqual([
      ['addToCart', { offer: o, quantity: 1 }],
      ['increaseQuantity', { offer: o, quantity: 2 }],
      ['increaseQuantity', { offer: o, quantity: 3 }],
      ['decreaseQuantity', { offer: o, quantity: 2 }],
      ['decreaseQuantity', { offer: o, quantity: 1 }],
      ['removeFromCart', { offer: o, quantity: 1 }],
    ]);
    expect(events.map((e) => [e.type, e.offerId, e.quantity])).toEqual([
      ['cart', '5', 1],
      ['removeFromCart', '5', 1],
    ]);
    // Nothing left to remove: no hook, no event.
    controller.removeFromCart(o);
    expect(emitted).toHaveLength(6);
    expect(events).toHaveLength(2);
  });

  it('removes every unit at once with removeFromCart', () => {
    const { controller, events, emitted } = setup(() => ({ offers: [], hits: 0 }));
    const o = offer('7');
    controller.addToCart(o);
    controller.addToCart(o);
    controller.removeFromCart(o);
    expect(controller.getState()).toMatchObject({ cart: 0, quantities: {} });
    expect(emitted.map(([n]) => n)).toEqual(['addToCart', 'increaseQuantity', 'removeFromCart']);
    expect(events[1]).toMatchObject({ type: 'removeFromCart', offerId: '7', quantity: 2, price: 10 });
  });

  it('toggles the wishlist with its hooks and events and keeps it in the store', () => {
    const data = new Map<string, string>();
    const store: KeyValueStore = { getItem: (k) => data.get(k) ?? null, setItem: (k, v) => void data.set(k, v) };
    const { controller, events, emitted } = setup(() => ({ offers: [], hits: 0 }), resolveSettings({}), store);
    const o = offer('3');
    controller.toggleWishlist(o);
    expect(controller.inWishlist('3')).toBe(true);
    expect(data.get(wishlistKey('p'))).toBe('["3"]');
    // A new page (controller) reads the stored wishlist.
    expect(setup(() => ({ offers: [], hits: 0 }), resolveSettings({}), store).controller.getState().wishlist).toEqual(['3']);
    controller.toggleWishlist(o);
    expect(controller.getState().wishlist).toEqual([]);
    expect(data.get(wishlistKey('p'))).toBe('[]');
    expect(emitted).toEqual([
      ['wishlistAdd', { offer: o }],
      ['wishlistRemove', { offer: o }],
    ]);
    expect(events.map((e) => [e.type, e.offerId, e.userId])).toEqual([
      ['wishlist', '3', 'u'],
      ['removeFromWishlist', '3', 'u'],
    ]);
  });

  it('keeps the wishlist in memory when the store throws', () => {
    const store: KeyValueStore = {
      getItem: () => {
        throw new Error('denied');
      },
      setItem: () => {
        throw new Error('denied');
      },
    };
    const { controller } = setup(() => ({ offers: [], hits: 0 }), resolveSettings({}), store);
    controller.toggleWishlist(offer('1'));
    expect(controller.getState().wishlist).toEqual(['1']);
  });
});
