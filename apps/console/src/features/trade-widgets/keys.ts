import { sharedQueryKeys } from '../../lib/shared-query-keys';

/** Query keys of trade widgets, under their own root. */
export const tradeWidgetKeys = {
  all: ['trade-widgets'] as const,
  list: (projectId: string) => [...sharedQueryKeys.tradeWidgets(projectId), 'list'] as const,
  one: (projectId: string, widgetId: string) => [...sharedQueryKeys.tradeWidgets(projectId), 'one', widgetId] as const,
  script: (projectId: string) => [...sharedQueryKeys.tradeWidgets(projectId), 'script'] as const,
};
