import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import type { Participant, User } from '@vitrina/contracts';
import { MemoryRouter, Route, Routes } from 'react-router';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { renderWithProviders } from '../../test/render';
import { stubApi } from '../../test/stub-api';
import { PermissionPage } from './pages/permission-page';

const session = vi.hoisted(() => ({ user: null as User | null }));
vi.mock('../../lib/session', () => ({ useCurrentUser: () => session.user }));

const me = (permissions: string[]): User => ({
  id: 'u1',
  name: 'Olga',
  email: 'olga@shop.example',
  phoneNumber: null,
  avatar: null,
  isCompany: false,
  locale: 'en',
  permissions,
  createdAt: 0,
});
const owner: Participant = {
  id: 'u1',
  name: 'Olga',
  email: 'olga@shop.example',
  access: 'owner',
  notification: { is_subscribed_to_errors: false },
};
const viewer: Participant = {
  id: 'u2',
  name: 'Vera',
  email: 'vera@shop.example',
  access: 'view',
  notification: { is_subscribed_to_errors: true },
};

function renderPage(permissions: string[], routes: Parameters<typeof stubApi>[0] = {}) {
  session.user = me(permissions);
  const api = stubApi({ 'GET /api/sources/p1/users': () => ({ body: { data: [owner, viewer], totalCount: 2 } }), ...routes });
  vi.stubGlobal('fetch', vi.fn(api.fetchMock));
  renderWithProviders(
    <MemoryRouter initialEntries={['/project/p1/permission']}>
      <Routes>
        <Route path="/project/:id/permission" element={<PermissionPage />} />
      </Routes>
    </MemoryRouter>,
  );
  return api;
}

describe('permission tab', () => {
  beforeEach(() => vi.spyOn(window, 'confirm').mockReturnValue(true));
  afterEach(() => {
    vi.unstubAllGlobals();
    vi.restoreAllMocks();
  });

  it('lists the participants with their access and error mail switch', async () => {
    renderPage(['sources.view.p1', 'sources.edit.p1']);
    const table = await screen.findByTestId('participants-table');
    expect(within(table).getByText('Owner')).toBeTruthy();
    expect(within(table).getByText('vera@shop.example')).toBeTruthy();
    expect((screen.getByTestId('participant-subscribe-vera@shop.example') as HTMLInputElement).checked).toBe(true);
    expect(screen.queryByTestId('participant-remove-olga@shop.example')).toBeNull();
  });

  it('adds a participant by email as an editor and shows the server answer under the field', async () => {
    const api = renderPage(['sources.view.p1', 'sources.edit.p1'], {
      'POST /api/sources/p1/users': () => ({
        status: 422,
        body: { statusCode: 422, message: 'x', errors: { email: ['User is not found. User must be registered at http://console.test'] } },
      }),
    });
    await screen.findByTestId('participants-table');
    fireEvent.change(screen.getByTestId('participant-email'), { target: { value: 'new@shop.example' } });
    fireEvent.click(screen.getByTestId('participant-add'));
    expect(await screen.findByText('User is not found. User must be registered at http://console.test')).toBeTruthy();
    expect(api.calls.find((call) => call.method === 'POST')?.body).toEqual({ email: 'new@shop.example', access: 'edit' });
  });

  it('adds a participant as a viewer when Viewer is chosen', async () => {
    const api = renderPage(['sources.view.p1', 'sources.edit.p1'], {
      'POST /api/sources/p1/users': () => ({ status: 201, body: { data: viewer } }),
    });
    await screen.findByTestId('participants-table');
    fireEvent.change(screen.getByTestId('participant-email'), { target: { value: 'vera@shop.example' } });
    fireEvent.click(within(screen.getByTestId('participant-add-form')).getByText('Viewer'));
    fireEvent.click(screen.getByTestId('participant-add'));
    await waitFor(() =>
      expect(api.calls.find((call) => call.method === 'POST')?.body).toEqual({ email: 'vera@shop.example', access: 'view' }),
    );
  });

  it('refuses an invalid email before calling the server', async () => {
    const api = renderPage(['sources.view.p1', 'sources.edit.p1']);
    await screen.findByTestId('participants-table');
    fireEvent.change(screen.getByTestId('participant-email'), { target: { value: 'not-an-email' } });
    fireEvent.click(screen.getByTestId('participant-add'));
    expect(await screen.findByText('Invalid email')).toBeTruthy();
    expect(api.calls.some((call) => call.method === 'POST')).toBe(false);
  });

  it('removes a participant after a confirmation', async () => {
    const api = renderPage(['sources.view.p1', 'sources.edit.p1'], {
      'DELETE /api/sources/p1/users/u2': () => ({ body: { data: { id: 'u2' } } }),
    });
    fireEvent.click(await screen.findByTestId('participant-remove-vera@shop.example'));
    await waitFor(() => expect(api.calls.some((call) => call.method === 'DELETE' && call.path === '/api/sources/p1/users/u2')).toBe(true));
  });

  it('hides adding and removing others from a viewer, who may still switch their own mails', async () => {
    const api = renderPage(['sources.view.p1'], {
      'POST /api/sources/p1/users/u1/notifications/subscribe-errors': () => ({ body: { data: owner } }),
    });
    await screen.findByTestId('participants-table');
    expect(screen.queryByTestId('participant-add-form')).toBeNull();
    expect(screen.queryByTestId('participant-remove-vera@shop.example')).toBeNull();
    expect((screen.getByTestId('participant-subscribe-vera@shop.example') as HTMLInputElement).disabled).toBe(true);
    fireEvent.click(screen.getByTestId('participant-subscribe-olga@shop.example'));
    await waitFor(() => expect(api.calls.some((call) => call.path.endsWith('/u1/notifications/subscribe-errors'))).toBe(true));
  });

  it('keeps the switch as it was when a subscription change fails', async () => {
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => {});
    renderPage(['sources.view.p1', 'sources.edit.p1'], {
      'DELETE /api/sources/p1/users/u2/notifications/unsubscribe-errors': () => ({
        status: 500,
        body: { statusCode: 500, message: 'down' },
      }),
    });
    const toggle = (await screen.findByTestId('participant-subscribe-vera@shop.example')) as HTMLInputElement;
    fireEvent.click(toggle);
    await waitFor(() => expect(warn).toHaveBeenCalled());
    expect(toggle.checked).toBe(true);
  });
});
