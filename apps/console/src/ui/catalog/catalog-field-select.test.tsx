import { fireEvent, screen } from '@testing-library/react';
import type { CatalogFilter } from '@vitrina/contracts';
import type { ComponentProps } from 'react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { renderWithProviders } from '../../test/render';
import { stubApi } from '../../test/stub-api';
import { CatalogFieldSelect } from './catalog-field-select';

const param = (name: string, offersCount: number, unit: string | null = null): CatalogFilter => ({
  id: `id-${name}`,
  name,
  ordering: null,
  level: 0,
  firstId: null,
  currentType: 'multiple',
  enabled: true,
  offersCount,
  valuesCount: 3,
  numeric: unit !== null,
  unit,
  defaultOff: null,
});

function renderSelect(value: string, props: Partial<ComponentProps<typeof CatalogFieldSelect>> = {}) {
  const api = stubApi({
    'GET /api/sources/p1/filters': (_body, { query }) => {
      const all = [param('Диагональ', 120, 'см'), param('Цвет', 80)];
      return { body: { data: Number(query.get('skip')) ? [] : all, totalCount: all.length } };
    },
  });
  vi.stubGlobal('fetch', vi.fn(api.fetchMock));
  const onChange = vi.fn();
  renderWithProviders(<CatalogFieldSelect projectId="p1" label="Field" value={value} onChange={onChange} testId="field" {...props} />);
  return onChange;
}

describe('CatalogFieldSelect', () => {
  afterEach(() => vi.unstubAllGlobals());

  it('offers the product fields and the catalog params by name, with their unit and how many products have them', async () => {
    const onChange = renderSelect('');
    await screen.findByPlaceholderText('Choose a field');
    fireEvent.click(screen.getByTestId('field'));
    // A searchable select's dropdown keeps display: none in jsdom (no transitions run): hidden options count.
    expect(await screen.findByRole('option', { name: 'Price', hidden: true })).toBeTruthy();
    fireEvent.click(await screen.findByRole('option', { name: 'Диагональ, см (products: 120)', hidden: true }));
    expect(onChange).toHaveBeenCalledWith('Диагональ');
  });

  it('keeps a saved field the catalog no longer has, and says so', async () => {
    renderSelect('Вес');
    expect(await screen.findByDisplayValue('Вес (not in the catalog)')).toBeTruthy();
  });

  it('lists the catalog params alone when asked, with a choice that leaves an optional field unset', async () => {
    const onChange = renderSelect('Цвет', { fields: [], optional: true });
    expect(await screen.findByDisplayValue('Цвет (products: 80)')).toBeTruthy();
    fireEvent.click(screen.getByTestId('field'));
    expect(screen.queryByRole('option', { name: 'Price', hidden: true })).toBeNull();
    fireEvent.click(await screen.findByRole('option', { name: 'Not set', hidden: true }));
    expect(onChange).toHaveBeenCalledWith('');
  });

  it('names a saved field the params lack as the caller says, and shows fields it may not take as such', async () => {
    renderSelect('Рейтинг', {
      fields: ['rating', 'vendor'],
      disabledFields: ['vendor'],
      disabledLabel: (name) => `${name} (construction c only)`,
      missingLabel: (name) => `${name} (read as the rating)`,
    });
    expect(await screen.findByDisplayValue('Рейтинг (read as the rating)')).toBeTruthy();
    fireEvent.click(screen.getByTestId('field'));
    const vendor = await screen.findByRole('option', { name: 'Brand (construction c only)', hidden: true });
    expect(vendor.getAttribute('data-combobox-disabled')).toBe('true');
  });
});
