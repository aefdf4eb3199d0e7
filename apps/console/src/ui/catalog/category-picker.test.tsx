import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { useState } from 'react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { renderWithProviders } from '../../test/render';
import { stubApi } from '../../test/stub-api';
import type { CatalogCategory } from './catalog-api';
import { CategoryPicker } from './category-picker';

const category = (id: string, name: string, subtreeOffersCount: number, parentId: string | null = null): CatalogCategory => ({
  id,
  name,
  parentId,
  hasChildren: false,
  offersCount: 0,
  subtreeOffersCount,
});
const CATALOG = [
  category('10', 'Kettles', 42),
  { ...category('11', 'Electric kettles', 30, '10'), path: ['Kettles'] },
  category('20', 'Toasters', 7),
  // Same name as 11, elsewhere in the tree: told apart by where it sits.
  { ...category('31', 'Electric kettles', 3, '30'), path: ['Sale', 'Kitchen'] },
];

function Multiple({ initial, onChange }: { initial: string[]; onChange: (ids: string[]) => void }) {
  const [ids, setIds] = useState(initial);
  return (
    <CategoryPicker
      multiple
      projectId="p1"
      label="Categories to hide"
      value={ids}
      onChange={(next) => {
        setIds(next);
        onChange(next);
      }}
      testId="picker"
    />
  );
}

function Single({ initial, onChange }: { initial: string; onChange: (id: string) => void }) {
  const [id, setId] = useState(initial);
  return (
    <CategoryPicker
      projectId="p1"
      label="Category"
      value={id}
      onChange={(next) => {
        setId(next);
        onChange(next);
      }}
      testId="picker"
    />
  );
}

function stubCatalog() {
  const api = stubApi({
    'GET /api/sources/p1/categories': (_body, { query }) => {
      const ids = query.getAll('ids');
      if (ids.length) {
        const named = CATALOG.filter((c) => ids.includes(c.id));
        return { body: { data: named, totalCount: named.length } };
      }
      const text = (query.get('query') ?? '').toLowerCase();
      const found = CATALOG.filter((c) => c.name.toLowerCase().includes(text));
      return { body: { data: found.slice(0, Number(query.get('limit'))), totalCount: found.length } };
    },
  });
  vi.stubGlobal('fetch', vi.fn(api.fetchMock));
  return api;
}

const items = () => screen.queryAllByTestId('picker-item').map((item) => item.getAttribute('data-id'));

describe('CategoryPicker', () => {
  afterEach(() => vi.unstubAllGlobals());

  it('finds categories by name at any level, with their id and products, and adds the chosen one by id', async () => {
    const api = stubCatalog();
    const changes: string[][] = [];
    renderWithProviders(<Multiple initial={[]} onChange={(ids) => changes.push(ids)} />);
    fireEvent.change(screen.getByTestId('picker-search'), { target: { value: 'kettle' } });
    const options = await screen.findAllByTestId('picker-option', {}, { timeout: 3000 });
    expect(options.map((option) => option.textContent)).toEqual([
      'Kettlescategory id 10 · products: 42',
      'Electric kettlesKettles · category id 11 · products: 30',
      'Electric kettlesSale › Kitchen · category id 31 · products: 3',
    ]);
    const search = api.calls.find((call) => call.path === '/api/sources/p1/categories');
    expect(search?.query.get('query')).toBe('kettle');
    expect(search?.query.get('page')).toBe('1');
    fireEvent.click(within(options[1] as HTMLElement).getByText('Electric kettles'));
    expect(changes.at(-1)).toEqual(['11']);
    await waitFor(() => expect(items()).toEqual(['11']));
    // Picked from the search, it is shown by name and place without asking for its name again.
    expect(within(screen.getByTestId('picker-item')).getByText('Electric kettles')).toBeTruthy();
    expect(within(screen.getByTestId('picker-item')).getByText('Kettles · category id 11')).toBeTruthy();
    expect(api.calls.some((call) => call.query.has('ids'))).toBe(false);
    fireEvent.click(screen.getByRole('button', { name: 'Remove Electric kettles' }));
    expect(changes.at(-1)).toEqual([]);
  });

  it('shows saved ids by name, and one the catalog no longer has as such', async () => {
    stubCatalog();
    renderWithProviders(<Multiple initial={['20', 'gone']} onChange={() => {}} />);
    const [known, unknown] = screen.getAllByTestId('picker-item') as [HTMLElement, HTMLElement];
    expect(await within(known).findByText('Toasters')).toBeTruthy();
    expect(within(known).getByText('category id 20')).toBeTruthy();
    expect(within(unknown).getByText('gone')).toBeTruthy();
    expect(await within(unknown).findByText('Not in the catalog')).toBeTruthy();
  });

  it('keeps one category when single, the new choice replacing the old, and clears to empty', async () => {
    stubCatalog();
    const changes: string[] = [];
    renderWithProviders(<Single initial="20" onChange={(id) => changes.push(id)} />);
    expect(await screen.findByText('Toasters')).toBeTruthy();
    fireEvent.change(screen.getByTestId('picker-search'), { target: { value: 'Kettles' } });
    fireEvent.click(await screen.findByText('Kettles', {}, { timeout: 3000 }));
    expect(changes.at(-1)).toBe('10');
    await waitFor(() => expect(items()).toEqual(['10']));
    fireEvent.click(screen.getByRole('button', { name: 'Remove Kettles' }));
    expect(changes.at(-1)).toBe('');
  });
});
