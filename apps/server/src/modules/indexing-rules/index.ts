/** Indexing rules of spec §3, compiled for the feed reader. */

export type { RulesPreview } from './preview';
export { indexingRulesRoutes } from './routes';
