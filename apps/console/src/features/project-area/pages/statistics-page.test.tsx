import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { stubApi } from '../test/project-fixture';
import { renderProjectPage } from '../test/render-project-page';
import { StatisticsPage } from './statistics-page';

const POPULAR = [
  { query: 'чайник', count: 5, users: 3, hits: 12 },
  { query: 'apple', count: 9, users: 2, hits: 40 },
  { query: 'zebra', count: 1, users: 1, hits: 2 },
];
const PER_DAY = [
  { day: '2025-03-14T00:00:00.000Z', searches: 10, zeroResults: 2, clicks: 4 },
  { day: '2025-03-15T00:00:00.000Z', searches: 30, zeroResults: 3, clicks: 6 },
];

type Body = { select: string; options: Record<string, unknown> };

function statsRoutes(answer: (body: Body) => { status?: number; body: unknown }) {
  return stubApi({ 'POST /api/sources/p1/stats': (body) => answer(body as Body) });
}

function queryColumn(): string[] {
  return within(screen.getByTestId('stats-table'))
    .getAllByTestId('stats-row')
    .map((row) => row.querySelector('td')?.textContent ?? '');
}

describe('statistics page', () => {
  afterEach(() => vi.unstubAllGlobals());

  it('shows a report page in the server’s order and sorts it by a clicked column', async () => {
    const api = statsRoutes(({ select }) => ({ body: { data: select === 'searchesPerDay' ? PER_DAY : POPULAR } }));
    vi.stubGlobal('fetch', vi.fn(api.fetchMock));
    renderProjectPage(<StatisticsPage />, { path: '/project/p1/statistics?tab=popularQueries&range=7d&device=mobile' });
    await screen.findByText('чайник');
    expect(screen.getByTestId('stats-report-popularQueries')).toBeTruthy();
    expect(queryColumn()).toEqual(['чайник', 'apple', 'zebra']);

    fireEvent.click(screen.getByTestId('sort-count'));
    expect(queryColumn()).toEqual(['apple', 'чайник', 'zebra']);
    fireEvent.click(screen.getByTestId('sort-count'));
    expect(queryColumn()).toEqual(['zebra', 'чайник', 'apple']);
    fireEvent.click(screen.getByTestId('sort-query'));
    expect(queryColumn()[0]).toBe('apple');

    const report = api.calls.find((call) => (call.body as Body).select === 'popularQueries')?.body as Body;
    expect(report.options).toMatchObject({ device: 'mobile', skip: 0, limit: 51 });
    expect(typeof report.options.from).toBe('string');
  });

  it('sums searches, zero-result rate and click-through rate of the period', async () => {
    vi.stubGlobal('fetch', vi.fn(statsRoutes(({ select }) => ({ body: { data: select === 'searchesPerDay' ? PER_DAY : [] } })).fetchMock));
    renderProjectPage(<StatisticsPage />, { path: '/project/p1/statistics' });
    await waitFor(() => expect(screen.getByTestId('stats-summary-searches').textContent).toContain('40'));
    expect(screen.getByTestId('stats-summary-zero').textContent).toContain('12.5%');
    expect(screen.getByTestId('stats-summary-ctr').textContent).toContain('25%');
    expect(screen.getByTestId('stats-chart-searches')).toBeTruthy();
    expect(await screen.findByTestId('stats-empty')).toBeTruthy();
  });

  it("holds the charts' places with skeletons while the figures load, the charts' code not asked for yet", async () => {
    const api = statsRoutes(() => ({ body: { data: [] } }));
    // The per-day figures never come; the report does.
    const fetchMock = (input: RequestInfo | URL, init?: RequestInit) =>
      String(init?.body ?? '').includes('searchesPerDay') ? new Promise<Response>(() => {}) : api.fetchMock(input, init);
    vi.stubGlobal('fetch', vi.fn(fetchMock));
    renderProjectPage(<StatisticsPage />, { path: '/project/p1/statistics' });
    await waitFor(() => expect(screen.getByTestId('stats-summary-searches').textContent).toContain('…'));
    // Long past the first paint: a chart rendered beside pending figures has loaded its code by then.
    await new Promise((resolve) => setTimeout(resolve, 1000));
    for (const card of ['stats-chart-searches', 'stats-chart-zero', 'stats-chart-ctr']) {
      expect(within(screen.getByTestId(card)).getByTestId('chart-skeleton')).toBeTruthy();
    }
  });

  it('shows the statistics load failure when the stats call fails', async () => {
    vi.stubGlobal('fetch', vi.fn(statsRoutes(() => ({ status: 500, body: { statusCode: 500, message: 'boom' } })).fetchMock));
    renderProjectPage(<StatisticsPage />, { path: '/project/p1/statistics?tab=errors' });
    const message = 'Statistics data could not be loaded. Try again later.';
    // In place of the summary and of the report, and once as a notification however many calls failed.
    await waitFor(() => expect(screen.getAllByTestId('stats-load-failed')).toHaveLength(2));
    await waitFor(() => expect(screen.getAllByText(message)).toHaveLength(3));
    expect(screen.getAllByText('boom').length).toBeGreaterThan(0);
  });

  it('asks for the next page with skip and comes back with previous', async () => {
    const many = Array.from({ length: 51 }, (_, index) => ({ query: `q${index}`, count: 51 - index, hits: 1, lastAt: 1_741_996_800_000 }));
    const api = statsRoutes(({ select, options }) => ({
      body: { data: select === 'searchesPerDay' ? [] : options.skip === 0 ? many : [{ query: 'last', count: 1, hits: 1, lastAt: null }] },
    }));
    vi.stubGlobal('fetch', vi.fn(api.fetchMock));
    renderProjectPage(<StatisticsPage />, { path: '/project/p1/statistics' });
    await screen.findByText('q0');
    expect(screen.getAllByTestId('stats-row')).toHaveLength(50);
    fireEvent.click(screen.getByTestId('stats-next'));
    await screen.findByText('last');
    expect((api.calls.at(-1)?.body as Body | undefined)?.options).toMatchObject({ skip: 50 });
    fireEvent.click(screen.getByTestId('stats-prev'));
    await screen.findByText('q0');
  });

  it('shows e-commerce totals: revenue, orders, average order, search revenue and both conversions', async () => {
    const period = {
      visitors: 10,
      searchingVisitors: 4,
      buyers: 3,
      searchingBuyers: 2,
      averageOrder: 0,
      conversion: 0,
      searchConversion: 0,
      otherConversion: 0,
    };
    const rows = [
      { ...period, period: '2025-03-14T00:00:00.000Z', revenue: 300, orders: 2, searchRevenue: 200 },
      { ...period, period: '2025-03-15T00:00:00.000Z', revenue: 100, orders: 2, searchRevenue: 0 },
    ];
    const api = statsRoutes(({ select }) => ({ body: { data: select === 'ecommerce' ? rows : [] } }));
    vi.stubGlobal('fetch', vi.fn(api.fetchMock));
    renderProjectPage(<StatisticsPage />, { path: '/project/p1/statistics?tab=ecommerce&detail=week' });
    await waitFor(() => expect(screen.getByTestId('kpi-revenue').textContent).toContain('400'));
    expect(screen.getByTestId('kpi-orders').textContent).toContain('4');
    expect(screen.getByTestId('kpi-average').textContent).toContain('100');
    expect(screen.getByTestId('kpi-search-revenue').textContent).toContain('50%');
    // Searching: 4 of 8 bought; the others: 2 of 12.
    expect(screen.getByTestId('kpi-conversion').textContent).toContain('50% / 16.7%');
    expect((api.calls.find((call) => (call.body as Body).select === 'ecommerce')?.body as Body | undefined)?.options).toMatchObject({
      detail: 'week',
    });
  });

  it("writes revenue in the currency the shop's feed prices offers in", async () => {
    const row = { period: '2025-03-14T00:00:00.000Z', revenue: 1500.5, orders: 1, searchRevenue: 1500.5, visitors: 1, buyers: 1 };
    const api = stubApi({
      'POST /api/sources/p1/stats': (body) => ({ body: { data: (body as Body).select === 'ecommerce' ? [row] : [] } }),
      'POST /api/sources/p1/index-info': () => ({ body: { data: { offers: 2, catalogVersion: 1, currency: 'USD' } } }),
    });
    vi.stubGlobal('fetch', vi.fn(api.fetchMock));
    renderProjectPage(<StatisticsPage />, { path: '/project/p1/statistics?tab=ecommerce' });
    await waitFor(() => expect(screen.getByTestId('kpi-revenue').textContent).toContain('$1,500.50'));
    expect(screen.getByTestId('kpi-average').textContent).toContain('$1,500.50');
    expect(within(screen.getByTestId('stats-report-ecommerce')).getAllByText('$1,500.50').length).toBeGreaterThan(2);
  });

  it('lists settings changes with who, what, old and new values, and cuts long values', async () => {
    const long = 'x'.repeat(200);
    const api = stubApi({
      'GET /api/sources/p1/logs/source-changes': () => ({
        body: {
          data: [
            {
              id: 2,
              user: { name: 'Anna', email: 'anna@shop.test' },
              field: 'widgetSettings',
              oldValue: null,
              newValue: long,
              date: 1_741_996_800_000,
            },
            { id: 1, user: null, field: 'name', oldValue: 'Old', newValue: 'New', date: '2025-03-14T10:00:00.000Z' },
          ],
          totalCount: 2,
        },
      }),
      'GET /api/sources/p1/logs/system': () => ({ body: { data: [], totalCount: 0 } }),
      'POST /api/sources/p1/index-info': () => ({
        body: {
          data: {
            offers: 2990,
            availableOffers: 2598,
            categories: 17,
            params: 16,
            storedBytes: 3_034_498,
            builtAt: 1_741_996_800_000,
            catalogVersion: 3,
          },
        },
      }),
    });
    vi.stubGlobal('fetch', vi.fn(api.fetchMock));
    renderProjectPage(<StatisticsPage />, { path: '/project/p1/statistics?tab=logs' });
    const table = await screen.findByTestId('changes-table');
    await within(table).findByText('Anna');
    expect(within(table).getByText('System')).toBeTruthy();
    expect(within(table).getByText('Old')).toBeTruthy();
    const toggle = within(table).getByTestId('change-value-toggle');
    expect(toggle.textContent).toBe(`${'x'.repeat(60)}…`);
    fireEvent.click(toggle);
    expect(toggle.textContent).toBe(long);
    await waitFor(() => expect(screen.getByTestId('index-info-offers').textContent).toContain('2,990'));
    expect(screen.getByTestId('feed-history-table')).toBeTruthy();
  });
});
