import type { ApiOffer, PublicEvent } from '@vitrina/contracts';
import { describe, expect, it, vi } from 'vitest';
import type { Fetch } from './api';
import { collapseVariants, createCarousel } from './carousel';
import { createHookBus } from './hooks';
import { testOffer } from './test-answers';

const offer = (id: string, name = `ApiOffer ${id}`) => testOffer(id, { name, price: 100 });

function setup(offers: ApiOffer[], style: Record<string, unknown> = {}) {
  const urls: string[] = [];
  const sent: PublicEvent[] = [];
  const timers: Array<() => void> = [];
  const calls: Array<[string, unknown]> = [];
  const hooks = createHookBus({}, {}, () => {});
  for (const name of ['addToCart', 'wishlistAdd', 'wishlistRemove']) hooks.on(name, (data) => calls.push([name, data]));
  const fetchImpl: Fetch = async (url) => {
    urls.push(url);
    return {
      ok: true,
      status: 200,
      json: async () => ({ offers, widget: { id: 'w1', name: 'Together', type: 'with_this_product_buy', style }, fallbackFrom: null }),
    };
  };
  const stored = new Map<string, string>();
  const carousel = createCarousel({
    fetch: fetchImpl,
    ctx: { projectId: 'p', apiUrl: 'http://search', userId: 'visitor', locale: 'ru', debug: false, client: 'widget' },
    placement: { widgetId: 'w1', productId: '42' },
    hooks,
    sendEvents: async (events) => {
      sent.push(...events);
    },
    store: { getItem: (k) => stored.get(k) ?? null, setItem: (k, v) => stored.set(k, v) },
    pageUrl: 'https://shop/product/42',
    now: () => 1000,
    setTimer: (fn) => timers.push(fn),
  });
  return { carousel, urls, sent, timers, calls, stored };
}

describe('a trade widget carousel', () => {
  it('loads its offers with the saved style, leaving the limit to the saved style', async () => {
    const { carousel, urls } = setup([offer('1'), offer('2'), offer('3')], { title: 'Bought with it', limit: 2 });
    await carousel.load();
    expect(carousel.getState()).toMatchObject({ status: 'ready', style: { title: 'Bought with it' } });
    expect(carousel.getState().offers.map((o) => o.id)).toEqual(['1', '2']);
    expect(new URL(urls[0] ?? '').searchParams.has('limit')).toBe(false);
  });

  it('collapses variants of one product unless multiple offers are on', async () => {
    const variants = [offer('1', 'Sneaker'), offer('2', 'sneaker '), offer('3', 'Boot')];
    expect(collapseVariants(variants, false).map((o) => o.id)).toEqual(['1', '3']);
    expect(collapseVariants(variants, true)).toHaveLength(3);
    const { carousel } = setup(variants, { multipleOffers: true });
    await carousel.load();
    expect(carousel.getState().offers).toHaveLength(3);
  });

  it('reports each seen offer once, in one batch, named by the widget', async () => {
    const { carousel, sent, timers } = setup([offer('1'), offer('2')]);
    await carousel.load();
    const [a, b] = carousel.getState().offers as [ApiOffer, ApiOffer];
    carousel.seen(a);
    carousel.seen(b);
    carousel.seen(a);
    expect(sent).toEqual([]);
    expect(timers).toHaveLength(1);
    timers[0]?.();
    expect(sent.map((e) => [e.type, e.name, e.offerId, e.userId])).toEqual([
      ['widgetImpression', 'w1', '1', 'visitor'],
      ['widgetImpression', 'w1', '2', 'visitor'],
    ]);
  });

  it('sends waiting impressions before a click, then the click', async () => {
    const { carousel, sent } = setup([offer('1')]);
    await carousel.load();
    const first = carousel.getState().offers[0] as ApiOffer;
    carousel.seen(first);
    carousel.click(first);
    expect(sent.map((e) => e.type)).toEqual(['widgetImpression', 'widgetClick']);
    expect(sent[1]).toMatchObject({ name: 'w1', offerId: '1', url: 'https://shop/product/42' });
  });

  it('runs the addToCart hook of the search widget settings and marks the offer in the cart', async () => {
    const { carousel, sent, calls } = setup([offer('1')]);
    await carousel.load();
    carousel.addToCart(carousel.getState().offers[0] as ApiOffer);
    expect(calls).toEqual([['addToCart', { offer: offer('1'), quantity: 1, widgetId: 'w1' }]]);
    expect(carousel.getState().inCart).toEqual(['1']);
    expect(sent.map((e) => e.type)).toEqual(['cart']);
  });

  it('toggles the wishlist with its hooks and keeps it where the search widget keeps its own', async () => {
    const { carousel, calls, stored } = setup([offer('1')]);
    await carousel.load();
    const first = carousel.getState().offers[0] as ApiOffer;
    carousel.toggleWishlist(first);
    expect(stored.get('vitrina_wishlist_p')).toBe('["1"]');
    carousel.toggleWishlist(first);
    expect(calls.map(([name]) => name)).toEqual(['wishlistAdd', 'wishlistRemove']);
    expect(carousel.getState().wishlist).toEqual([]);
  });

  it('ends in the error state when the API fails, showing nothing', async () => {
    const hooks = createHookBus({}, {}, () => {});
    const carousel = createCarousel({
      fetch: vi.fn(async () => ({ ok: false, status: 500, json: async () => ({}) })),
      ctx: { projectId: 'p', apiUrl: 'http://search', userId: 'v', locale: 'ru', debug: false, client: 'widget' },
      placement: { widgetId: 'w' },
      hooks,
      sendEvents: async () => {},
    });
    await expect(carousel.load()).rejects.toThrow();
    expect(carousel.getState()).toMatchObject({ status: 'error', offers: [] });
  });
});
