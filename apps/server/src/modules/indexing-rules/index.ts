/** Indexing rules of spec §3, compiled for the feed reader. */
export { indexingRulesRoutes } from './routes';
