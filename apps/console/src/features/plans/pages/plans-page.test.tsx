import { MantineProvider } from '@mantine/core';
import { Notifications } from '@mantine/notifications';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { fireEvent, render, screen, waitFor, within } from '@testing-library/react';
import { createMemoryRouter, RouterProvider } from 'react-router';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { routes } from '../../../app/routes';
import { setUser, signOut } from '../../../lib/session';
import { PLANS, project, stubApi, subscription } from '../test/render';
import { PlansPage } from './plans-page';

const PROJECTS = [
  project(),
  project({
    uuid: 'p2',
    name: 'Garden shop',
    planSubscription: subscription({ plan: { ...subscription().plan, id: 'business', name: 'Бизнес' } }),
  }),
];

function renderPlans(permissions: string[], path = '/plans') {
  setUser({
    id: 'u1',
    name: 'Owner',
    email: 'o@example.com',
    phoneNumber: null,
    avatar: null,
    isCompany: false,
    locale: 'en',
    permissions,
    createdAt: 0,
  });
  const client = new QueryClient({ defaultOptions: { queries: { retry: false }, mutations: { retry: false } } });
  const router = createMemoryRouter([{ path: '/plans', element: <PlansPage /> }], { initialEntries: [path] });
  render(
    <MantineProvider>
      <Notifications />
      <QueryClientProvider client={client}>
        <RouterProvider router={router} />
      </QueryClientProvider>
    </MantineProvider>,
  );
  return router;
}

// Mantine modals and forms render slowly on a busy machine.
describe('the plans page', { timeout: 20_000 }, () => {
  afterEach(() => vi.unstubAllGlobals());

  it('compares the plans with prices and features', async () => {
    vi.stubGlobal(
      'fetch',
      vi.fn(
        stubApi({
          'GET /api/sources/plans': () => ({ body: { data: PLANS } }),
          'GET /api/sources': () => ({ body: { data: [], totalCount: 0 } }),
        }).fetchMock,
      ),
    );
    renderPlans([]);
    const start = await screen.findByTestId('plan-card-start');
    expect(within(start).getByTestId('plan-price').textContent).toMatch(/^RUB\s?2,990 for 30 days$/);
    expect(within(start).getByTestId('plan-feature-statistics').textContent).toBe('Statistics — not included');
    expect(within(screen.getByTestId('plan-card-trial')).getByTestId('plan-price').textContent).toBe('Free');
    expect(await screen.findByText('Create a project to choose a plan for it.')).toBeTruthy();
    expect(screen.queryByTestId('choose-plan-start')).toBeNull();
    expect(screen.queryByTestId('plan-catalogue')).toBeNull();
  });

  it('changes the plan of the project chosen in the address', async () => {
    const api = stubApi({
      'GET /api/sources/plans': () => ({ body: { data: PLANS } }),
      'GET /api/sources': () => ({ body: { data: PROJECTS, totalCount: 2 } }),
      'POST /api/changePlan': () => ({ body: { data: { ...subscription(), state: 'active', queriesThisMonth: 0 } } }),
    });
    vi.stubGlobal('fetch', vi.fn(api.fetchMock));
    renderPlans(['sources.view.p1', 'sources.edit.p1', 'sources.view.p2', 'sources.edit.p2'], '/plans?project=p2');
    expect((await screen.findByTestId('choose-plan-business')).textContent).toBe('Renew');
    fireEvent.click(screen.getByTestId('choose-plan-start'));
    // The modal's root appears before its transition mounts the content.
    await waitFor(() => expect(screen.getByTestId('change-plan-dialog').textContent).toContain('Project “Garden shop” moves to “Start”'));
    fireEvent.click(screen.getByTestId('confirm-plan-change'));
    await waitFor(() => expect(api.calls.find((c) => c.path === '/api/changePlan')?.body).toEqual({ sourceId: 'p2', planId: 'start' }));
  });

  it('offers no change for a project the user may only view', async () => {
    vi.stubGlobal(
      'fetch',
      vi.fn(
        stubApi({
          'GET /api/sources/plans': () => ({ body: { data: PLANS } }),
          'GET /api/sources': () => ({ body: { data: [PROJECTS[0]], totalCount: 1 } }),
        }).fetchMock,
      ),
    );
    renderPlans(['sources.view.p1']);
    await screen.findByTestId('plan-card-start');
    await screen.findByDisplayValue('Kitchen shop');
    expect(screen.queryByTestId('choose-plan-start')).toBeNull();
  });

  it('shows a logged-out visitor the comparison with a call to start the free trial at /signup', async () => {
    signOut();
    const api = stubApi({ 'GET /api/sources/plans': () => ({ body: { data: PLANS } }) });
    vi.stubGlobal('fetch', vi.fn(api.fetchMock));
    const router = createMemoryRouter(routes, { initialEntries: ['/plans'] });
    render(
      <MantineProvider>
        <QueryClientProvider client={new QueryClient({ defaultOptions: { queries: { retry: false } } })}>
          <RouterProvider router={router} />
        </QueryClientProvider>
      </MantineProvider>,
    );
    await screen.findByTestId('plan-card-business');
    expect(router.state.location.pathname).toBe('/plans');
    expect(screen.getByTestId('plans-start-trial').getAttribute('href')).toBe('/signup');
    expect(screen.queryByTestId('choose-plan-start')).toBeNull();
    expect(api.calls.map((c) => c.path)).toEqual(['/api/sources/plans']);
  });

  it('keeps the plan change for a signed-in user and shows no trial call', async () => {
    vi.stubGlobal(
      'fetch',
      vi.fn(
        stubApi({
          'GET /api/sources/plans': () => ({ body: { data: PLANS } }),
          'GET /api/sources': () => ({ body: { data: [PROJECTS[0]], totalCount: 1 } }),
        }).fetchMock,
      ),
    );
    renderPlans(['sources.view.p1', 'sources.edit.p1']);
    await screen.findByTestId('choose-plan-start');
    expect(screen.queryByTestId('plans-start-trial')).toBeNull();
  });
});
