import { fireEvent, screen, waitFor } from '@testing-library/react';
import { type AdminForm, defaultAdminForm, type User } from '@vitrina/contracts';
import { MemoryRouter, Route, Routes } from 'react-router';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { renderWithProviders } from '../../test/render';
import { stubApi } from '../../test/stub-api';
import { AdministratorPage } from './pages/administrator-page';

const session = vi.hoisted(() => ({ user: null as User | null }));
vi.mock('../../lib/session', () => ({ useCurrentUser: () => session.user }));

const P1 = '11111111-1111-1111-1111-111111111111';
const P2 = '22222222-2222-2222-2222-222222222222';
const projects = [
  { uuid: P1, name: 'Main shop', siteUrl: 'https://main.example' },
  { uuid: P2, name: 'Test shop', siteUrl: 'https://test.example' },
];

function renderPage(permissions: string[], routes: Parameters<typeof stubApi>[0] = {}, saved: AdminForm = defaultAdminForm()) {
  session.user = {
    id: 'a',
    name: 'Admin',
    email: 'a@x.io',
    phoneNumber: null,
    avatar: null,
    isCompany: false,
    locale: 'en',
    permissions,
    createdAt: 0,
  };
  const api = stubApi({
    [`GET /api/sources/${P1}/administrator`]: () => ({ body: { data: saved } }),
    'GET /api/sources': () => ({ body: { data: projects, totalCount: 2 } }),
    ...routes,
  });
  vi.stubGlobal('fetch', vi.fn(api.fetchMock));
  renderWithProviders(
    <MemoryRouter initialEntries={[`/project/${P1}/administrator`]}>
      <Routes>
        <Route path="/project/:id/administrator" element={<AdministratorPage />} />
      </Routes>
    </MemoryRouter>,
  );
  return api;
}

describe('administrator tab', () => {
  afterEach(() => vi.unstubAllGlobals());

  it('is closed to anyone without the administrator permission, asking the server nothing', async () => {
    const api = renderPage([`sources.view.${P1}`, `sources.edit.${P1}`, `sources.delete.${P1}`]);
    expect(await screen.findByText('This area is for the service administrators only')).toBeTruthy();
    expect(api.calls).toEqual([]);
  });

  it('requires at least one product before saving the form', async () => {
    const api = renderPage(['*']);
    fireEvent.click(await screen.findByTestId('admin-product-search'));
    fireEvent.click(screen.getByTestId('admin-save'));
    expect(await screen.findByText('Choose at least one product')).toBeTruthy();
    expect(api.calls.some((call) => call.method === 'PUT')).toBe(false);
  }, 20_000);

  it('saves the form with the chosen products', async () => {
    const api = renderPage(['*'], { [`PUT /api/sources/${P1}/administrator`]: (body) => ({ body: { data: body } }) });
    fireEvent.click(await screen.findByTestId('admin-product-tracker'));
    fireEvent.click(screen.getByTestId('admin-save'));
    await waitFor(() => expect(api.calls.some((call) => call.method === 'PUT')).toBe(true));
    expect(api.calls.find((call) => call.method === 'PUT')?.body).toMatchObject({ products: ['search', 'tracker'] });
  }, 20_000);

  it('copies settings into another project only after a confirmation', async () => {
    const api = renderPage(['*'], {
      [`POST /api/sources/${P1}/transfer`]: () => ({ body: { data: { synonyms: 4, merchandisingRules: 0, widgetSettings: 0 } } }),
    });
    fireEvent.click(await screen.findByTestId('administrator-tab-transfer'));
    await waitFor(() => expect(api.calls.some((call) => call.path === '/api/sources')).toBe(true));
    fireEvent.click(await screen.findByTestId('transfer-destination'));
    fireEvent.click(await screen.findByRole('option', { name: /Test shop/, hidden: true }));
    fireEvent.click(screen.getByTestId('transfer-synonyms'));
    fireEvent.click(screen.getByTestId('transfer-mode-sum'));
    fireEvent.click(screen.getByTestId('transfer-start'));
    expect(api.calls.some((call) => call.method === 'POST')).toBe(false);
    fireEvent.click(await screen.findByTestId('transfer-confirm'));
    expect(await screen.findByTestId('transfer-result')).toBeTruthy();
    expect(api.calls.find((call) => call.method === 'POST')?.body).toEqual({
      destination_source_uuid: P2,
      copy_options: { synonyms: true, merchandisingRules: false, widgetSettings: false, mode: 'sum' },
    });
  }, 20_000);

  it('says "Settings copy error" when the copy fails', async () => {
    const api = renderPage(['*'], {
      [`POST /api/sources/${P1}/transfer`]: () => ({ status: 500, body: { statusCode: 500, message: 'Internal error' } }),
    });
    fireEvent.click(await screen.findByTestId('administrator-tab-transfer'));
    await waitFor(() => expect(api.calls.some((call) => call.path === '/api/sources')).toBe(true));
    fireEvent.click(await screen.findByTestId('transfer-destination'));
    fireEvent.click(await screen.findByRole('option', { name: /Test shop/, hidden: true }));
    fireEvent.click(screen.getByTestId('transfer-widgetSettings'));
    fireEvent.click(screen.getByTestId('transfer-start'));
    fireEvent.click(await screen.findByTestId('transfer-confirm'));
    expect((await screen.findByTestId('transfer-error')).textContent).toContain('Settings copy error');
  }, 20_000);
});
