/** Query keys of the site connection (authorize) page. */
export const integrationKeys = {
  all: ['integrations'] as const,
  client: (clientId: string, redirectUri: string) => [...integrationKeys.all, 'client', clientId, redirectUri] as const,
  projects: () => [...integrationKeys.all, 'projects'] as const,
};
