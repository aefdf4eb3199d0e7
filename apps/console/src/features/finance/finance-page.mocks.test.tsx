import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import type { FinanceAccount, Invoice, User } from '@vitrina/contracts';
import { MemoryRouter, Route, Routes } from 'react-router';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { renderWithProviders } from '../../test/render';
import { stubApi } from '../../test/stub-api';
import { FinancePage } from './pages/finance-page';

const session = vi.hoisted(() => ({ user: null as User | null }));
vi.mock('../../lib/session', () => ({ useCurrentUser: () => session.user }));

const empty: FinanceAccount = {
  inn: '',
  kpp: '',
  bic: '',
  bankName: '',
  ceoName: '',
  accountingNumber: '',
  corracc: '',
  rcbik: '',
  address: '',
  edoProvider: '',
};
const valid: FinanceAccount = {
  ...empty,
  inn: '7707083893',
  kpp: '773601001',
  bic: '044525225',
  bankName: 'Sberbank',
  ceoName: 'Ivan Ivanov',
  accountingNumber: '40702810938000012345',
  corracc: '30101810400000000225',
  address: 'Moscow, Vavilova 19',
};
const invoice: Invoice = {
  id: 'i1',
  number: '2026-000001',
  // As the server writes it: a Russian bank document (plans/subscription.ts).
  name: 'Тариф «Бизнес» с 01.12.2026 по 31.12.2026',
  sum: 4990,
  state: 'notPaid',
  date: Date.UTC(2026, 11, 1),
  link: '/api/finance/documents/i1',
  periodStart: Date.UTC(2026, 11, 1),
  periodEnd: Date.UTC(2026, 11, 31),
};

function renderPage(
  saved: FinanceAccount,
  routes: Parameters<typeof stubApi>[0] = {},
  permissions = ['sources.view.p1', 'sources.edit.p1'],
) {
  session.user = {
    id: 'u1',
    name: 'O',
    email: 'o@x.io',
    phoneNumber: null,
    avatar: null,
    isCompany: true,
    locale: 'en',
    permissions,
    createdAt: 0,
  };
  const api = stubApi({
    'GET /api/finance/profile/p1': () => ({ body: { data: saved } }),
    'GET /api/finance/invoices/p1': () => ({ body: { data: [invoice], totalCount: 1 } }),
    'GET /api/finance/reports/p1': () => ({ body: { data: [], totalCount: 0 } }),
    ...routes,
  });
  vi.stubGlobal('fetch', vi.fn(api.fetchMock));
  const events: string[] = [];
  const listener = (event: Event) => events.push((event as CustomEvent<{ name: string }>).detail.name);
  window.addEventListener('vitrina:event', listener);
  renderWithProviders(
    <MemoryRouter initialEntries={['/project/p1/finance']}>
      <Routes>
        <Route path="/project/:id/finance" element={<FinancePage />} />
      </Routes>
    </MemoryRouter>,
  );
  return { api, events, stop: () => window.removeEventListener('vitrina:event', listener) };
}

const type = (field: string, value: string) => fireEvent.change(screen.getByTestId(`finance-${field}`), { target: { value } });

describe('finance tab', () => {
  afterEach(() => vi.unstubAllGlobals());

  it('shows the invoices with their state and period in the interface language, and an empty acts table', async () => {
    renderPage(valid);
    const invoices = await screen.findByTestId('finance-invoices');
    expect(within(invoices).getByText('№ 2026-000001 — “Business” plan from 12/01/2026 to 12/31/2026')).toBeTruthy();
    expect(within(invoices).getByText('Not paid')).toBeTruthy();
    expect(screen.getByTestId('finance-reports').textContent).toContain('Nothing issued yet');
  });

  it('checks the INN and the account against the BIC before saving', async () => {
    const { api, events, stop } = renderPage(empty);
    await screen.findByTestId('finance-form');
    for (const [field, value] of Object.entries({ ...valid, inn: '7707083894', accountingNumber: '40702810038000012345' }))
      type(field, value);
    fireEvent.click(screen.getByTestId('finance-save'));
    expect(await screen.findByText(/valid check digits/)).toBeTruthy();
    expect(screen.getByText('The settlement account does not match the BIC: check both')).toBeTruthy();
    expect(api.calls.some((call) => call.method === 'PATCH')).toBe(false);
    expect(events).toEqual(['finance_account_failed']);
    stop();
  });

  it('saves valid details, says so and emits finance_account_updated', async () => {
    const { api, events, stop } = renderPage(empty, { 'PATCH /api/finance/profile/p1': () => ({ body: { data: valid } }) });
    await screen.findByTestId('finance-form');
    for (const [field, value] of Object.entries(valid)) if (value) type(field, value);
    fireEvent.click(screen.getByTestId('finance-save'));
    await waitFor(() => expect(events).toEqual(['finance_account_updated']));
    expect(api.calls.find((call) => call.method === 'PATCH')?.body).toMatchObject({ inn: '7707083893', corracc: '30101810400000000225' });
    stop();
  });

  it('puts server errors under their fields and emits finance_account_failed', async () => {
    const { events, stop } = renderPage(valid, {
      'PATCH /api/finance/profile/p1': () => ({ status: 422, body: { statusCode: 422, message: 'x', errors: { bic: ['Unknown bank'] } } }),
    });
    await screen.findByTestId('finance-form');
    fireEvent.click(screen.getByTestId('finance-save'));
    expect(await screen.findByText('Unknown bank')).toBeTruthy();
    expect(events).toEqual(['finance_account_failed']);
    stop();
  });

  it('shows the details read-only to a viewer', async () => {
    renderPage(valid, {}, ['sources.view.p1']);
    await screen.findByTestId('finance-form');
    expect(screen.queryByTestId('finance-save')).toBeNull();
    expect((screen.getByTestId('finance-inn') as HTMLInputElement).readOnly).toBe(true);
  });
});
