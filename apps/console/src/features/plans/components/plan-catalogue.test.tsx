import { MantineProvider } from '@mantine/core';
import { Notifications } from '@mantine/notifications';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { fireEvent, render, screen, waitFor, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { PLANS, stubApi } from '../test/render';
import { PlanCatalogue } from './plan-catalogue';

const CATALOGUE = [
  ...PLANS.map((plan) => ({ ...plan, projects: 2 })),
  { ...PLANS[1], id: 'old', name: 'Old', archived: true, projects: 0 },
];

function renderCatalogue(save: (body: unknown) => { status?: number; body: unknown }) {
  const api = stubApi({ 'GET /api/plandetails': () => ({ body: { data: CATALOGUE } }), 'POST /api/plandetails': save });
  vi.stubGlobal('fetch', vi.fn(api.fetchMock));
  const client = new QueryClient({ defaultOptions: { queries: { retry: false }, mutations: { retry: false } } });
  render(
    <MantineProvider>
      <Notifications />
      <QueryClientProvider client={client}>
        <PlanCatalogue />
      </QueryClientProvider>
    </MantineProvider>,
  );
  return api;
}

// Mantine modals and forms render slowly on a busy machine.
describe('the plan catalogue (administrator)', { timeout: 20_000 }, () => {
  afterEach(() => vi.unstubAllGlobals());

  it('lists every plan with archived ones and saves an edited plan', async () => {
    const api = renderCatalogue((body) => ({ body: { data: body } }));
    expect(within(await screen.findByTestId('catalogue-old')).getByText('Archived')).toBeTruthy();
    fireEvent.click(screen.getByTestId('plan-edit-start'));
    fireEvent.change(await screen.findByTestId('plan-edit-price'), { target: { value: '3490' } });
    fireEvent.change(screen.getByTestId('plan-edit-queriesPerMonth'), { target: { value: '' } });
    fireEvent.click(screen.getByTestId('plan-edit-save'));
    await waitFor(() => expect(api.calls.find((c) => c.method === 'POST')).toBeDefined());
    expect(api.calls.find((c) => c.method === 'POST')?.body).toMatchObject({
      id: 'start',
      price: 3490,
      features: { offersLimit: 5000, queriesPerMonth: null, statistics: false },
    });
    expect(await screen.findByText('The plan is saved')).toBeTruthy();
  });

  it('checks a new plan before sending it and shows the server’s field errors', async () => {
    const api = renderCatalogue(() => ({
      status: 422,
      body: { statusCode: 422, message: 'The form is filled incorrectly', errors: { id: ['Invalid value'] } },
    }));
    fireEvent.click(await screen.findByTestId('plan-new'));
    fireEvent.click(await screen.findByTestId('plan-edit-save'));
    expect(await screen.findAllByText('Input required')).not.toHaveLength(0);
    expect(api.calls.some((c) => c.method === 'POST')).toBe(false);

    fireEvent.change(screen.getByTestId('plan-edit-id'), { target: { value: 'gold' } });
    fireEvent.change(screen.getByTestId('plan-edit-name'), { target: { value: 'Gold' } });
    fireEvent.click(screen.getByTestId('plan-edit-save'));
    await waitFor(() => expect(api.calls.some((c) => c.method === 'POST')).toBe(true));
    expect(await screen.findByText('Invalid value')).toBeTruthy();
  });
});
