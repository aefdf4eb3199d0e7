/** Same 'sources' root as the projects list, so a change here refreshes the list too. */
export const projectAreaKeys = {
  all: ['sources'] as const,
  details: () => [...projectAreaKeys.all, 'detail'] as const,
  detail: (id: string) => [...projectAreaKeys.details(), id] as const,
  update: (id: string) => [...projectAreaKeys.detail(id), 'update'] as const,
  remove: (id: string) => [...projectAreaKeys.detail(id), 'delete'] as const,
};
