/** The tracker's public events endpoint. */
export { eventsRoutes } from './routes';
