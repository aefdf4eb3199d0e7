/** The durable job queue and its worker loop. */
export { enqueueFeedLoad, enqueueJob } from './queue';
export { startWorker, type Worker } from './worker';
