/** Query keys of a project's finance data. */
export const financeKeys = {
  all: ['finance'] as const,
  account: (projectId: string) => [...financeKeys.all, projectId, 'account'] as const,
  invoices: (projectId: string) => [...financeKeys.all, projectId, 'invoices'] as const,
  reports: (projectId: string) => [...financeKeys.all, projectId, 'reports'] as const,
};
