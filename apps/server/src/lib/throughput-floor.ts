import { FeedFetchError } from './fetch-errors';

/** The least a feed server must send: `bytesPerSecond` averaged over `windowMs` of waiting for it. */
export interface ThroughputFloor {
  bytesPerSecond: number;
  windowMs: number;
}

interface Sample {
  /** Time spent waiting for bytes up to this chunk. */
  waited: number;
  /** Bytes received up to this chunk. */
  bytes: number;
}

/**
 * How much longer the reader may wait for the next chunk before the last window of waiting holds
 * fewer bytes than the floor asks (0: too slow already). The first window is the grace period.
 * `samples` start with {0, 0} and end with the latest chunk; the count steps up at each sample.
 */
export function msUntilTooSlow(samples: readonly Sample[], floor: ThroughputFloor): number {
  const last = samples[samples.length - 1] ?? { waited: 0, bytes: 0 };
  const need = (floor.bytesPerSecond * floor.windowMs) / 1000;
  // The window ending at time t holds last.bytes − (bytes by t − window); it falls short once the
  // window starts after the first sample that keeps it above the need.
  const keeping = samples.find((sample) => sample.bytes > last.bytes - need) ?? last;
  return Math.max(0, Math.max(floor.windowMs, keeping.waited + floor.windowMs) - last.waited);
}

/**
 * Adds a chunk's sample. Chunks closer than 1/64 of the window to the sample before are merged into
 * the last one, moved to the later time (which can only count more bytes in a window, never fewer),
 * so a fast feed keeps about 64 samples instead of one per chunk; samples the window has passed
 * go, except the one it starts in.
 */
function record(samples: Sample[], sample: Sample, windowMs: number) {
  const tail = samples[samples.length - 1];
  const beforeTail = samples[samples.length - 2];
  if (tail && beforeTail && sample.waited - beforeTail.waited < windowMs / 64) Object.assign(tail, sample);
  else samples.push(sample);
  while (samples.length > 2 && (samples[1]?.waited ?? 0) <= sample.waited - windowMs) samples.shift();
}

/**
 * Passes a feed body through, failing with 'tooSlow' when the server sends less than the floor.
 * Only the time this reader spends waiting for bytes counts: a slow consumer (a busy database, an
 * index build) pauses the clock, so only the network can trip the floor.
 */
export async function* withThroughputFloor(
  source: AsyncIterable<Uint8Array>,
  floor: ThroughputFloor,
  now: () => number = performance.now.bind(performance),
): AsyncIterable<Uint8Array> {
  const iterator = source[Symbol.asyncIterator]();
  const samples: Sample[] = [{ waited: 0, bytes: 0 }];
  let waited = 0;
  let bytes = 0;
  for (;;) {
    const started = now();
    let timer: NodeJS.Timeout | undefined;
    const pending = iterator.next();
    const tooSlow = new Promise<never>((_, reject) => {
      timer = setTimeout(
        () => reject(new FeedFetchError('tooSlow', [floor.bytesPerSecond, floor.windowMs / 1000])),
        msUntilTooSlow(samples, floor),
      );
    });
    // The read left pending when the floor trips ends in an error once the body is destroyed.
    pending.catch(() => {});
    const next = await Promise.race([pending, tooSlow]).finally(() => clearTimeout(timer));
    waited += now() - started;
    if (next.done) return;
    bytes += next.value.byteLength;
    record(samples, { waited, bytes }, floor.windowMs);
    yield next.value;
  }
}
