/** Projects (sources): create, read, patch, delete, export. */
export { settingToServer } from './client-form';
export { sourcesRoutes } from './routes';
export { insertSource, logChanges } from './store';
