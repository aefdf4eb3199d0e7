// A stand-in render thread for the deadline tests: an offer named 'spin' never finishes (a busy
// loop no timer or signal can interrupt, like a filter bomb inside resvg); any other answers at once.
import { parentPort } from 'node:worker_threads';

parentPort?.on('message', ({ id, input }) => {
  if (input.offer.name === 'spin') for (;;);
  parentPort?.postMessage({ id, image: new Uint8Array([1, 2, 3]) });
});
