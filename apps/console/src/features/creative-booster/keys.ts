/** Query keys of the creative booster, under their own root. */
export const creativeKeys = {
  all: ['creative-booster'] as const,
  project: (projectId: string) => [...creativeKeys.all, projectId] as const,
  rules: (projectId: string) => [...creativeKeys.project(projectId), 'rules'] as const,
  templates: (projectId: string) => [...creativeKeys.project(projectId), 'templates'] as const,
  status: (projectId: string) => [...creativeKeys.project(projectId), 'status'] as const,
  logs: (projectId: string, page: number) => [...creativeKeys.project(projectId), 'logs', page] as const,
  previews: (projectId: string, page: number, template: string | null) =>
    [...creativeKeys.project(projectId), 'previews', page, template] as const,
  categories: (projectId: string) => [...creativeKeys.project(projectId), 'categories'] as const,
  offers: (projectId: string, query: string) => [...creativeKeys.project(projectId), 'offers', query] as const,
};
