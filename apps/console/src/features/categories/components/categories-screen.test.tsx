import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import type { CatalogFilter } from '@vitrina/contracts';
import { MemoryRouter } from 'react-router';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { renderWithProviders } from '../../../test/render';
import { stubApi } from '../../../test/stub-api';
import { CategoriesScreen } from '../pages/categories-page';

const category = (id: string, name: string, parentId: string | null, hasChildren = false) => ({
  id,
  name,
  parentId,
  hasChildren,
  offersCount: hasChildren ? 1 : 3,
  subtreeOffersCount: hasChildren ? 7 : 3,
});
const filter = (name: string, extra: Partial<CatalogFilter> = {}): CatalogFilter => ({
  id: `id-${name}`,
  name,
  ordering: null,
  level: 0,
  firstId: null,
  currentType: 'multiple',
  enabled: true,
  offersCount: 5,
  valuesCount: 4,
  numeric: false,
  unit: null,
  defaultOff: null,
  ...extra,
});
const FILTERS = [
  filter('Color'),
  filter('Size', { numeric: true, unit: 'см' }),
  filter('Article', { enabled: false, defaultOff: 'identifier', valuesCount: 5 }),
];

function renderScreen(canEdit = true) {
  const api = stubApi({
    'GET /api/sources/p1/categories': (_body, { query }) => {
      const page = Number(query.get('page'));
      if (query.get('query')) return { body: { data: [category('ph', 'Phones', 'el')] } };
      if (page > 1) return { body: { data: [] } };
      if (query.get('parentId') === 'el') return { body: { data: [category('ph', 'Phones', 'el'), category('tv', 'TV sets', 'el')] } };
      return { body: { data: [category('el', 'Electronics', null, true), category('ho', 'Home', null)] } };
    },
    'GET /api/sources/p1/categories/ph/params': () => ({
      body: { data: [{ id: 'id-Color', name: 'Color', offers: 2, values: ['black', 'white'], enabled: true, own: null }] },
    }),
    'PUT /api/sources/p1/params/id-Color': () => ({ body: { data: {} } }),
    'GET /api/sources/p1/filters': (_body, { query }) => {
      const skip = Number(query.get('skip'));
      return { body: { data: FILTERS.slice(skip, skip + Number(query.get('limit'))), totalCount: FILTERS.length } };
    },
    'GET /api/sources/p1/filters/search': () => ({ body: { data: [FILTERS[1]] } }),
    'GET /api/sources/p1/filters/mode': () => ({ body: { data: { mode: 'conditions' } } }),
    'PUT /api/sources/p1/filters/mode': (body) => ({ body: { data: body } }),
    'POST /api/sources/p1/filters/update/id-Color': (body) => ({ body: { data: body } }),
    'POST /api/sources/p1/filters/update/id-Size': (body) => ({ body: { data: body } }),
  });
  vi.stubGlobal('fetch', vi.fn(api.fetchMock));
  renderWithProviders(
    <MemoryRouter>
      <CategoriesScreen projectId="p1" canEdit={canEdit} />
    </MemoryRouter>,
  );
  return api;
}

const categoryCalls = (api: ReturnType<typeof stubApi>) =>
  api.calls.filter((c) => c.path === '/api/sources/p1/categories').map((c) => `${c.query.get('parentId')}:${c.query.get('page')}`);

describe('categories and filters screen', () => {
  afterEach(() => vi.unstubAllGlobals());

  it('loads the root categories until an empty page, and a branch only when it is opened', async () => {
    const api = renderScreen();
    expect(await screen.findByText('Electronics')).toBeTruthy();
    await waitFor(() => expect(categoryCalls(api)).toEqual(['null:1', 'null:2']));
    // A parent counts the offers of its whole branch, and says how many are its own.
    expect(screen.getByTestId('category-count-el').textContent).toBe('7');
    expect(within(screen.getByTestId('category-el')).getByText('own: 1')).toBeTruthy();
    expect(screen.getByTestId('category-count-ho').textContent).toBe('3');
    expect(screen.queryByText('Phones')).toBeNull();
    fireEvent.click(screen.getByTestId('category-toggle-el'));
    expect(await screen.findByText('Phones')).toBeTruthy();
    await waitFor(() => expect(categoryCalls(api)).toEqual(['null:1', 'null:2', 'el:1', 'el:2']));
    fireEvent.click(screen.getByTestId('category-toggle-el'));
    expect(screen.queryByText('Phones')).toBeNull();
  });

  it('finds categories by name and shows the params of the chosen one, switched per category', async () => {
    const api = renderScreen();
    fireEvent.change(screen.getByTestId('category-search'), { target: { value: 'pho' } });
    const results = await screen.findByTestId('category-search-results', {}, { timeout: 3000 });
    fireEvent.click(within(results).getByText('Phones'));
    const params = await screen.findByTestId('category-params');
    expect(await within(params).findByText('black, white')).toBeTruthy();
    fireEvent.click(within(params).getByRole('switch'));
    await waitFor(() =>
      expect(api.calls.find((c) => c.method === 'PUT' && c.path === '/api/sources/p1/params/id-Color')?.body).toEqual({
        enabled: false,
        categoryId: 'ph',
      }),
    );
  });

  it('orders the filters with the arrows, saving positions from the top down to the moved one', async () => {
    const api = renderScreen();
    fireEvent.click(within(await screen.findByTestId('filter-Color')).getByRole('button', { name: 'Move down' }));
    await waitFor(() =>
      expect(api.calls.filter((c) => c.method === 'POST').map((c) => [c.path.split('/').pop(), c.body])).toEqual([
        ['id-Size', { ordering: 0 }],
        ['id-Color', { ordering: 1 }],
      ]),
    );
  });

  it('switches a filter off, makes a numeric one a range and changes the filter mode', async () => {
    const api = renderScreen();
    fireEvent.click(await screen.findByTestId('filter-enabled-Color'));
    fireEvent.click(within(screen.getByTestId('filter-type-Size')).getByText('Range'));
    fireEvent.click(within(await screen.findByTestId('filter-mode')).getByText('All disabled'));
    await waitFor(() => {
      const bodies = api.calls.filter((c) => c.method !== 'GET').map((c) => [c.path.split('/').pop(), c.body]);
      expect(bodies).toEqual([
        ['id-Color', { enabled: false }],
        ['id-Size', { currentType: 'range' }],
        ['mode', { mode: 'disabled' }],
      ]);
    });
    // Color has words for values: no range for it.
    expect(within(screen.getByTestId('filter-type-Color')).getByLabelText('Range')).toHaveProperty('disabled', true);
  });

  it('says why a filter is off by default and shows the unit of a numeric one', async () => {
    renderScreen();
    expect((await screen.findByTestId('filter-default-off-Article')).textContent).toBe(
      'Off by default: nearly every product has its own value, like an article or a barcode',
    );
    expect(screen.getByTestId('filter-enabled-Article')).toHaveProperty('checked', false);
    expect(within(screen.getByTestId('filter-Size')).getByText('Products: 5 · Values: 4 · unit: см')).toBeTruthy();
  });

  it('shows a viewer the settings without any control that changes them', async () => {
    renderScreen(false);
    await screen.findByTestId('filter-Color');
    expect(screen.queryByTestId('filter-mode')).toBeNull();
    expect(screen.queryByTestId('filter-enabled-Color')).toBeNull();
    expect(screen.queryByRole('button', { name: 'Move down' })).toBeNull();
    expect(screen.getByText('By conditions')).toBeTruthy();
  });
});
