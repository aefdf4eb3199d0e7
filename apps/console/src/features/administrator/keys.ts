/** Query keys of the administrator area. */
export const administratorKeys = {
  all: ['administrator'] as const,
  form: (projectId: string) => [...administratorKeys.all, projectId, 'form'] as const,
  projects: () => [...administratorKeys.all, 'projects'] as const,
};
