import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { render, waitFor } from '@testing-library/react';
import { afterEach, expect, it, vi } from 'vitest';
import { stubApi } from '../../../test/stub-api';
import { useFilters } from './filters';
import { useAllPages } from './use-all-pages';

afterEach(() => vi.unstubAllGlobals());

function FiltersProbe() {
  useAllPages(useFilters('p1'));
  return null;
}

it('reads the filters 50 at a time until a page comes back empty', async () => {
  const filters = Array.from({ length: 51 }, (_, i) => ({ id: `f${i}`, name: `P${i}` }));
  const api = stubApi({
    'GET /api/sources/p1/filters': (_body, { query }) => {
      const skip = Number(query.get('skip'));
      return { body: { data: filters.slice(skip, skip + Number(query.get('limit'))) } };
    },
  });
  vi.stubGlobal('fetch', vi.fn(api.fetchMock));
  render(
    <QueryClientProvider client={new QueryClient({ defaultOptions: { queries: { retry: false } } })}>
      <FiltersProbe />
    </QueryClientProvider>,
  );
  await waitFor(() => expect(api.calls.map((c) => `${c.query.get('skip')}/${c.query.get('limit')}`)).toEqual(['0/50', '50/50', '51/50']));
});
