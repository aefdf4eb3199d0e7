/** The project change log. */
export { logsRoutes } from './routes';
