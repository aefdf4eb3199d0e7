/** The project change log and the live tracker log. */
export { logsRoutes } from './routes';
