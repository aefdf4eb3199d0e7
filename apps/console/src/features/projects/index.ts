import type { QueryClient } from '@tanstack/react-query';
import { projectsQuery } from './api/get-projects';

export { ProjectsPage } from './pages/projects-page';
// The creation form validates with the contracts' schemas (zod): a chunk of its own, so the list of
// projects does not evaluate them.
export const loadCreateProjectPage = () => import('./pages/create-project-page');

/** The list as the projects page first asks for it (no filter): asked by the route's loader, before the page renders. */
export const prefetchProjects = (client: QueryClient) => client.prefetchQuery(projectsQuery(''));
