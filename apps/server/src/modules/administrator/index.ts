/** The administrator area: every project, transfers between owners. */
export { administrator, adminOfProject } from './require-admin';
export { administratorRoutes } from './routes';
