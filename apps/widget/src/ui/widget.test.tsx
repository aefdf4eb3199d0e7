// @vitest-environment jsdom
import { afterEach, describe, expect, it, vi } from 'vitest';
import type { ApiClient } from '../core/api';
import { createController } from '../core/controller';
import { createHookBus } from '../core/hooks';
import { resolveSettings, type WidgetKind } from '../core/settings';
import { createTranslator } from '../i18n';
import { mountWidget } from './mount';

const offer = (id: string, price: number) => ({
  id,
  name: `Boot ${id}`,
  url: `https://shop/${id}`,
  price,
  oldPrice: null,
  currency: 'RUR',
  available: true,
});

const api: ApiClient = {
  completions: async (query) => ({
    popular: [{ type: 'popular', text: { html: `<b>${query}</b>s`, plain: `${query}s` } }],
    offers: [{ type: 'offer', id: '1', text: { html: 'Boot', plain: 'Boot' }, url: 'https://shop/1', price: 1000, currency: 'RUR' }],
  }),
  search: async () => ({
    offers: [offer('1', 12650), offer('2', 990)],
    hits: 2,
    params: [{ id: 'vendor', name: 'vendor', type: 'multiple', options: [{ id: 'Nike', name: 'Nike', hits: 2 }] }],
  }),
  sendEvents: async () => {},
};

function mount(kind: WidgetKind, settings: Record<string, unknown> = {}) {
  const s = resolveSettings({ kind, ...settings });
  const controller = createController({
    api,
    settings: s,
    ctx: { projectId: 'p', apiUrl: 'http://api', userId: 'u', locale: 'ru', debug: false },
    hooks: createHookBus({}, {}, () => {}),
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
  return { host, controller };
}

const flush = () => vi.advanceTimersByTimeAsync(1300);

afterEach(() => {
  vi.useRealTimers();
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
});
