// @vitest-environment jsdom
import type { PublicEvent, SearchWidgetKind } from '@vitrina/contracts';
import { afterEach, describe, expect, it, vi } from 'vitest';
import type { ApiClient } from '../core/api';
import { createController } from '../core/controller';
import { createHookBus } from '../core/hooks';
import { resolveSettings } from '../core/settings';
import { testCompletionOffer, testCompletions, testOffer, testSearchAnswer, testText } from '../core/test-answers';
import { createTranslator } from '../i18n';
import { mountWidget } from './mount';

const offer = (id: string, price: number) => testOffer(id, { name: `Boot ${id}`, price });

const api: ApiClient = {
  completions: async (query) =>
    testCompletions({
      popular: [{ type: 'popular', text: testText(`${query}s`, `<b>${query}</b>s`), hits: 1 }],
      offers: [testCompletionOffer('1', 'Boot', { price: 1000, currency: 'RUR' })],
    }),
  search: async () =>
    testSearchAnswer({
      offers: [offer('1', 12650), offer('2', 990)],
      hits: 2,
      params: [
        { id: 'vendor', name: 'vendor', type: 'multiple', options: [{ id: 'Nike', name: 'Nike', hits: 2 }] },
        { id: 'Диагональ', name: 'Диагональ', type: 'range', min: 32, max: 65, unit: 'см', options: [] },
      ],
    }),
  sendEvents: async (events) => {
    sent.push(...events);
  },
};
const sent: PublicEvent[] = [];

function mount(kind: SearchWidgetKind, settings: Record<string, unknown> = {}) {
  const s = resolveSettings({ kind, ...settings });
  const hooks = createHookBus({}, {}, () => {});
  const controller = createController({
    api,
    settings: s,
    ctx: { projectId: 'p', apiUrl: 'http://api', userId: 'u', locale: 'ru', debug: false, client: 'widget' },
    hooks,
    firstInSession: () => false,
    goal: () => {},
  });
  const host = document.createElement('div');
  document.body.appendChild(host);
  mountWidget(
    host,
    {
      controller,
      settings: s,
      t: createTranslator(s.locale, s.customTexts),
      debug: false,
      sourceStatus: 'success',
      consoleUrl: '',
      projectId: 'p',
      idPrefix: 'w',
    },
    kind,
  );
  return { host, controller, hooks };
}

const flush = () => vi.advanceTimersByTimeAsync(1300);

afterEach(async () => {
  // Preact runs effects after a (fake) frame: let them run, or its effect queue stalls for the next test.
  if (vi.isFakeTimers()) await vi.advanceTimersByTimeAsync(100);
  vi.useRealTimers();
  sent.length = 0;
  document.body.innerHTML = '';
});

