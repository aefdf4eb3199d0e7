import { OWNER_CLIENT, SEARCH_WIDGET_DEFAULTS } from '@vitrina/contracts';
import { describe, expect, it } from 'vitest';
import { buildCompletionsUrl, buildFilters, buildSearchRequest, createApiClient, type Fetch, type RequestContext } from './api';

const ctx: RequestContext = { projectId: 'p-1', apiUrl: 'http://api.test/', userId: 'u-1', locale: 'ru', debug: false, client: 'widget' };

describe('buildFilters', () => {
  it('maps vendor, category, price and other facets to their API filters', () => {
    const filters = buildFilters(
      { options: { vendor: ['Nike', 'Puma'], category: ['31'], Цвет: ['белый'], empty: [] }, price: { from: 1000 } },
      false,
    );
    expect(filters).toEqual({ vendors: ['Nike', 'Puma'], categoryId: '31', params: { Цвет: ['белый'] }, price: { from: 1000 } });
  });

  it('asks for available offers only when onlyAvailable is on', () => {
    expect(buildFilters({ options: {}, price: {} }, true)).toEqual({ available: true });
    expect(buildFilters({ options: {}, price: {} }, false)).toEqual({});
  });
});

describe('buildSearchRequest', () => {
  const base = {
    query: 'boots',
    skip: 0,
    limit: 36,
    selection: { options: {}, price: {} },
    sort: 'relevance' as const,
    firstInSession: true,
  };

  it('builds the widget body with user, locale and client', () => {
    expect(buildSearchRequest(ctx, { onlyAvailable: false }, base)).toEqual({
      query: 'boots',
      skip: 0,
      limit: 36,
      filters: {},
      userId: 'u-1',
      locale: 'ru',
      client: 'widget',
      firstInSession: true,
    });
  });

  it('marks the owner’s preview searches and completions as the owner’s', () => {
    const owner = { ...ctx, client: OWNER_CLIENT };
    expect(buildSearchRequest(owner, { onlyAvailable: false }, base).client).toBe(OWNER_CLIENT);
    expect(new URL(buildCompletionsUrl(owner, 'bo', SEARCH_WIDGET_DEFAULTS.completionSettings)).searchParams.get('client')).toBe(
      OWNER_CLIENT,
    );
  });

  it('adds debug=31337, region, segment, sort and grouping when asked', () => {
    const body = buildSearchRequest(
      { ...ctx, debug: true, regionId: '5', segmentId: 'vip' },
      { onlyAvailable: false },
      { ...base, sort: 'price_asc', groupSize: 6 },
    );
    expect(body.debug).toBe('31337');
    expect(body.regionId).toBe('5');
    expect(body.segmentId).toBe('vip');
    expect(body.sort).toBe('price_asc');
    expect(body.groupByCategories).toEqual({ active: true, size: 6, skip: 0 });
  });
});

describe('buildCompletionsUrl', () => {
  it('carries completionSettings as JSON and debug only in debug mode', () => {
    const url = new URL(
      buildCompletionsUrl(ctx, 'кро', { history: 3, popular: 4, categories: 3, brands: 4, offers: 4, suggestions: 0, special_offers: 0 }),
    );
    expect(url.pathname).toBe('/api/p-1/completions');
    expect(url.searchParams.get('query')).toBe('кро');
    expect(JSON.parse(url.searchParams.get('completionSettings') ?? '')).toMatchObject({ offers: 4 });
    expect(url.searchParams.get('userId')).toBe('u-1');
    expect(url.searchParams.has('debug')).toBe(false);
    const debugUrl = new URL(
      buildCompletionsUrl({ ...ctx, debug: true }, '', {
        history: 0,
        popular: 0,
        categories: 0,
        brands: 0,
        offers: 0,
        suggestions: 0,
        special_offers: 0,
      }),
    );
    expect(debugUrl.searchParams.get('debug')).toBe('31337');
  });
});

describe('createApiClient', () => {
  it('posts search and events as text/plain JSON so no preflight is needed', async () => {
    const calls: { url: string; init: Parameters<Fetch>[1] }[] = [];
    const fetchImpl: Fetch = async (url, init) => {
      calls.push({ url, init });
      return { ok: true, status: 200, json: async () => ({ offers: [], hits: 0 }) };
    };
    const api = createApiClient(ctx, fetchImpl);
    const res = await api.search(
      buildSearchRequest(
        ctx,
        { onlyAvailable: false },
        { query: 'x', skip: 0, limit: 1, selection: { options: {}, price: {} }, sort: 'relevance', firstInSession: false },
      ),
    );
    expect(res.params).toEqual([]);
    await api.sendEvents([{ type: 'click', userId: 'u-1', offerId: '1', ts: 1 }]);
    expect(calls[0]?.url).toBe('http://api.test/api/p-1/search');
    expect(calls[0]?.init?.headers).toEqual({ 'content-type': 'text/plain' });
    expect(JSON.parse(calls[0]?.init?.body ?? '')).toMatchObject({ query: 'x', client: 'widget' });
    expect(calls[1]?.url).toBe('http://api.test/api/p-1/events');
    expect(JSON.parse(calls[1]?.init?.body ?? '')).toEqual({ events: [{ type: 'click', userId: 'u-1', offerId: '1', ts: 1 }] });
  });

  it('rejects on an HTTP error', async () => {
    const api = createApiClient(ctx, async () => ({ ok: false, status: 500, json: async () => ({}) }));
    await expect(
      api.completions('a', { history: 0, popular: 0, categories: 0, brands: 0, offers: 0, suggestions: 0, special_offers: 0 }),
    ).rejects.toThrow('500');
  });
});
