/** Query keys of trade widgets, under their own root. */
export const tradeWidgetKeys = {
  all: ['trade-widgets'] as const,
  list: (projectId: string) => [...tradeWidgetKeys.all, projectId, 'list'] as const,
  one: (projectId: string, widgetId: string) => [...tradeWidgetKeys.all, projectId, 'one', widgetId] as const,
  script: (projectId: string) => [...tradeWidgetKeys.all, projectId, 'script'] as const,
};
