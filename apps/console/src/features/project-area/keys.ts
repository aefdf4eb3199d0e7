/** Same 'sources' root as the projects list, so a change here refreshes the list too. */
export const projectAreaKeys = {
  all: ['sources'] as const,
  details: () => [...projectAreaKeys.all, 'detail'] as const,
  detail: (id: string) => [...projectAreaKeys.details(), id] as const,
  update: (id: string) => [...projectAreaKeys.detail(id), 'update'] as const,
  remove: (id: string) => [...projectAreaKeys.detail(id), 'delete'] as const,
  feedLoads: (id: string) => [...projectAreaKeys.detail(id), 'feed-loads'] as const,
  feedLoadsPage: (id: string, page: number, limit: number) => [...projectAreaKeys.feedLoads(id), { page, limit }] as const,
  heldUpdate: (id: string) => [...projectAreaKeys.detail(id), 'held'] as const,
  indexingRules: (id: string) => [...projectAreaKeys.detail(id), 'indexing-rules'] as const,
  saveIndexingRules: (id: string) => [...projectAreaKeys.indexingRules(id), 'save'] as const,
  previewIndexingRules: (id: string) => [...projectAreaKeys.indexingRules(id), 'preview'] as const,
  widgetScript: (id: string) => [...projectAreaKeys.detail(id), 'widget-script'] as const,
  publishWidgetScript: (id: string) => [...projectAreaKeys.widgetScript(id), 'publish'] as const,
  widgetBundle: (url: string) => [...projectAreaKeys.all, 'widget-bundle', url] as const,
};
