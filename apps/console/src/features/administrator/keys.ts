/** Query keys of the administrator area. */
export const administratorKeys = {
  all: ['administrator'] as const,
  form: (projectId: string) => [...administratorKeys.all, projectId, 'form'] as const,
  projects: () => [...administratorKeys.all, 'projects'] as const,
  overview: (filter: object) => [...administratorKeys.all, 'overview', filter] as const,
  plans: () => [...administratorKeys.all, 'plans'] as const,
  systemLog: (page: number) => [...administratorKeys.all, 'system-log', page] as const,
  clients: () => [...administratorKeys.all, 'clients'] as const,
};
