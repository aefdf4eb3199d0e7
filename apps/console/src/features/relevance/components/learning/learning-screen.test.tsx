import { MantineProvider } from '@mantine/core';
import { Notifications } from '@mantine/notifications';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { fireEvent, render, screen, waitFor, within } from '@testing-library/react';
import type { LearnedQueriesAnswer, LearnedQuery, LearnedQueryAnswer } from '@vitrina/contracts';
import { MemoryRouter } from 'react-router';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { stubApi } from '../../../../test/stub-api';
import { LearningScreen } from './learning-screen';

const LIST = 'GET /api/v2/sources/p1/learning';
const DETAIL = 'GET /api/v2/sources/p1/learning/query';
const RESET = 'DELETE /api/v2/sources/p1/learning';

const redBoots: LearnedQuery = {
  key: 'red boot',
  query: 'red boots',
  promoted: 2,
  demoted: 1,
  impressions: 340,
  clicks: 52,
  carts: 11,
  purchases: 5,
  lastEventAt: '2026-11-20T10:15:00.000Z',
};
const sneakers: LearnedQuery = { ...redBoots, key: 'sneakers', query: 'sneakers', promoted: 1, demoted: 0, lastEventAt: null };

const listAnswer = (overrides: Partial<LearnedQueriesAnswer> = {}): LearnedQueriesAnswer => ({
  enabled: true,
  strength: 50,
  total: 2,
  queries: [redBoots, sneakers],
  ...overrides,
});

const redBootsDetail: LearnedQueryAnswer = {
  key: 'red boot',
  query: 'red boots',
  categories: [
    { id: 'c9', name: null, share: 0.1 },
    { id: 'c1', name: 'Boots', share: 0.62 },
  ],
  offers: [
    { offerId: 'o2', name: null, multiplier: 0.6, impressions: 90, examined: 40, clicks: 1, carts: 0, purchases: 0, visitors: 35 },
    {
      offerId: 'o1',
      name: 'Red leather boots',
      multiplier: 1.8,
      impressions: 120,
      examined: 64.4,
      clicks: 31,
      carts: 9,
      purchases: 4,
      visitors: 27,
    },
    {
      offerId: 'o3',
      name: 'Rubber boots',
      multiplier: 2.4,
      impressions: 80,
      examined: 50,
      clicks: 20,
      carts: 2,
      purchases: 1,
      visitors: 18,
    },
  ],
};

function renderScreen({
  canEdit = true,
  list = listAnswer(),
}: {
  canEdit?: boolean;
  list?: LearnedQueriesAnswer | { status: number };
} = {}) {
  const api = stubApi({
    [LIST]: () => ('status' in list ? { status: list.status, body: { statusCode: list.status, message: 'Broken' } } : { body: list }),
    [DETAIL]: (_body, { query }) => (query.get('key') === 'red boot' ? { body: redBootsDetail } : { status: 404, body: {} }),
    [RESET]: () => ({ status: 204, body: undefined }),
  });
  vi.stubGlobal('fetch', vi.fn(api.fetchMock));
  const client = new QueryClient({ defaultOptions: { queries: { retry: false }, mutations: { retry: false } } });
  render(
    <MantineProvider>
      <Notifications />
      <QueryClientProvider client={client}>
        <MemoryRouter>
          <LearningScreen projectId="p1" canEdit={canEdit} />
        </MemoryRouter>
      </QueryClientProvider>
    </MantineProvider>,
  );
  return api;
}

const listCalls = (api: ReturnType<typeof stubApi>) => api.calls.filter((call) => `${call.method} ${call.path}` === LIST);
const resetCalls = (api: ReturnType<typeof stubApi>) => api.calls.filter((call) => call.method === 'DELETE');

async function openRedBoots() {
  fireEvent.click(await screen.findByRole('button', { name: 'red boots' }));
  return screen.findByTestId('learned-offers');
}

