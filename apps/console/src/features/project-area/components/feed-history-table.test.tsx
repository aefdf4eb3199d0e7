import { screen, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { renderWithProviders } from '../../../test/render';
import type { FeedLoad } from '../feed-types';
import { feedLoadFixture, stubApi } from '../test/project-fixture';
import { FeedHistoryTable } from './feed-history-table';

const load = (overrides: Partial<FeedLoad> = {}) => feedLoadFixture({ id: 3, merchandising: [], ...overrides });

function serve(loads: FeedLoad[]) {
  const api = stubApi({ 'GET /api/sources/p1/logs/system': () => ({ body: { data: loads, totalCount: loads.length } }) });
  vi.stubGlobal('fetch', vi.fn(api.fetchMock));
}

describe('feed history table', () => {
  afterEach(() => vi.unstubAllGlobals());

  it("shows each merchandising feed's report under its load: rules applied, lines refused, a failure", async () => {
    serve([
      load({
        merchandising: [
          {
            url: 'https://shop.example/rules.csv',
            rules: 12,
            rejectedCount: 2,
            rejected: [
              { line: 4, errors: { query: ['Enter a query'] } },
              { line: 9, errors: { dateTo: ['The end date is before the start'] } },
            ],
            error: null,
          },
          { url: 'https://shop.example/broken.json', rules: 5, rejectedCount: 0, rejected: [], error: 'The server answered 404' },
        ],
      }),
    ]);
    renderWithProviders(<FeedHistoryTable projectId="p1" live={false} />);
    const report = await screen.findByTestId('feed-history-merchandising-3');
    const [applied, failed] = within(report).getAllByTestId('merchandising-feed-result') as [HTMLElement, HTMLElement];
    expect(applied.dataset.failed).toBe('false');
    expect(applied.textContent).toContain('https://shop.example/rules.csv');
    expect(within(applied).getByTestId('merchandising-feed-counts').textContent).toBe('Rules applied: 12; lines refused: 2');
    const lines = within(applied).getByTestId('merchandising-feed-rejected').textContent;
    expect(lines).toContain('Line 4: query: Enter a query');
    expect(lines).toContain('Line 9: dateTo: The end date is before the start');
    expect(failed.dataset.failed).toBe('true');
    expect(within(failed).getByTestId('merchandising-feed-error').textContent).toBe('The server answered 404');
    expect(within(failed).getByTestId('merchandising-feed-counts').textContent).toBe(
      'The feed was not read; rules kept from the previous load: 5',
    );
  });

  it('adds no report row to a load without merchandising feeds', async () => {
    serve([load({ id: 4 })]);
    renderWithProviders(<FeedHistoryTable projectId="p1" live={false} />);
    expect(await screen.findByTestId('feed-history-row-4')).toBeTruthy();
    expect(screen.queryByTestId('feed-history-merchandising-4')).toBeNull();
  });

  it('says how many links and pictures a load dropped for not being http(s), and nothing when none were', async () => {
    serve([load({ id: 5, unsafeLinks: 3 }), load({ id: 6 })]);
    renderWithProviders(<FeedHistoryTable projectId="p1" live={false} />);
    expect((await screen.findByTestId('feed-history-unsafe-5')).textContent).toMatch(/3/);
    expect(screen.queryByTestId('feed-history-unsafe-6')).toBeNull();
  });
});
