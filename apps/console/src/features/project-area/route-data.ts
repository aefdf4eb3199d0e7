import type { QueryClient } from '@tanstack/react-query';
import { statsQuery } from './api/get-stats';
import { rangeOf } from './statistics/date-range';
import { REPORT_PAGE_SIZE, REPORT_SELECTS, type ReportSelect } from './statistics/stats-types';
import { deviceOf, rangeChoiceOf } from './statistics/use-stats-filters';

/**
 * The project area's second public entry, small and apart from its pages: what the router starts
 * while a page's code downloads, so the page finds its data asked for (same query keys as the page).
 */

/** /project/:id/statistics: the day-by-day summary and the open report, as the page will ask. */
export function prefetchStatistics(client: QueryClient, id: string, params: URLSearchParams): void {
  const tab = params.get('tab') ?? 'lastQueries';
  // The page opens a report for an unknown tab too (StatisticsPage); e-commerce and logs ask for other things.
  const report = (REPORT_SELECTS as readonly string[]).includes(tab)
    ? (tab as ReportSelect)
    : tab === 'ecommerce' || tab === 'logs'
      ? null
      : 'lastQueries';
  if (!report) return;
  const range = rangeOf(rangeChoiceOf(params.get('range'), params.get('from') ?? undefined, params.get('to') ?? undefined));
  const device = deviceOf(params.get('device'));
  void client.prefetchQuery(statsQuery(id, 'searchesPerDay', { ...range, device }));
  void client.prefetchQuery(statsQuery(id, report, { ...range, device, limit: REPORT_PAGE_SIZE + 1, skip: 0 }));
}
