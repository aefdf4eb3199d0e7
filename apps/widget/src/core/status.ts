import type { SearchStopReason, SourceStatus } from '@vitrina/contracts';

/** Which message a widget shows instead of results, from the feed status of the loader and the API's reason. */
export type StatusNotice = 'preparing' | 'noFeed' | 'stopped' | 'unpaid' | null;

export function statusNotice(sourceStatus: SourceStatus | undefined, reason: SearchStopReason | undefined): StatusNotice {
  // A plan past its end or past its month's queries and grace margin: search is stopped for now, not "nothing found".
  if (reason === 'stopped' || reason === 'planExpired' || reason === 'queryLimitExceeded') return 'stopped';
  if (reason === 'unpaid') return 'unpaid';
  if (reason === 'notIndexed') return 'preparing';
  switch (sourceStatus) {
    case 'new':
    case 'wait':
    case 'process':
      return 'preparing';
    case 'failed':
      return 'noFeed';
    case 'stopped':
      return 'stopped';
    case 'unpaid':
      return 'unpaid';
    default:
      return null;
  }
}

/** The console page where the owner installs the feed. */
export function feedUrl(consoleUrl: string | undefined, projectId: string): string {
  return `${(consoleUrl ?? '').replace(/\/+$/, '')}/project/${encodeURIComponent(projectId)}/feed`;
}
