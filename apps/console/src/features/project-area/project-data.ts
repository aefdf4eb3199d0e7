import type { QueryClient } from '@tanstack/react-query';
import type { ProjectDetail } from '@vitrina/contracts';
import { projectQuery } from './api/get-project';
import { publicationQuery } from './api/get-publication';
import { searchesSeenQuery } from './api/get-searches-seen';
import { asksForSearches, isHiddenHere } from './onboarding/hidden-here';

// What the project route's loader asks for on every project page (app/routes.tsx) before the page
// renders, with the page's query keys: in the browser the area's code is in by then (index.html
// preloads it, and a tab opened from another has it); on the server the page renders once.

/**
 * Every project page: the project, which its layout waits for, its publish state (the header) and
 * what the onboarding list asks.
 * Resolves with the project (undefined when it cannot be read: the page shows why).
 */
export async function prefetchProject(client: QueryClient, id: string): Promise<ProjectDetail | undefined> {
  void client.prefetchQuery(publicationQuery(id));
  const project = await client.fetchQuery(projectQuery(id)).catch(() => undefined);
  // The onboarding list's "any searches yet?", as the list will ask.
  if (project && asksForSearches(project, isHiddenHere(id))) void client.prefetchQuery(searchesSeenQuery(id));
  return project;
}
