export { CreateProjectPage } from './pages/create-project-page';
export { ProjectsPage } from './pages/projects-page';
