export { ProjectsPage } from './pages/projects-page';
// The creation form validates with the contracts' schemas (zod): a chunk of its own, so the list of
// projects does not evaluate them.
export const loadCreateProjectPage = () => import('./pages/create-project-page');
