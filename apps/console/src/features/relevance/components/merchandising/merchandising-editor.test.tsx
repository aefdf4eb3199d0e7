import { fireEvent, screen, within } from '@testing-library/react';
import type { MerchandisingRule } from '@vitrina/contracts';
import { MemoryRouter } from 'react-router';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { renderWithProviders } from '../../../../test/render';
import { stubApi } from '../../../../test/stub-api';
import { MerchandisingForm } from './merchandising-editor';

const saleRule: MerchandisingRule = { query: 'sale', regex: false, action: 'reorder', params: { orderIds: ['42'] } };

function renderForm(saved: MerchandisingRule[]) {
  const api = stubApi({
    'GET /api/sources/p1/widgetScript': () => ({ body: { data: { loaderUrl: 'http://localhost/x.js', snippet: '' } } }),
  });
  const fetchMock = vi.fn(api.fetchMock);
  vi.stubGlobal('fetch', fetchMock);
  renderWithProviders(
    <MemoryRouter>
      <MerchandisingForm projectId="p1" canEdit saved={saved} />
    </MemoryRouter>,
  );
  return { fetchMock, api };
}

async function chooseAction(index: number, label: string) {
  fireEvent.click(screen.getByTestId(`merch-${index}-action`));
  fireEvent.click(await screen.findByRole('option', { name: label }));
}

describe('merchandising rules', () => {
  afterEach(() => vi.unstubAllGlobals());

  it('refuses a second rule for the same query and says a rule for it exists', async () => {
    const { api } = renderForm([saleRule]);
    fireEvent.click(screen.getByTestId('merch-add'));
    fireEvent.change(screen.getByTestId('merch-1-query'), { target: { value: 'Sale' } });
    fireEvent.change(screen.getByTestId('merch-1-orderIds').querySelector('input') ?? screen.getByTestId('merch-1-orderIds'), {
      target: { value: '7' },
    });
    fireEvent.click(screen.getByTestId('merch-save'));
    const rule = screen.getByTestId('merch-rule-1');
    expect(await within(rule).findByText('A rule for this query already exists')).toBeTruthy();
    expect(api.calls.some((call) => call.method === 'POST')).toBe(false);
  });

  it('refuses a redirect without a page address', async () => {
    const { api } = renderForm([]);
    fireEvent.click(screen.getByTestId('merch-add'));
    fireEvent.change(screen.getByTestId('merch-0-query'), { target: { value: 'delivery' } });
    await chooseAction(0, 'Redirect');
    fireEvent.click(screen.getByTestId('merch-save'));
    const rule = screen.getByTestId('merch-rule-0');
    expect(await within(rule).findByText('Input required')).toBeTruthy();
    expect(api.calls.some((call) => call.method === 'POST')).toBe(false);
  });

  it('puts a server error of a rule under its input', async () => {
    const api = stubApi({
      'POST /api/sources/p1/rules': () => ({
        status: 422,
        body: {
          statusCode: 422,
          message: 'The form is filled incorrectly',
          errors: { 'rules.0.params.url': ['The page is not on the shop site'] },
        },
      }),
    });
    vi.stubGlobal('fetch', vi.fn(api.fetchMock));
    renderWithProviders(
      <MemoryRouter>
        <MerchandisingForm
          projectId="p1"
          canEdit
          saved={[{ query: 'delivery', regex: false, action: 'redirect', params: { url: 'https://other.example/x' } }]}
        />
      </MemoryRouter>,
    );
    fireEvent.change(screen.getByTestId('merch-0-url'), { target: { value: 'https://other.example/y' } });
    fireEvent.click(screen.getByTestId('merch-save'));
    expect(await within(screen.getByTestId('merch-rule-0')).findByText('The page is not on the shop site')).toBeTruthy();
  });
});
