/** The public search API (search, completions, find-by-id), the console's search test and search events. */
export { createSearchEventBuffer, deviceOf, type SearchEvent, type SearchEventBuffer } from './event-buffer';
export { createIndexRegistry, type Entry, type IndexRegistry } from './index-registry';
export { searchApi } from './search-api';
export { searchTestRoutes } from './search-test-routes';
export type { ServingLearning } from './serving';
