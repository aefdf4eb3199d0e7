import { sharedQueryKeys } from '../../lib/shared-query-keys';

/** Same 'sources' root as the projects list, so a change here refreshes the list too. */
export const projectAreaKeys = {
  all: ['sources'] as const,
  details: () => [...projectAreaKeys.all, 'detail'] as const,
  detail: (id: string) => [...projectAreaKeys.details(), id] as const,
  update: (id: string) => [...projectAreaKeys.detail(id), 'update'] as const,
  remove: (id: string) => [...projectAreaKeys.detail(id), 'delete'] as const,
  feedLoads: (id: string) => [...projectAreaKeys.detail(id), 'feed-loads'] as const,
  feedLoadsPage: (id: string, page: number, limit: number) => [...projectAreaKeys.feedLoads(id), { page, limit }] as const,
  /** Whether the project's search has been used at all (the onboarding checklist's last step). */
  searchesSeen: (id: string) => [...projectAreaKeys.detail(id), 'searches-seen'] as const,
  heldUpdate: (id: string) => [...projectAreaKeys.detail(id), 'held'] as const,
  indexingRules: (id: string) => [...projectAreaKeys.detail(id), 'indexing-rules'] as const,
  saveIndexingRules: (id: string) => [...projectAreaKeys.indexingRules(id), 'save'] as const,
  previewIndexingRules: (id: string) => [...projectAreaKeys.indexingRules(id), 'preview'] as const,
  widgetScript: (id: string) => [...projectAreaKeys.detail(id), 'widget-script'] as const,
  publishWidgetScript: (id: string) => [...projectAreaKeys.widgetScript(id), 'publish'] as const,
  /** Under detail: every save of the project refreshes what differs from the published settings. */
  publication: (id: string) => sharedQueryKeys.publication(id),
  stats: (id: string, select: string, options: object) => [...projectAreaKeys.detail(id), 'stats', select, options] as const,
  sourceChanges: (id: string) => [...projectAreaKeys.detail(id), 'source-changes'] as const,
  sourceChangesPage: (id: string, page: number, limit: number) => [...projectAreaKeys.sourceChanges(id), { page, limit }] as const,
  indexInfo: (id: string) => [...projectAreaKeys.detail(id), 'index-info'] as const,
  widgetBundle: (url: string) => [...projectAreaKeys.all, 'widget-bundle', url] as const,
};
