import { screen, waitFor, within } from '@testing-library/react';
import type { TrackerLogEntry } from '@vitrina/contracts';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { renderWithProviders } from '../../../../test/render';
import { stubApi } from '../../../../test/stub-api';
import { eventTime, TrackerLiveLog } from './tracker-live-log';

const PATH = 'GET /api/sources/p1/logs/tracker-events';

function entry(overrides: Partial<TrackerLogEntry>): TrackerLogEntry {
  return {
    id: '1',
    type: 'view',
    name: null,
    userId: 'visitor-1',
    offerId: null,
    query: null,
    orderId: null,
    price: null,
    quantity: null,
    url: null,
    device: 'desktop',
    at: new Date(2026, 10, 28, 14, 5, 9).getTime(),
    ...overrides,
  };
}

function stub(pages: TrackerLogEntry[][]) {
  let call = 0;
  const api = stubApi({
    [PATH]: () => {
      const page = pages[Math.min(call, pages.length - 1)] ?? [];
      call += 1;
      return { body: { data: page } };
    },
  });
  vi.stubGlobal('fetch', vi.fn(api.fetchMock));
  return api;
}

describe('the live tracker log', () => {
  afterEach(() => vi.unstubAllGlobals());

  it('shows each event in words: its type, product, query, order with price and quantity, visitor and page', async () => {
    stub([
      [
        entry({ id: '3', type: 'custom', name: 'promo-banner', query: 'kettle' }),
        entry({ id: '2', type: 'purchase', offerId: '1995', orderId: 'o-7', price: 1500.5, quantity: 2, userId: 'v-9' }),
        entry({ id: '1', type: 'cart', offerId: '1995', url: 'https://shop.example/p/1995' }),
      ],
    ]);
    renderWithProviders(<TrackerLiveLog projectId="p1" />);
    const rows = await screen.findAllByTestId('tracker-log-row');
    expect(rows.map((row) => row.getAttribute('data-type'))).toEqual(['custom', 'purchase', 'cart']);
    const cells = (row: HTMLElement) =>
      within(row)
        .getAllByRole('cell')
        .map((cell) => cell.textContent);
    expect(cells(rows[0] as HTMLElement).slice(1, 4)).toEqual(['Custom event: promo-banner', '—', 'kettle']);
    expect(cells(rows[1] as HTMLElement).slice(1)).toEqual(['Purchase', '1995', '—', 'Order o-7 · 1,500.5 × 2', 'v-9', '—']);
    expect(cells(rows[2] as HTMLElement).slice(1)).toEqual(['Add to cart', '1995', '—', '—', 'visitor-1', 'https://shop.example/p/1995']);
    expect(screen.getByText(/The last 50 events of the last 3 days/)).toBeTruthy();
  });

  it('asks again by itself and shows an event that arrived meanwhile on top', async () => {
    const api = stub([[entry({ id: '1' })], [entry({ id: '2', type: 'cart', userId: 'newcomer' }), entry({ id: '1' })]]);
    renderWithProviders(<TrackerLiveLog projectId="p1" refreshMs={50} />);
    await waitFor(() => expect(screen.getAllByTestId('tracker-log-row')[0]?.textContent).toContain('newcomer'));
    expect(api.calls.filter((c) => c.path === '/api/sources/p1/logs/tracker-events').length).toBeGreaterThan(1);
    expect(api.calls[0]?.query.get('limit')).toBe('50');
  });

  it('tells how to make the first event when there is none, and says so when the events cannot be loaded', async () => {
    stub([[]]);
    const { unmount } = renderWithProviders(<TrackerLiveLog projectId="p1" />);
    expect((await screen.findByText(/No events in the last 3 days yet/)).getAttribute('data-testid')).toBe('tracker-log-empty');
    unmount();

    vi.stubGlobal('fetch', vi.fn(stubApi({ [PATH]: () => ({ status: 500, body: { statusCode: 500, message: 'down' } }) }).fetchMock));
    renderWithProviders(<TrackerLiveLog projectId="p1" />);
    expect((await screen.findByTestId('tracker-log-error')).textContent).toBe('The events could not be loaded. The page keeps trying.');
  });

  it('writes the date beside the time only for events of another day', () => {
    const now = new Date(2026, 10, 28, 18, 0, 0);
    expect(eventTime(new Date(2026, 10, 28, 14, 5, 9).getTime(), 'en', now)).toBe('2:05:09 PM');
    expect(eventTime(new Date(2026, 10, 27, 14, 5, 9).getTime(), 'en', now)).toBe('11/27/26, 2:05:09 PM');
    expect(eventTime(new Date(2026, 10, 28, 14, 5, 9).getTime(), 'ru', now)).toBe('14:05:09');
  });
});
