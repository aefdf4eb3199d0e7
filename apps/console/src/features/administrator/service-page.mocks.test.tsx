import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import type { User } from '@vitrina/contracts';
import { MemoryRouter } from 'react-router';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { renderWithProviders } from '../../test/render';
import { stubApi } from '../../test/stub-api';
import { ServicePage } from './pages/service-page';

const session = vi.hoisted(() => ({ user: null as User | null }));
vi.mock('../../lib/session', () => ({ useCurrentUser: () => session.user }));

const row = {
  uuid: 'p1',
  name: 'Main shop',
  siteUrl: 'https://main.example',
  sourceStatus: 'success',
  offersCount: 10,
  ownerEmail: 'owner@main.example',
  plan: null,
  segment: 'large',
  accountManager: '',
  payingProject: true,
  clientLeft: false,
};

function renderPage(permissions: string[], routes: Parameters<typeof stubApi>[0] = {}) {
  session.user = {
    id: 'a',
    name: 'A',
    email: 'a@x.io',
    phoneNumber: null,
    avatar: null,
    isCompany: false,
    locale: 'en',
    permissions,
    createdAt: 0,
  };
  const api = stubApi({
    'GET /api/administrator/projects': () => ({ body: { data: [row], totalCount: 1 } }),
    'GET /api/sources/plans': () => ({ body: { data: [] } }),
    'GET /api/logs/system': () => ({
      body: {
        data: [{ id: '1', date: 0, sourceUuid: 'p1', sourceName: 'Main shop', message: 'The feed server answered with status 404' }],
        totalCount: 1,
      },
    }),
    'GET /api/integrations/clients': () => ({ body: { data: [], totalCount: 0 } }),
    ...routes,
  });
  vi.stubGlobal('fetch', vi.fn(api.fetchMock));
  renderWithProviders(
    <MemoryRouter>
      <ServicePage />
    </MemoryRouter>,
  );
  return api;
}

describe('service administration page', () => {
  afterEach(() => vi.unstubAllGlobals());

  it('is closed to a user without the administrator permission', () => {
    const api = renderPage(['sources.view.p1']);
    expect(screen.getByText('This area is for the service administrators only')).toBeTruthy();
    expect(api.calls).toEqual([]);
  });

  it('lists the projects and asks again with the search filter', async () => {
    const api = renderPage(['*']);
    const table = await screen.findByTestId('overview-table');
    expect(await within(table).findByText('Main shop')).toBeTruthy();
    expect(within(table).getByText('Large shop')).toBeTruthy();
    fireEvent.change(screen.getByTestId('overview-search'), { target: { value: 'main' } });
    await waitFor(() => expect(api.calls.filter((call) => call.path === '/api/administrator/projects').length).toBeGreaterThan(1));
  }, 20_000);

  it('shows the failed feed loads in the system log', async () => {
    renderPage(['*']);
    fireEvent.click(screen.getByRole('tab', { name: 'System log' }));
    expect(await screen.findByText('The feed server answered with status 404')).toBeTruthy();
  }, 20_000);

  it('registers a CMS module and shows its secret once', async () => {
    const api = renderPage(['*'], {
      'POST /api/integrations/clients': () => ({
        status: 201,
        body: { data: { clientId: 'vc_1', clientSecret: 's3cret', name: 'Bitrix', redirectUris: ['https://shop.example/cb'] } },
      }),
    });
    fireEvent.click(screen.getByRole('tab', { name: 'Connected sites' }));
    fireEvent.change(await screen.findByLabelText('Module name'), { target: { value: 'Bitrix' } });
    fireEvent.change(screen.getByLabelText('Return addresses, one per line'), { target: { value: 'https://shop.example/cb\n\n' } });
    fireEvent.click(screen.getByTestId('client-create'));
    expect((await screen.findByTestId('client-secret')).textContent).toContain('client_secret=s3cret');
    expect(api.calls.find((call) => call.method === 'POST')?.body).toEqual({ name: 'Bitrix', redirectUris: ['https://shop.example/cb'] });
  }, 20_000);
});
