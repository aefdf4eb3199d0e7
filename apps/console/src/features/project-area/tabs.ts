import type { SourceStatus } from '@vitrina/contracts';

export interface ProjectTab {
  /** The first path segment under /project/:id. */
  path: string;
  label: string;
  /** Usable before the feed is loaded. */
  alwaysOpen?: boolean;
  adminOnly?: boolean;
}

export const PROJECT_TABS: readonly ProjectTab[] = [
  { path: 'statistics', label: 'project.tabs.statistics' },
  { path: 'settings', label: 'project.tabs.settings', alwaysOpen: true },
  { path: 'synonyms', label: 'project.tabs.synonyms' },
  { path: 'categories', label: 'project.tabs.categories' },
  { path: 'merchandising', label: 'project.tabs.merchandising' },
  { path: 'learning', label: 'project.tabs.learning' },
  { path: 'trade-widgets', label: 'project.tabs.tradeWidgets' },
  { path: 'tracker', label: 'project.tabs.tracker' },
  { path: 'creativebooster', label: 'project.tabs.creativebooster' },
  { path: 'preview', label: 'project.tabs.preview' },
  { path: 'feed', label: 'project.tabs.feed', alwaysOpen: true },
  { path: 'permission', label: 'project.tabs.permission', alwaysOpen: true },
  { path: 'plan', label: 'project.tabs.plan', alwaysOpen: true },
  { path: 'finance', label: 'project.tabs.finance', alwaysOpen: true },
  { path: 'administrator', label: 'project.tabs.administrator', adminOnly: true },
];

/** Statuses during which the feed is not loaded yet: most tabs stay closed (spec §2). */
export const LOADING_STATUSES: readonly SourceStatus[] = ['new', 'wait', 'process'];

export function isFeedLoading(status: SourceStatus): boolean {
  return LOADING_STATUSES.includes(status);
}

/**
 * Until the first feed load succeeds, the tabs that need the catalog stay closed (spec §2); the feed,
 * settings, participants, plan and finance need none. Later updates lock nothing.
 */
export function isTabOpen(tab: ProjectTab, project: { loadedAt: number | null }): boolean {
  return Boolean(tab.alwaysOpen) || project.loadedAt !== null;
}

/**
 * Why a closed tab is closed, as a message key: the wait message only while a load really runs;
 * after a failed or stopped first load, what to do instead.
 */
export function closedTabReason(project: { sourceStatus: SourceStatus }): string {
  switch (project.sourceStatus) {
    case 'wait':
    case 'process':
      return 'project.closedTab.loading';
    case 'failed':
      return 'project.closedTab.failed';
    case 'stopped':
      return 'project.closedTab.stopped';
    default:
      return 'project.closedTab.notLoaded';
  }
}

export function visibleTabs(isAdmin: boolean): ProjectTab[] {
  return PROJECT_TABS.filter((tab) => !tab.adminOnly || isAdmin);
}

/** The tab a path like '/project/abc/trade-widgets/edit/7' belongs to. */
export function tabOfPath(pathname: string, projectId: string): string | null {
  const prefix = `/project/${projectId}/`;
  if (!pathname.startsWith(prefix)) return null;
  return pathname.slice(prefix.length).split('/')[0] || null;
}
