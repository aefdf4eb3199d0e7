// @vitest-environment jsdom
import { afterEach, describe, expect, it } from 'vitest';
import { placementOf, startCarousels } from './carousel-embed';
import type { Fetch } from './core/api';
import { createHookBus } from './core/hooks';
import { createTranslator } from './i18n';

const el = (html: string) => {
  const wrap = document.createElement('div');
  wrap.innerHTML = html;
  document.body.appendChild(wrap);
  return wrap.firstElementChild as HTMLElement;
};

function start(
  urls: string[],
  projectId = 'p',
  store: { getItem(k: string): string | null; setItem(k: string, v: string): void } | null = null,
) {
  const fetchImpl: Fetch = async (url) => {
    urls.push(url);
    const offer = { id: '9', name: 'Offer', url: 'https://shop/9', price: 1, oldPrice: null, currency: 'RUR', available: true };
    return {
      ok: true,
      status: 200,
      json: async () => ({ offers: [offer], widget: { id: 'w', name: 'W', type: 'popular', style: {} }, fallbackFrom: null }),
    };
  };
  return startCarousels({
    projectId,
    ctx: { projectId, apiUrl: 'http://search', userId: 'visitor', locale: 'ru', debug: false, client: 'widget' },
    fetch: fetchImpl,
    hooks: createHookBus({}, {}, () => {}),
    sendEvents: async () => {},
    store,
    t: createTranslator('ru', []),
    locale: 'ru',
    minimumFractionDigits: 0,
    debug: false,
  });
}

const tick = () => new Promise((resolve) => setTimeout(resolve, 120));

afterEach(() => {
  document.body.innerHTML = '';
});

describe('embedding trade widgets', () => {
  it('reads the widget, product, category and limit from data attributes', () => {
    expect(placementOf(el('<div data-vitrina-widget=" w1 " data-product-id="42" data-category-id="7" data-limit="8"></div>'))).toEqual({
      widgetId: 'w1',
      productId: '42',
      categoryId: '7',
      limit: 8,
    });
    expect(placementOf(el('<div data-vitrina-widget=""></div>'))).toBeNull();
  });

  it('mounts every marked element on start and the ones added later, once each', async () => {
    el('<div data-vitrina-widget="w1" data-product-id="42"></div>');
    const urls: string[] = [];
    start(urls);
    await tick();
    el('<div data-vitrina-widget="w2"></div>');
    await tick();
    expect(urls.map((u) => new URL(u).pathname)).toEqual(['/api/p/widgets/w1', '/api/p/widgets/w2']);
    expect(new URL(urls[0] ?? '').searchParams.get('recentId')).toBe('42');
    expect(document.querySelectorAll('.l-ss-c-carousel-card')).toHaveLength(2);
  });

  it('remembers the product of each page and sends the viewed ones, newest first', async () => {
    const data = new Map<string, string>([['vitrina_recent_p', '["7","42"]']]);
    const store = { getItem: (k: string) => data.get(k) ?? null, setItem: (k: string, v: string) => void data.set(k, v) };
    el('<div data-vitrina-widget="w1" data-product-id="42"></div>');
    el('<div data-vitrina-widget="w2" data-product-id="42"></div>');
    const urls: string[] = [];
    start(urls, 'p', store);
    await tick();
    expect(urls.map((u) => new URL(u).searchParams.get('recentId'))).toEqual(['42,7', '42,7']);
    expect(data.get('vitrina_recent_p')).toBe('["42","7"]');
  });

  it('leaves an element meant for another project alone', async () => {
    el('<div data-vitrina-widget="w1" data-project-id="other"></div>');
    const urls: string[] = [];
    start(urls);
    await tick();
    expect(urls).toEqual([]);
  });

  it('mounts by call with options over the attributes, replacing the carousel already there', async () => {
    const host = el('<div id="recs" data-vitrina-widget="w1"></div>');
    const urls: string[] = [];
    const carousels = start(urls);
    await tick();
    carousels.mount('#recs', { productId: 7, style: { title: 'Preview' } });
    await tick();
    expect(new URL(urls[1] ?? '').searchParams.get('id')).toBe('7');
    expect(host.querySelectorAll('.l-ss-c-carousel')).toHaveLength(1);
    expect(host.querySelector('.l-ss-c-carousel-title')?.textContent).toBe('Preview');
  });

  it('tells the page how many offers a carousel shows', async () => {
    const host = el('<div data-vitrina-widget="w1"></div>');
    const seen: unknown[] = [];
    document.addEventListener('vitrina:carousel', (e) => seen.push((e as CustomEvent).detail));
    start([]);
    await tick();
    expect(seen).toEqual([{ widgetId: 'w1', status: 'ready', count: 1 }]);
    expect(host.querySelector('.l-ss-c-carousel')).not.toBeNull();
  });

  it('shows the answer the console preview hands in, without asking the server', async () => {
    const host = el('<div id="preview"></div>');
    const urls: string[] = [];
    const carousels = start(urls);
    const offer = { id: 'd1', name: 'Draft offer', url: 'https://shop/d1', price: 5, oldPrice: null, currency: 'RUR', available: true };
    const answer = { offers: [offer], widget: { id: 'preview', name: 'Draft', type: 'discount', style: {} }, fallbackFrom: null };
    carousels.mount('#preview', { widgetId: 'preview', preview: true, answer });
    await tick();
    expect(urls).toEqual([]);
    expect(host.textContent).toContain('Draft offer');
  });
});
