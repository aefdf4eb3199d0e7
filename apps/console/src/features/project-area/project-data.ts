import type { QueryClient } from '@tanstack/react-query';
import type { ProjectDetail } from '@vitrina/contracts';
import { projectQuery } from './api/get-project';
import { publicationQuery } from './api/get-publication';

// What the project route's loader asks for on every project page (app/routes.tsx) before the page
// renders, with the page's query keys: in the browser the area's code is in by then (index.html
// preloads it, and a tab opened from another has it); on the server the page renders once.

/**
 * Every project page: the project, which its layout waits for, and its publish state (the header).
 * Resolves with the project (undefined when it cannot be read: the page shows why).
 */
export async function prefetchProject(client: QueryClient, id: string): Promise<ProjectDetail | undefined> {
  void client.prefetchQuery(publicationQuery(id));
  return client.fetchQuery(projectQuery(id)).catch(() => undefined);
}
