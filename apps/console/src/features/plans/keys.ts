/** Query keys of plans, under their own root; the project itself lives under 'sources'. */
export const plansKeys = {
  all: ['plans'] as const,
  list: () => [...plansKeys.all, 'list'] as const,
  projects: () => [...plansKeys.all, 'projects'] as const,
  projectPlan: (id: string) => [...plansKeys.all, 'project', id] as const,
};

/** The root of every project query (project area, projects list): refetched after a plan change. */
export const SOURCES_ROOT = ['sources'] as const;
