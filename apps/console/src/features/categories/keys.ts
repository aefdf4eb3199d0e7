/** Query keys of the categories and filters screen, under their own root. */
export const categoriesKeys = {
  all: ['categories'] as const,
  project: (id: string) => [...categoriesKeys.all, id] as const,
  branch: (id: string, parentId: string) => [...categoriesKeys.project(id), 'branch', parentId] as const,
  search: (id: string, query: string) => [...categoriesKeys.project(id), 'search', query] as const,
  params: (id: string, categoryId: string) => [...categoriesKeys.project(id), 'params', categoryId] as const,
  filters: (id: string) => [...categoriesKeys.project(id), 'filters'] as const,
  filterList: (id: string) => [...categoriesKeys.filters(id), 'list'] as const,
  filterSearch: (id: string, query: string) => [...categoriesKeys.filters(id), 'search', query] as const,
  mode: (id: string) => [...categoriesKeys.project(id), 'mode'] as const,
};
