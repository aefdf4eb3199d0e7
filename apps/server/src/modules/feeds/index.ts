/** Feed loads: the worker, fetching and reading feeds, load history. */
export { startFeedWorker } from './feed-worker';
export { exceedsAllowOffers, lastFeedLoad } from './history';
export { loadFeed } from './load-feed';
export { feedRoutes } from './routes';
