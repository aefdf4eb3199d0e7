/** Query keys of the relevance tools (synonyms, merchandising, tracker, learned ranking), under their own root. */
export const relevanceKeys = {
  all: ['relevance'] as const,
  project: (id: string) => [...relevanceKeys.all, id, 'project'] as const,
  synonyms: (id: string) => [...relevanceKeys.all, id, 'synonyms'] as const,
  synonymList: (id: string, filter: object) => [...relevanceKeys.synonyms(id), 'list', filter] as const,
  groups: (id: string) => [...relevanceKeys.synonyms(id), 'groups'] as const,
  autoSynonyms: (id: string) => [...relevanceKeys.synonyms(id), 'auto'] as const,
  rules: (id: string) => [...relevanceKeys.all, id, 'rules'] as const,
  widgetScript: (id: string) => [...relevanceKeys.all, id, 'widget-script'] as const,
  learning: (id: string) => [...relevanceKeys.all, id, 'learning'] as const,
  learnedLists: (id: string) => [...relevanceKeys.learning(id), 'list'] as const,
  learnedQueries: (id: string, filter: { search: string; skip: number }) => [...relevanceKeys.learnedLists(id), filter] as const,
  learnedDetails: (id: string) => [...relevanceKeys.learning(id), 'query'] as const,
  learnedQuery: (id: string, key: string) => [...relevanceKeys.learnedDetails(id), key] as const,
  quickSearch: (id: string, query: string, limit: number) => [...relevanceKeys.all, id, 'quick-search', query, limit] as const,
  trackerLog: (id: string) => [...relevanceKeys.all, id, 'tracker-log'] as const,
};