describe('learned ranking screen', () => {
  afterEach(() => vi.unstubAllGlobals());

  it('lists the learned queries with the offers they move and their evidence, and says learning is on', async () => {
    renderScreen();
    const rows = await screen.findAllByTestId('learned-query-row');
    expect(rows).toHaveLength(2);
    const first = within(rows[0] as HTMLElement);
    expect(first.getByText('red boots')).toBeTruthy();
    expect(first.getByText('red boot')).toBeTruthy();
    expect(rows[0]?.textContent).toContain('340');
    expect(rows[0]?.textContent).toContain('52');
    expect(rows[1]?.textContent).toContain('—');
    expect(screen.getByTestId('learning-total').textContent).toBe('Queries learned: 2');
    const state = screen.getByTestId('learning-state');
    expect(state.textContent).toContain('Learning from shoppers is on, strength 50 of 100.');
    expect(within(state).getByTestId('learning-settings-link').getAttribute('href')).toBe('/project/p1/settings/configuration');
  });

  it('says learning is off and links to the setting that turns it on', async () => {
    renderScreen({ list: listAnswer({ enabled: false }) });
    const state = await screen.findByTestId('learning-state');
    expect(state.getAttribute('data-enabled')).toBe('false');
    expect(state.textContent).toContain('Learning from shoppers is off');
    const link = within(state).getByTestId('learning-settings-link');
    expect(link.textContent).toBe('Turn it on in the settings');
    expect(link.getAttribute('href')).toBe('/project/p1/settings/configuration');
  });

  it('explains that shoppers’ clicks after searches are needed when nothing was learned yet', async () => {
    renderScreen({ list: listAnswer({ total: 0, queries: [] }) });
    const empty = await screen.findByTestId('empty-state');
    expect(empty.textContent).toContain('Nothing learned yet');
    expect(empty.textContent).toContain('Search needs shoppers');
    expect(screen.queryByTestId('learned-queries')).toBeNull();
    expect((screen.getByTestId('learning-reset-all') as HTMLButtonElement).disabled).toBe(true);
  });

  it('says the list failed to load instead of showing an empty one', async () => {
    renderScreen({ list: { status: 500 } });
    expect(await screen.findByText('Could not load the data, refresh the page')).toBeTruthy();
    expect(screen.queryByTestId('empty-state')).toBeNull();
  });

  it('sends the search and the page offset to the server', async () => {
    const api = renderScreen({ list: listAnswer({ total: 120 }) });
    fireEvent.click(await screen.findByRole('button', { name: '2' }));
    await waitFor(() => expect(listCalls(api).some((call) => call.query.get('skip') === '50')).toBe(true));
    fireEvent.change(screen.getByTestId('learning-search'), { target: { value: ' boots ' } });
    await waitFor(() => expect(listCalls(api).at(-1)?.query.get('search')).toBe('boots'));
    expect(listCalls(api).at(-1)?.query.get('skip')).toBeNull();
  });

  it('shows a query’s learned offers promoted first then demoted, with the change, the evidence and the categories', async () => {
    const api = renderScreen();
    const offers = await openRedBoots();
    expect(api.calls.find((call) => `${call.method} ${call.path}` === DETAIL)?.query.get('key')).toBe('red boot');
    const rows = within(offers).getAllByTestId(/^learned-offer-/);
    expect(rows.map((row) => row.getAttribute('data-testid'))).toEqual(['learned-offer-o3', 'learned-offer-o1', 'learned-offer-o2']);
    const promoted = within(screen.getByTestId('learned-offer-o1'));
    expect(promoted.getByText('Red leather boots')).toBeTruthy();
    expect(promoted.getByText('▲ ×1.8')).toBeTruthy();
    expect(screen.getByTestId('learned-offer-o1').textContent).toContain('64.4');
    const demoted = within(screen.getByTestId('learned-offer-o2'));
    expect(demoted.getByText('▼ ×0.6')).toBeTruthy();
    expect(demoted.getByText('Left the feed')).toBeTruthy();
    expect(screen.getByTestId('learned-offer-o2').textContent).toContain('35');
    const categories = screen.getByTestId('learned-categories');
    expect([...categories.children].map((badge) => badge.textContent)).toEqual(['Boots · 62%', 'Category c9 · 10%']);
  });

  it('asks before resetting a query, then deletes it by key, reads the list again and confirms', async () => {
    const api = renderScreen();
    await openRedBoots();
    const before = listCalls(api).length;
    fireEvent.click(screen.getByTestId('learning-reset-query'));
    expect((await screen.findByTestId('learning-reset-text')).textContent).toContain('“red boots”');
    expect(resetCalls(api)).toEqual([]);
    fireEvent.click(screen.getByTestId('learning-reset-confirm'));
    expect(await screen.findByText('What search learned for “red boots” has been reset')).toBeTruthy();
    expect(resetCalls(api).map((call) => [call.path, call.query.get('key')])).toEqual([['/api/v2/sources/p1/learning', 'red boot']]);
    await waitFor(() => expect(listCalls(api).length).toBeGreaterThan(before));
    await waitFor(() => expect(screen.queryByTestId('learned-query-detail')).toBeNull());
  });

  it('resets everything learned only after confirmation, without a key', async () => {
    const api = renderScreen();
    await screen.findByTestId('learned-queries');
    fireEvent.click(screen.getByTestId('learning-reset-all'));
    await screen.findByTestId('learning-reset-text');
    fireEvent.click(screen.getByRole('button', { name: 'Cancel' }));
    await waitFor(() => expect(screen.queryByTestId('learning-reset-text')).toBeNull());
    expect(resetCalls(api)).toEqual([]);
    fireEvent.click(screen.getByTestId('learning-reset-all'));
    fireEvent.click(await screen.findByTestId('learning-reset-confirm'));
    expect(await screen.findByText('Everything search learned from shoppers has been reset')).toBeTruthy();
    expect(resetCalls(api)).toHaveLength(1);
    expect(resetCalls(api)[0]?.query.has('key')).toBe(false);
  });

  it('offers no reset to a user without the edit permission', async () => {
    const api = renderScreen({ canEdit: false });
    await openRedBoots();
    const all = screen.getByTestId('learning-reset-all') as HTMLButtonElement;
    const one = screen.getByTestId('learning-reset-query') as HTMLButtonElement;
    expect([all.disabled, one.disabled]).toEqual([true, true]);
    expect(screen.getByTestId('learning-needs-edit').textContent).toBe('Resetting needs the edit permission of the project');
    fireEvent.click(one);
    fireEvent.click(all);
    expect(screen.queryByTestId('learning-reset-confirm')).toBeNull();
    expect(resetCalls(api)).toEqual([]);
  });
});
