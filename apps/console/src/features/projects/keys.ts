/** 'sources' is the API's name for projects; project-area uses the same root so invalidation reaches both. */
export const projectKeys = {
  all: ['sources'] as const,
  lists: () => [...projectKeys.all, 'list'] as const,
  list: (filter: string) => [...projectKeys.lists(), filter] as const,
  create: () => [...projectKeys.all, 'create'] as const,
};