describe('the rendered widget', () => {
  it('is an ARIA combobox whose arrow keys walk the listbox options', async () => {
    vi.useFakeTimers();
    const { host } = mount('complex');
    const input = host.querySelector<HTMLInputElement>('input.l-ss-c-input');
    expect(input?.getAttribute('role')).toBe('combobox');
    if (!input) return;
    input.value = 'boot';
    input.dispatchEvent(new Event('input', { bubbles: true }));
    await vi.advanceTimersByTimeAsync(200);
    expect(host.querySelectorAll('[role=listbox] [role=option]')).toHaveLength(2);
    input.dispatchEvent(new KeyboardEvent('keydown', { key: 'ArrowDown', bubbles: true }));
    await vi.advanceTimersByTimeAsync(0);
    expect(input.getAttribute('aria-activedescendant')).toBe('w-option-0');
    expect(host.querySelector('#w-option-0')?.getAttribute('aria-selected')).toBe('true');
  });

  it('renders results with prices, facets and theme variables', async () => {
    vi.useFakeTimers();
    const { host, controller } = mount('complex', { colors: { primary: '#123456' }, columns: 4 });
    controller.search('boot');
    await flush();
    expect(host.querySelectorAll('.l-ss-c-offer')).toHaveLength(2);
    expect(host.querySelector('.l-ss-c-offer-current-price')?.textContent?.replace(/\s/g, ' ')).toBe('12 650 ₽');
    expect(host.querySelector('.l-ss-c-facet[data-facet=vendor] .l-ss-c-facet-count')?.textContent).toBe('2');
    const range = host.querySelector('.l-ss-c-facet[data-facet=Диагональ]');
    expect(range?.querySelector('.l-ss-c-facet-title')?.textContent).toContain('Диагональ, см');
    expect(range?.querySelector<HTMLInputElement>('.l-ss-c-facet-range-to')?.placeholder).toContain('65');
    const root = host.querySelector<HTMLElement>('.l-ss-c-root');
    expect(root?.style.getPropertyValue('--l-ss-c-primary')).toBe('#123456');
    expect(root?.style.getPropertyValue('--l-ss-c-columns')).toBe('4');
  });

  it('opens a modal dialog on demand, fills a custom snippet and closes on Esc', async () => {
    vi.useFakeTimers();
    const { controller } = mount('classic', { customSnippet: '<span class="my-offer">{{name}} — {{price}}</span>' });
    expect(document.querySelector('[role=dialog]')).toBeNull();
    controller.open();
    controller.search('boot');
    await flush();
    const dialog = document.querySelector('.l-ss-c-search-popup[role=dialog]');
    expect(dialog?.getAttribute('aria-modal')).toBe('true');
    expect(document.querySelector('.my-offer')?.textContent?.replace(/\s/g, ' ')).toBe('Boot 1 — 12 650 ₽');
    dialog?.dispatchEvent(new KeyboardEvent('keydown', { key: 'Escape', bubbles: true }));
    await vi.advanceTimersByTimeAsync(0);
    expect(document.querySelector('[role=dialog]')).toBeNull();
  });

  it('swaps to cart for a − count + control that calls the quantity hooks and follows the cart count', async () => {
    vi.useFakeTimers();
    const { host, controller, hooks } = mount('complex', { showCart: true, cartCount: true });
    const calls: [string, unknown][] = [];
    for (const name of ['addToCart', 'increaseQuantity', 'decreaseQuantity', 'removeFromCart'])
      hooks.on(name, (d) => calls.push([name, d]));
    controller.search('boot');
    await flush();
    const card = () => host.querySelector<HTMLElement>('.l-ss-c-offer[data-offer-id="1"]');
    const click = async (selector: string) => {
      card()?.querySelector<HTMLButtonElement>(selector)?.click();
      await vi.advanceTimersByTimeAsync(0);
    };
    const count = () => host.querySelector('.l-ss-c-cart-count')?.textContent;
    await click('.l-ss-c-offer-cart');
    expect(card()?.querySelector('.l-ss-c-offer-cart')).toBeNull();
    const group = card()?.querySelector('fieldset.l-ss-c-offer-quantity');
    expect(group?.getAttribute('aria-label')).toBe('Количество в корзине: Boot 1');
    expect(group?.querySelector('.l-ss-c-offer-quantity-count')?.textContent).toBe('1');
    // The keyboard stays on the control that replaced the button.
    expect(document.activeElement?.className).toBe('l-ss-c-offer-quantity-increase');
    expect(count()).toBe('1');
    await click('.l-ss-c-offer-quantity-increase');
    await click('.l-ss-c-offer-quantity-increase');
    expect(card()?.querySelector('.l-ss-c-offer-quantity-count')?.textContent).toBe('3');
    expect(count()).toBe('3');
    await click('.l-ss-c-offer-quantity-decrease');
    await click('.l-ss-c-offer-quantity-decrease');
    expect(card()?.querySelector('.l-ss-c-offer-quantity-decrease')?.getAttribute('aria-label')).toBe('Удалить из корзины');
    await click('.l-ss-c-offer-quantity-decrease');
    expect(card()?.querySelector('.l-ss-c-offer-quantity')).toBeNull();
    expect(document.activeElement?.className).toBe('l-ss-c-offer-cart');
    expect(count()).toBe('0');
    const offer1 = controller.getState().results.offers[0];
    expect(calls).toEqual([
      ['addToCart', { offer: offer1, quantity: 1 }],
      ['increaseQuantity', { offer: offer1, quantity: 2 }],
      ['increaseQuantity', { offer: offer1, quantity: 3 }],
      ['decreaseQuantity', { offer: offer1, quantity: 2 }],
      ['decreaseQuantity', { offer: offer1, quantity: 1 }],
      ['removeFromCart', { offer: offer1, quantity: 1 }],
    ]);
    expect(sent.map((e) => [e.type, e.offerId, e.quantity, e.price])).toEqual([
      ['cart', '1', 1, 12650],
      ['removeFromCart', '1', 1, 12650],
    ]);
  });

  it('toggles a wishlist heart with aria-pressed, its hooks and events', async () => {
    vi.useFakeTimers();
    const { host, controller, hooks } = mount('complex', { showWishlist: true, locale: 'en' });
    const calls: [string, unknown][] = [];
    for (const name of ['wishlistAdd', 'wishlistRemove']) hooks.on(name, (d) => calls.push([name, d]));
    controller.search('boot');
    await flush();
    const heart = () => host.querySelector<HTMLButtonElement>('.l-ss-c-offer[data-offer-id="2"] button.l-ss-c-offer-wishlist');
    expect(host.querySelectorAll('.l-ss-c-offer-wishlist')).toHaveLength(2);
    expect(heart()?.getAttribute('aria-label')).toBe('Wishlist: Boot 2');
    expect(heart()?.getAttribute('aria-pressed')).toBe('false');
    heart()?.click();
    await vi.advanceTimersByTimeAsync(0);
    expect(heart()?.getAttribute('aria-pressed')).toBe('true');
    heart()?.click();
    await vi.advanceTimersByTimeAsync(0);
    expect(heart()?.getAttribute('aria-pressed')).toBe('false');
    const offer2 = controller.getState().results.offers[1];
    expect(calls).toEqual([
      ['wishlistAdd', { offer: offer2 }],
      ['wishlistRemove', { offer: offer2 }],
    ]);
    expect(sent.map((e) => [e.type, e.offerId])).toEqual([
      ['wishlist', '2'],
      ['removeFromWishlist', '2'],
    ]);
  });

  it('gives a feed\u2019s javascript: link and data: picture no place on the shop\u2019s page', async () => {
    const unsafe = testOffer('x', { name: 'Trap', url: 'javascript:alert(1)', pictures: ['data:image/svg+xml,<svg onload=alert(1)>'] });
    const search = api.search;
    api.search = async () => testSearchAnswer({ offers: [unsafe], hits: 1 });
    try {
      vi.useFakeTimers();
      const { host, controller } = mount('complex');
      controller.search('trap');
      await flush();
      const card = host.querySelector('.l-ss-c-offer');
      expect(card).not.toBeNull();
      expect(card?.querySelector('a[href^="javascript"]')).toBeNull();
      expect(card?.querySelector('img[src^="data"]')).toBeNull();
    } finally {
      api.search = search;
    }
  });

  it('shows no heart and no cart control by default', async () => {
    vi.useFakeTimers();
    const { host, controller } = mount('complex');
    controller.search('boot');
    await flush();
    expect(host.querySelector('.l-ss-c-offer-wishlist, .l-ss-c-offer-cart, .l-ss-c-offer-quantity')).toBeNull();
  });

  it('shows special offers with their old price in the completions, and suggestion counts only when the project asks', async () => {
    const completions = api.completions;
    const asked: unknown[] = [];
    api.completions = async (query, settings) => {
      asked.push(settings);
      return testCompletions({
        popular: [{ type: 'popular', text: testText(`${query}s`), hits: 7 }],
        special_offers: [testCompletionOffer('9', 'Boot sale', { price: 900, oldPrice: 1500, currency: 'RUR' })],
        offers: [testCompletionOffer('1', 'Boot', { price: 1000, currency: 'RUR' })],
      });
    };
    const type = async (host: HTMLElement) => {
      const input = host.querySelector<HTMLInputElement>('input.l-ss-c-input');
      if (!input) throw new Error('no search field');
      input.value = 'boot';
      input.dispatchEvent(new Event('input', { bubbles: true }));
      await vi.advanceTimersByTimeAsync(200);
    };
    try {
      vi.useFakeTimers();
      const plain = mount('complex');
      await type(plain.host);
      expect(plain.host.querySelector('.l-ss-c-completion-hits')).toBeNull();
      document.body.innerHTML = '';
      const { host } = mount('complex', { completionSettings: { special_offers: 2 }, completionsHits: true });
      await type(host);
      expect(asked.at(-1)).toMatchObject({ special_offers: 2, offers: 4 });
      expect(host.querySelector('.l-ss-c-completions-title-special_offers')?.textContent).toBe('Спецпредложения');
      const sale = host.querySelector('.l-ss-c-completion-special_offers');
      expect(sale?.querySelector('.l-ss-c-completion-old-price')?.textContent?.replace(/\s/g, ' ')).toBe('1 500 ₽');
      // On sale first, then the other offers; only the sale carries an old price.
      const groups = [...host.querySelectorAll('[role=option]')].map((option) => option.className.replace('l-ss-c-completion ', ''));
      expect(groups).toEqual(['l-ss-c-completion-popular', 'l-ss-c-completion-special_offers', 'l-ss-c-completion-offers']);
      expect(host.querySelectorAll('.l-ss-c-completion-old-price')).toHaveLength(1);
      expect(host.querySelector('.l-ss-c-completion-hits')?.textContent).toBe('7');
    } finally {
      api.completions = completions;
    }
  });

  it('rounds ratings to whole stars when the project asks', async () => {
    const search = api.search;
    api.search = async () => testSearchAnswer({ offers: [testOffer('r', { name: 'Rated', params: { rating: '4.6' } })], hits: 1 });
    try {
      vi.useFakeTimers();
      const exact = mount('complex', { blocks: ['name', 'reviews'] });
      exact.controller.search('rated');
      await flush();
      expect(exact.host.querySelector('.l-ss-c-offer-reviews')?.textContent).toBe('★ 4.6');
      document.body.innerHTML = '';
      const whole = mount('complex', { blocks: ['name', 'reviews'], intRating: true });
      whole.controller.search('rated');
      await flush();
      expect(whole.host.querySelector('.l-ss-c-offer-reviews')?.textContent).toBe('★ 5');
    } finally {
      api.search = search;
    }
  });
});
