// @vitest-environment jsdom
import type { ApiOffer, PublicEvent } from '@vitrina/contracts';
import { afterEach, describe, expect, it, vi } from 'vitest';
import type { Fetch } from '../../core/api';
import { createCarousel } from '../../core/carousel';
import { createHookBus } from '../../core/hooks';
import { testOffer } from '../../core/test-answers';
import { createTranslator } from '../../i18n';
import { mountCarousel } from './mount-carousel';

const offers: ApiOffer[] = [
  testOffer('1', {
    name: 'Чайник Bosch',
    price: 2990,
    oldPrice: 3990,
    pictures: ['https://shop/1.jpg'],
    category: { id: 'c', name: 'Кухня' },
    offerCode: 'TWK-1',
    params: { Цвет: 'белый' },
  }),
  testOffer('2', { name: 'Тостер', price: 1990 }),
];

async function render(style: Record<string, unknown>, list = offers) {
  const sent: PublicEvent[] = [];
  const cart: unknown[] = [];
  const hooks = createHookBus({ addToCart: 'window.__cart.push(data)' }, { __cart: cart } as never, () => {});
  hooks.on('addToCart', (data) => cart.push(data));
  const fetchImpl: Fetch = async () => ({
    ok: true,
    status: 200,
    json: async () => ({ offers: list, widget: { id: 'w1', name: 'Вместе', type: 'popular', style }, fallbackFrom: null }),
  });
  const carousel = createCarousel({
    fetch: fetchImpl,
    ctx: { projectId: 'p', apiUrl: 'http://search', userId: 'v', locale: 'ru', debug: false, client: 'widget' },
    placement: { widgetId: 'w1' },
    hooks,
    sendEvents: async (events) => {
      sent.push(...events);
    },
  });
  const host = document.createElement('div');
  document.body.appendChild(host);
  mountCarousel(host, { carousel, t: createTranslator('ru', []), locale: 'ru', minimumFractionDigits: 0 });
  await carousel.load();
  // Effects run after paint: wait until the cards are drawn (or a moment, for an empty answer).
  for (let i = 0; i < 50 && (list.length ? !host.querySelector('[data-index]') : i < 5); i++) await new Promise((r) => setTimeout(r, 20));
  await new Promise((resolve) => setTimeout(resolve, 60));
  return { host, sent, cart, carousel };
}

afterEach(() => {
  document.body.innerHTML = '';
});

describe('the carousel renderer', () => {
  it('draws the title, the cards and the style as custom properties', async () => {
    const { host } = await render({ title: 'С этим товаром покупают', titleColor: '#ff0055', titlePosition: 'center', cardWidth: 180 });
    const title = host.querySelector('.l-ss-c-carousel-title');
    expect(title?.textContent).toBe('С этим товаром покупают');
    expect(title?.classList.contains('l-ss-c-carousel-title-center')).toBe(true);
    const section = host.querySelector<HTMLElement>('.l-ss-c-carousel');
    expect(section?.style.getPropertyValue('--l-ss-c-carousel-title-color')).toBe('#ff0055');
    expect(section?.style.getPropertyValue('--l-ss-c-carousel-card-width')).toBe('180px');
    expect([...host.querySelectorAll('.l-ss-c-carousel-card')].map((c) => c.getAttribute('data-offer-id'))).toEqual(['1', '2']);
    expect(host.querySelector('img')?.getAttribute('loading')).toBe('lazy');
  });

  it('shows the old price, label, category, vendor code and params only when the style asks', async () => {
    const plain = await render({ showOldPrice: false, showLabels: false });
    expect(plain.host.querySelector('.l-ss-c-carousel-old-price')).toBeNull();
    expect(plain.host.querySelector('.l-ss-c-carousel-label')).toBeNull();
    expect(plain.host.querySelector('.l-ss-c-carousel-code')).toBeNull();
    document.body.innerHTML = '';
    const rich = await render({ showCategory: true, vendorCodePrefix: 'Арт. ', customParams: ['Цвет'], linkTargetBlank: true });
    expect(rich.host.querySelector('.l-ss-c-carousel-old-price')?.textContent).toContain('3');
    expect(rich.host.querySelector('.l-ss-c-carousel-label')?.textContent).toBe('−25%');
    expect(rich.host.querySelector('.l-ss-c-carousel-category')?.textContent).toBe('Кухня');
    expect(rich.host.querySelector('.l-ss-c-carousel-code')?.textContent).toBe('Арт. TWK-1');
    expect(rich.host.querySelector('.l-ss-c-carousel-params')?.textContent).toBe('Цвет: белый');
    expect(rich.host.querySelector('.l-ss-c-carousel-name')?.getAttribute('target')).toBe('_blank');
  });

  it('reports impressions of the cards and a click on one', async () => {
    const { host, sent, carousel } = await render({});
    // Cards count as seen in an effect after paint: on a busy machine that may come a moment later.
    await vi.waitFor(
      () => {
        carousel.flush();
        expect(sent.filter((e) => e.type === 'widgetImpression').map((e) => e.offerId)).toEqual(['1', '2']);
      },
      { timeout: 3000 },
    );
    host
      .querySelector<HTMLAnchorElement>('.l-ss-c-carousel-name')
      ?.dispatchEvent(new MouseEvent('click', { bubbles: true, cancelable: true }));
    expect(sent.at(-1)).toMatchObject({ type: 'widgetClick', name: 'w1', offerId: '1' });
  });

  it('puts an offer in the cart through the hooks and swaps the button text', async () => {
    const { host, cart } = await render({ cartType: 'button' });
    const button = host.querySelector<HTMLButtonElement>('.l-ss-c-carousel-cart');
    expect(button?.textContent).toBe('В корзину');
    button?.click();
    await new Promise((resolve) => setTimeout(resolve, 0));
    expect(cart).toHaveLength(1);
    expect(host.querySelector('.l-ss-c-carousel-cart')?.getAttribute('aria-pressed')).toBe('true');
    expect(host.querySelector('.l-ss-c-carousel-cart')?.textContent).toBe('В корзине');
  });

  it('draws nothing when there are no offers to recommend', async () => {
    const { host } = await render({ title: 'Пусто' }, []);
    expect(host.querySelector('.l-ss-c-carousel')).toBeNull();
  });

  it('shows a placeholder where a picture is missing or fails to load, never the broken-image icon', async () => {
    const { host } = await render({});
    const [first, second] = [...host.querySelectorAll('.l-ss-c-carousel-image')];
    // The second offer has no picture at all.
    expect(second?.querySelector('img')).toBeNull();
    expect(second?.querySelector('.l-ss-c-picture-missing')).not.toBeNull();
    const img = first?.querySelector('img');
    expect(img?.getAttribute('src')).toBe('https://shop/1.jpg');
    img?.dispatchEvent(new Event('error'));
    for (let i = 0; i < 20 && first?.querySelector('img'); i++) await new Promise((r) => setTimeout(r, 10));
    expect(first?.querySelector('img')).toBeNull();
    expect(first?.querySelector('.l-ss-c-picture-missing')?.getAttribute('aria-hidden')).toBe('true');
  });
});
