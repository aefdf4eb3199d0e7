import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { ConfigurationPage } from '../../pages/configuration-page';
import { stubApi } from '../../test/project-fixture';
import { renderProjectPage } from '../../test/render-project-page';
import { writeWidgetDraft } from '../widget-draft';

const SCRIPT = {
  'GET /api/sources/p1/widgetScript': () => ({ body: { data: { loaderUrl: 'http://search.test/x.js', snippet: '' } } }),
};
const explain = (formula: string) => ({
  text: 4,
  terms: [{ word: 'kettel', term: 'kettle', kind: 'fuzzy', edits: 1, fields: ['name'], score: 3.5 }],
  boosts: { price: 0, availability: 1.2, popularity: 0, rating: 0, proximity: 0, sku: 0 },
  step: 'all',
  formulas: [formula],
});
const offer = (id: string, name: string, price: number, score: number, formula: string) => ({
  id,
  name,
  price,
  currency: 'RUR',
  score,
  explain: explain(formula),
});

// The whole configuration page renders in each test: slow on a busy machine.
describe('the test query of the ranking settings', { timeout: 20_000 }, () => {
  beforeEach(() => writeWidgetDraft('p1', null));
  afterEach(() => vi.unstubAllGlobals());

  it('shows the saved ranking beside the unsaved one, with each offer’s explanation, and saves nothing', async () => {
    const api = stubApi({
      ...SCRIPT,
      'POST /api/sources/p1/search-test': (body) => {
        const draft = Boolean((body as { settings?: unknown }).settings);
        const offers = draft
          ? [offer('b', 'Kettle Bosch', 900, 8, 'score / price'), offer('a', 'Kettle Tefal', 5000, 2, 'score / price')]
          : [offer('a', 'Kettle Tefal', 5000, 9, 'score * price'), offer('b', 'Kettle Bosch', 900, 3, 'score * price')];
        return { body: { data: { hits: 2, offers } } };
      },
    });
    vi.stubGlobal('fetch', vi.fn(api.fetchMock));
    renderProjectPage(<ConfigurationPage />);
    fireEvent.change(await screen.findByTestId('fuzziness-low'), { target: { value: '2' } });
    fireEvent.change(screen.getByTestId('search-test-query-search'), { target: { value: 'kettel' } });
    fireEvent.click(screen.getByTestId('search-test-run-search'));

    const saved = await screen.findByTestId('search-test-saved-search');
    const draft = await screen.findByTestId('search-test-draft-search');
    expect(within(saved).getByText('1. Kettle Tefal')).toBeTruthy();
    expect(within(draft).getByText('1. Kettle Bosch')).toBeTruthy();
    expect(within(draft).getByText('900 RUR · score 8')).toBeTruthy();
    expect(within(draft).getAllByText('kettel → kettle · fuzzy · edits: 1 · 3.5')).toHaveLength(2);
    expect(within(draft).getAllByText('score / price')).toHaveLength(2);
    expect(within(saved).getAllByText('Boosts: availability 1.2')).toHaveLength(2);

    const tests = api.calls.filter((call) => call.path === '/api/sources/p1/search-test');
    expect(tests.map((call) => call.body)).toEqual([{ query: 'kettel' }, { query: 'kettel', settings: { fuzziness: 'AUTO:2,6' } }]);
    expect(api.calls.filter((call) => call.method === 'PATCH')).toEqual([]);
  });

  it('tests the saved settings alone when the form has no unsaved changes', async () => {
    const api = stubApi({ ...SCRIPT, 'POST /api/sources/p1/search-test': () => ({ body: { data: { hits: 0, offers: [] } } }) });
    vi.stubGlobal('fetch', vi.fn(api.fetchMock));
    renderProjectPage(<ConfigurationPage />);
    fireEvent.change(await screen.findByTestId('search-test-query-search'), { target: { value: 'boots' } });
    fireEvent.keyDown(screen.getByTestId('search-test-query-search'), { key: 'Enter' });
    expect(await screen.findByText('No unsaved changes: the saved settings rank this query.')).toBeTruthy();
    expect(within(screen.getByTestId('search-test-saved-search')).getByText('Nothing found')).toBeTruthy();
    expect(api.calls.filter((call) => call.method === 'POST')).toHaveLength(1);
  });

  it('shows the server’s per-field messages when the draft is refused, from the relevance section', async () => {
    const api = stubApi({
      ...SCRIPT,
      'POST /api/sources/p1/search-test': () => ({
        status: 422,
        body: { statusCode: 422, message: 'Invalid', errors: { 'settings.fuzziness': ['Fuzziness looks wrong'] } },
      }),
    });
    vi.stubGlobal('fetch', vi.fn(api.fetchMock));
    renderProjectPage(<ConfigurationPage />);
    fireEvent.click(await screen.findByRole('button', { name: 'Relevance and sorting' }));
    fireEvent.change(screen.getByTestId('search-test-query-relevance'), { target: { value: 'boots' } });
    fireEvent.click(screen.getByTestId('search-test-run-relevance'));
    expect(within(await screen.findByTestId('search-test-error-relevance')).getByText('Fuzziness looks wrong')).toBeTruthy();
    await waitFor(() => expect(screen.getByTestId('fuzziness-low').getAttribute('aria-invalid')).toBe('true'));
    expect(api.calls.filter((call) => call.method === 'PATCH')).toEqual([]);
  });
});
