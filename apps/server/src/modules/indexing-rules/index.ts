/** Indexing rules of spec §3, compiled for the feed reader. */
export { savedRules } from './compile';
export { indexingRulesRoutes } from './routes';
