import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import type { CatalogOffer } from '@vitrina/contracts';
import { useState } from 'react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { renderWithProviders } from '../../test/render';
import { stubApi } from '../../test/stub-api';
import { ProductPicker } from './product-picker';
import { splitPastedIds } from './split-ids';

const offer = (id: string, name: string, extra: Partial<CatalogOffer> = {}): CatalogOffer => ({
  id,
  name,
  price: 2990,
  currencyId: 'RUR',
  picture: null,
  available: true,
  categoryId: null,
  categoryName: null,
  ...extra,
});
const CATALOG = [offer('k-1', 'Kettle Bosch white', { picture: 'https://shop.example/k1.jpg' }), offer('k-2', 'Kettle Tefal black')];

function Harness({ initial, single, onChange }: { initial: string[]; single?: boolean; onChange: (ids: string[]) => void }) {
  const [ids, setIds] = useState(initial);
  return (
    <ProductPicker
      projectId="p1"
      label="Products on top"
      value={ids}
      single={single}
      onChange={(next) => {
        setIds(next);
        onChange(next);
      }}
      testId="picker"
    />
  );
}

function renderPicker(initial: string[], single = false) {
  const api = stubApi({
    'GET /api/sources/p1/offers': (_body, { query }) => {
      const ids = query.getAll('ids');
      if (ids.length) return { body: { data: CATALOG.filter((o) => ids.includes(o.id)), totalCount: 0 } };
      const words = (query.get('query') ?? '').toLowerCase().split(' ');
      const found = CATALOG.filter((o) => words.every((word) => o.name.toLowerCase().includes(word)));
      return { body: { data: found, totalCount: found.length } };
    },
  });
  vi.stubGlobal('fetch', vi.fn(api.fetchMock));
  const changes: string[][] = [];
  renderWithProviders(<Harness initial={initial} single={single} onChange={(ids) => changes.push(ids)} />);
  return { api, changes };
}

const items = () => screen.queryAllByTestId('picker-item').map((item) => item.getAttribute('data-id'));

describe('ProductPicker', () => {
  afterEach(() => vi.unstubAllGlobals());

  it('shows chosen ids by name with price, and an id the catalog does not hold as such', async () => {
    const { api } = renderPicker(['k-1', 'gone']);
    const known = screen.getAllByTestId('picker-item')[0] as HTMLElement;
    expect(await within(known).findByText('Kettle Bosch white')).toBeTruthy();
    expect(within(known).getByText(/product id k-1/).textContent).toMatch(/2[\s\u00a0,.]?990/);
    const unknown = screen.getAllByTestId('picker-item')[1] as HTMLElement;
    expect(within(unknown).getByText('gone')).toBeTruthy();
    expect(await within(unknown).findByText('Not in the catalog')).toBeTruthy();
    expect(api.calls.find((call) => call.query.getAll('ids').length)?.query.getAll('ids')).toEqual(['k-1', 'gone']);
  });

  it('finds products by name as the owner types and adds the chosen one by its id', async () => {
    const { changes } = renderPicker([]);
    fireEvent.change(screen.getByTestId('picker-search'), { target: { value: 'tefal' } });
    fireEvent.click(await screen.findByText('Kettle Tefal black', {}, { timeout: 3000 }));
    expect(changes.at(-1)).toEqual(['k-2']);
    await waitFor(() => expect(items()).toEqual(['k-2']));
    fireEvent.click(screen.getByRole('button', { name: 'Remove Kettle Tefal black' }));
    expect(changes.at(-1)).toEqual([]);
  });

  it('takes pasted ids as they are, and a typed id nothing is named after', async () => {
    const { changes } = renderPicker(['k-1']);
    fireEvent.paste(screen.getByTestId('picker-search'), { clipboardData: { getData: () => 'k-2, x-9\nk-1' } });
    expect(changes.at(-1)).toEqual(['k-1', 'k-2', 'x-9']);
    fireEvent.change(screen.getByTestId('picker-search'), { target: { value: 'sku-77' } });
    fireEvent.click(await screen.findByTestId('picker-typed'));
    expect(changes.at(-1)).toEqual(['k-1', 'k-2', 'x-9', 'sku-77']);
  });

  it('keeps one product when single, the new choice replacing the old', async () => {
    const { changes } = renderPicker(['k-1'], true);
    fireEvent.change(screen.getByTestId('picker-search'), { target: { value: 'black' } });
    fireEvent.click(await screen.findByText('Kettle Tefal black', {}, { timeout: 3000 }));
    expect(changes.at(-1)).toEqual(['k-2']);
  });
});

describe('splitPastedIds', () => {
  it('splits a pasted list on commas, semicolons, tabs and lines, once each, and leaves a single id alone', () => {
    expect(splitPastedIds('1, 2;3\t4\r\n2')).toEqual(['1', '2', '3', '4']);
    expect(splitPastedIds('sku 12')).toBeNull();
  });
});
