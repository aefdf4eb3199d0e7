import { describe, expect, it } from 'vitest';
import type { Fetch, RequestContext } from './api';
import { buildTradeWidgetUrl, fetchTradeWidget } from './carousel-api';

const ctx: RequestContext = { projectId: 'p 1', apiUrl: 'http://search/', userId: 'u1', locale: 'ru', debug: false, client: 'widget' };

describe('trade widget requests', () => {
  it('ask for the widget with the visitor and the product of the page as id and recentId', () => {
    const url = new URL(buildTradeWidgetUrl(ctx, { widgetId: 'w/1', productId: '42', categoryId: '7', limit: 8 }));
    expect(url.pathname).toBe('/api/p%201/widgets/w%2F1');
    expect(Object.fromEntries(url.searchParams)).toEqual({ userId: 'u1', id: '42', recentId: '42', categoryId: '7', limit: '8' });
  });

  it('send the products the visitor viewed as recentId, newest first', () => {
    const url = new URL(buildTradeWidgetUrl(ctx, { widgetId: 'w', productId: '42', recentIds: ['42', '7', '3'] }));
    expect(url.searchParams.get('recentId')).toBe('42,7,3');
    expect(url.searchParams.get('id')).toBe('42');
  });

  it('take the segment from the page when the placement has none, and add the debug token in debug mode', () => {
    const url = new URL(buildTradeWidgetUrl({ ...ctx, segmentId: 's1', debug: true }, { widgetId: 'w' }));
    expect(url.searchParams.get('segmentId')).toBe('s1');
    expect(url.searchParams.get('debug')).toBe('31337');
    expect(url.searchParams.has('id')).toBe(false);
  });

  it('keep only well-formed offers of an answer', async () => {
    const body = {
      offers: [{ id: '1', name: 'Kettle' }, null, { id: 2 }],
      widget: { id: 'w', name: 'Together', type: 'popular', style: { title: 'T' } },
      fallbackFrom: null,
    };
    const fetchImpl: Fetch = async () => ({ ok: true, status: 200, json: async () => body });
    const answer = await fetchTradeWidget(fetchImpl, ctx, { widgetId: 'w' });
    expect(answer.offers.map((o) => o.id)).toEqual(['1']);
    expect(answer.widget.style).toEqual({ title: 'T' });
  });

  it('fail on an error status', async () => {
    const fetchImpl: Fetch = async () => ({ ok: false, status: 404, json: async () => ({}) });
    await expect(fetchTradeWidget(fetchImpl, ctx, { widgetId: 'gone' })).rejects.toThrow('404');
  });
});
