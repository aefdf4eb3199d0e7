import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import type { CatalogOffer, MerchandisingRule } from '@vitrina/contracts';
import { MemoryRouter } from 'react-router';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { renderWithProviders } from '../../../../test/render';
import { stubApi } from '../../../../test/stub-api';
import { MerchandisingForm } from './merchandising-editor';

const saleRule: MerchandisingRule = { query: 'sale', regex: false, action: 'reorder', params: { orderIds: ['42'] } };

function renderForm(saved: MerchandisingRule[]) {
  const api = stubApi({
    'GET /api/sources/p1/widgetScript': () => ({ body: { data: { loaderUrl: 'http://localhost/x.js', snippet: '' } } }),
    'GET /api/sources/p1/offers': (_body, { query }) => ({
      body: { data: query.getAll('ids').includes('42') ? [{ ...PINNED, id: '42' }] : [], totalCount: 0 },
    }),
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

const PINNED: CatalogOffer = {
  id: '42',
  name: 'Sale boots',
  price: 990,
  currencyId: 'EUR',
  picture: null,
  available: true,
  categoryId: null,
  categoryName: null,
};

describe('merchandising rules', () => {
  it('shows the pinned products of a rule by name with their id', async () => {
    renderForm([saleRule]);
    const pinned = screen.getByTestId('merch-0-orderIds');
    expect(await within(pinned).findByText('Sale boots')).toBeTruthy();
    expect(within(pinned).getByText(/product id 42/)).toBeTruthy();
  });

  afterEach(() => vi.unstubAllGlobals());

  it('refuses a second rule for the same query and says a rule for it exists', async () => {
    const { api } = renderForm([saleRule]);
    fireEvent.click(screen.getByTestId('merch-add'));
    fireEvent.change(screen.getByTestId('merch-1-query'), { target: { value: 'Sale' } });
    fireEvent.change(screen.getByTestId('merch-1-orderIds-search'), { target: { value: '7' } });
    fireEvent.click(await screen.findByTestId('merch-1-orderIds-typed'));
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

  it('hides categories and narrows a replaced query to a category chosen by name, saving their ids', async () => {
    const api = stubApi({
      'GET /api/sources/p1/widgetScript': () => ({ body: { data: { loaderUrl: 'http://localhost/x.js', snippet: '' } } }),
      'GET /api/sources/p1/offers': () => ({ body: { data: [], totalCount: 0 } }),
      'GET /api/sources/p1/categories': (_body, { query }) => ({
        body: query.getAll('ids').includes('c7')
          ? {
              data: [{ id: 'c7', name: 'Gift cards', parentId: null, hasChildren: false, offersCount: 3, subtreeOffersCount: 3 }],
              totalCount: 1,
            }
          : {
              data: [{ id: 'c9', name: 'Winter boots', parentId: null, hasChildren: false, offersCount: 12, subtreeOffersCount: 12 }],
              totalCount: 1,
            },
      }),
      'POST /api/sources/p1/rules': (body) => ({ body: { data: (body as { rules: unknown }).rules } }),
    });
    vi.stubGlobal('fetch', vi.fn(api.fetchMock));
    renderWithProviders(
      <MemoryRouter>
        <MerchandisingForm
          projectId="p1"
          canEdit
          saved={[{ query: 'gift', regex: false, action: 'reorder', params: { excludeCategoryIds: ['c7'] } }]}
        />
      </MemoryRouter>,
    );
    expect(await within(screen.getByTestId('merch-0-excludeCategoryIds')).findByText('Gift cards')).toBeTruthy();
    fireEvent.click(screen.getByTestId('merch-add'));
    fireEvent.change(screen.getByTestId('merch-1-query'), { target: { value: 'boots' } });
    await chooseAction(1, 'Replace the query');
    fireEvent.change(screen.getByTestId('merch-1-categoryId-search'), { target: { value: 'winter' } });
    fireEvent.click(await screen.findByText('Winter boots', {}, { timeout: 3000 }));
    fireEvent.click(screen.getByTestId('merch-save'));
    await waitFor(() => expect(api.calls.some((call) => call.method === 'POST')).toBe(true));
    const posted = api.calls.find((call) => call.method === 'POST')?.body as { rules: MerchandisingRule[] };
    expect(posted.rules.map((rule) => rule.params)).toEqual([{ excludeCategoryIds: ['c7'] }, { categoryId: 'c9' }]);
  });
});
