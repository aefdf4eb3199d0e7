/** Prometheus metrics, and the private listener that serves them. */
export {
  provideBuffers,
  provideIndexes,
  provideListener,
  provideQueue,
  rowsRejected,
  searchShareRefusals,
  searchShareWaits,
} from './metrics';
export { countFeedLoad, createMetricsApp } from './metrics-app';
export { type MetricsAccess, metricsPlugin } from './routes';
