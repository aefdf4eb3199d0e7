/** Prometheus metrics and the worker's own small app. */
export { provideBuffers, provideIndexes, provideListener, provideQueue } from './metrics';
export { metricsPlugin } from './routes';
export { countFeedLoad, createWorkerApp } from './worker-app';
