import { MantineProvider } from '@mantine/core';
import { QueryClient, QueryClientProvider, useQuery } from '@tanstack/react-query';
import { fireEvent, render, screen, waitFor } from '@testing-library/react';
import { MemoryRouter } from 'react-router';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { http } from '../../../lib/http';
import { stubApi } from '../test/render';
import { PlanUpgradeListener } from './plan-upgrade-listener';

function Statistics() {
  useQuery({ queryKey: ['stats'], queryFn: () => http.post('/sources/p1/stats', { select: 'lastQueries', options: {} }) });
  return null;
}

function renderWithCall() {
  const client = new QueryClient({ defaultOptions: { queries: { retry: false } } });
  render(
    <MantineProvider>
      <QueryClientProvider client={client}>
        <MemoryRouter>
          <PlanUpgradeListener />
          <Statistics />
        </MemoryRouter>
      </QueryClientProvider>
    </MantineProvider>,
  );
}

// Mantine modals render slowly on a busy machine.
describe('the plan-upgrade dialog', { timeout: 20_000 }, () => {
  afterEach(() => vi.unstubAllGlobals());

  it('opens with the reason when the API answers that the plan lacks the feature', async () => {
    const reason = 'Your plan does not include statistics. Choose a plan that has it.';
    const api = stubApi({
      'POST /api/sources/p1/stats': () => ({
        status: 403,
        body: { statusCode: 403, message: reason, errors: { planUpgrade: ['statistics'] } },
      }),
    });
    vi.stubGlobal('fetch', vi.fn(api.fetchMock));
    renderWithCall();
    expect(await screen.findByText(reason)).toBeTruthy();
    expect(screen.getByText('A higher plan is needed')).toBeTruthy();
    expect(screen.getByRole('link', { name: 'See plans' }).getAttribute('href')).toBe('/plans');
    fireEvent.click(screen.getByRole('button', { name: 'Close' }));
    await waitFor(() => expect(screen.queryByText(reason)).toBeNull());
  });

  it('stays closed for a plain lack of permission', async () => {
    const api = stubApi({ 'POST /api/sources/p1/stats': () => ({ status: 403, body: { statusCode: 403, message: 'No permission' } }) });
    vi.stubGlobal('fetch', vi.fn(api.fetchMock));
    renderWithCall();
    await waitFor(() => expect(api.calls).toHaveLength(1));
    await new Promise((resolve) => setTimeout(resolve, 50));
    expect(screen.queryByText('A higher plan is needed')).toBeNull();
  });
});
