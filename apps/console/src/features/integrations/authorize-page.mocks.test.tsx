import { fireEvent, screen, waitFor } from '@testing-library/react';
import type { User } from '@vitrina/contracts';
import { MemoryRouter, Route, Routes } from 'react-router';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { renderWithProviders } from '../../test/render';
import { stubApi } from '../../test/stub-api';
import { AuthorizePage, leaveFor } from './pages/authorize-page';

const session = vi.hoisted(() => ({ user: null as User | null }));
vi.mock('../../lib/session', () => ({ useCurrentUser: () => session.user }));

const REDIRECT = 'https://bitrix.example/callback';
const projects = [
  { uuid: 'p1', name: 'My shop', siteUrl: 'https://bitrix.example' },
  { uuid: 'p2', name: 'Viewed shop', siteUrl: 'https://other.example' },
];

function renderPage(search: string, routes: Parameters<typeof stubApi>[0] = {}) {
  session.user = {
    id: 'u',
    name: 'U',
    email: 'u@x.io',
    phoneNumber: null,
    avatar: null,
    isCompany: false,
    locale: 'en',
    permissions: ['sources.view.p1', 'sources.edit.p1', 'sources.view.p2'],
    createdAt: 0,
  };
  const api = stubApi({
    'GET /api/integrations/clients/vc_1': () => ({
      body: { data: { clientId: 'vc_1', name: 'Vitrina for Bitrix', redirectUri: REDIRECT } },
    }),
    'GET /api/sources': () => ({ body: { data: projects, totalCount: 2 } }),
    ...routes,
  });
  vi.stubGlobal('fetch', vi.fn(api.fetchMock));
  renderWithProviders(
    <MemoryRouter initialEntries={[`/authorize${search}`]}>
      <Routes>
        <Route path="/authorize" element={<AuthorizePage />} />
      </Routes>
    </MemoryRouter>,
  );
  return api;
}

describe('authorize page', () => {
  afterEach(() => {
    vi.unstubAllGlobals();
    vi.restoreAllMocks();
  });

  it('answers the link error without client_id', async () => {
    renderPage('');
    expect((await screen.findByTestId('authorize-error')).textContent).toBe('Error accessing the link. Check the parameters');
  });

  it('answers the link error for a client the server does not know', async () => {
    renderPage('?client_id=forged', {
      'GET /api/integrations/clients/forged': () => ({
        status: 422,
        body: { statusCode: 422, message: 'Error accessing the link. Check the parameters' },
      }),
    });
    expect(await screen.findByTestId('authorize-error')).toBeTruthy();
  });

  it('offers only projects the user can edit and sends the site back with the code', async () => {
    const go = vi.spyOn(leaveFor, 'go').mockImplementation(() => {});
    const api = renderPage(`?client_id=vc_1&redirect_uri=${encodeURIComponent(REDIRECT)}&state=s1&provider=bitrix`, {
      'GET /api/code/': () => ({ body: { data: { code: 'c0de', redirectUri: `${REDIRECT}?code=c0de&state=s1` } } }),
    });
    expect(await screen.findByText('Connect a Bitrix site')).toBeTruthy();
    await waitFor(() => expect(api.calls.some((call) => call.path === '/api/sources')).toBe(true));
    fireEvent.click(await screen.findByTestId('authorize-project'));
    expect(screen.queryByRole('option', { name: /Viewed shop/, hidden: true })).toBeNull();
    fireEvent.click(await screen.findByRole('option', { name: /My shop/, hidden: true }));
    fireEvent.click(screen.getByTestId('authorize-allow'));
    await waitFor(() => expect(go).toHaveBeenCalledWith(`${REDIRECT}?code=c0de&state=s1`));
    const call = api.calls.find((c) => c.path === '/api/code/');
    expect(call).toBeTruthy();
  });

  it('sends the site back with access_denied when the user refuses', async () => {
    const go = vi.spyOn(leaveFor, 'go').mockImplementation(() => {});
    renderPage(`?client_id=vc_1&state=s9`);
    fireEvent.click(await screen.findByTestId('authorize-deny'));
    expect(go).toHaveBeenCalledWith(`${REDIRECT}?error=access_denied&state=s9`);
  });
});
