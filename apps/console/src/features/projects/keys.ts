/** 'sources' is the API's name for projects; project-area uses the same root so invalidation reaches both. */
export const projectKeys = {
  all: ['sources'] as const,
  lists: () => [...projectKeys.all, 'list'] as const,
  list: (filter: string) => [...projectKeys.lists(), filter] as const,
  create: () => [...projectKeys.all, 'create'] as const,
  /** Outside 'sources': a project change must not re-read a feed address. */
  feedFormat: (url: string) => ['feed-format', url] as const,
};
