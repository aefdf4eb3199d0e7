import type { Logger } from 'pino';

export interface BatchWriterOptions<T> {
  /** Writes one batch (a single insert). */
  write(batch: readonly T[]): Promise<void>;
  log: Logger;
  /** What the log lines call the items ('search events'). */
  name: string;
  /** Items written in one batch at most. */
  batch: number;
  /** Items kept in memory at most: past it new ones are dropped and counted, never grown without bound. */
  maxBuffered: number;
  everyMs?: number;
  /** Rows the database refused for their data (dropped one by one, the rest written): for a metric. */
  onRejected?: (rows: number) => void;
}

/** PostgreSQL's classes 22 (data exception: a NUL byte, a bad encoding) and 23 (a constraint): the rows, not the database, are at fault. */
const isRowError = (error: unknown) => /^2[23]/.test(String((error as { code?: unknown } | null)?.code ?? ''));

/**
 * Collects items recorded on a request path and writes them in batches, once a period or as soon
 * as a batch is full, so a request never waits for the database. A failed write puts its batch back
 * to be retried with the next flush (as much as fits); close() writes what is left and gives up after
 * three failures in a row (the database staying down must not hold a shutdown). A batch refused for
 * its rows' data is split until the refused rows stand alone; those are dropped and counted, so one bad
 * row never holds back every other (retrying it would fail forever).
 */
export function createBatchWriter<T>({ write, log, name, batch: size, maxBuffered, everyMs = 1000, onRejected }: BatchWriterOptions<T>) {
  let buffer: T[] = [];
  let dropped = 0;
  let rejected = 0;
  let failures = 0;
  let flushing: Promise<void> | null = null;

  function drop(count: number) {
    dropped += count;
    if (dropped % 1000 < count) log.warn({ dropped }, `${name} dropped: the database is not keeping up`);
  }

  /** Writes a batch, splitting it around refused rows; what is left unwritten when the database itself fails. */
  async function writeAll(batch: readonly T[]): Promise<{ unwritten: T[]; error: unknown } | null> {
    const parts = [batch];
    for (let part = parts.shift(); part; part = parts.shift()) {
      try {
        await write(part);
      } catch (error) {
        if (!isRowError(error)) return { unwritten: [...part, ...parts.flat()], error };
        if (part.length > 1) {
          const half = Math.ceil(part.length / 2);
          parts.unshift(part.slice(0, half), part.slice(half));
          continue;
        }
        rejected += 1;
        onRejected?.(1);
        if (rejected % 1000 === 1) log.warn({ err: error, rejected }, `${name}: a row the database refused was dropped`);
      }
    }
    return null;
  }

  async function flush(): Promise<void> {
    if (flushing) return flushing;
    if (!buffer.length) return;
    const batch = buffer.slice(0, size);
    buffer = buffer.slice(batch.length);
    let failed = false;
    flushing = writeAll(batch)
      .then((failure) => {
        if (!failure) {
          failures = 0;
          return;
        }
        const { unwritten, error } = failure;
        failed = true;
        failures += 1;
        log.error({ err: error, count: unwritten.length }, `${name} not written; retrying with the next flush`);
        const room = Math.max(0, maxBuffered - buffer.length);
        if (unwritten.length > room) drop(unwritten.length - room);
        buffer = [...unwritten.slice(0, room), ...buffer];
      })
      .finally(() => {
        flushing = null;
      });
    await flushing;
    if (!failed && buffer.length >= size) await flush();
  }

  const timer = setInterval(() => void flush(), everyMs);
  timer.unref();
  return {
    record(item: T): void {
      if (buffer.length >= maxBuffered) {
        drop(1);
        return;
      }
      buffer.push(item);
      if (buffer.length >= size && !flushing) void flush();
    },
    flush,
    /** Items waiting for their write (metrics). */
    size: () => buffer.length,
    async close(): Promise<void> {
      clearInterval(timer);
      failures = 0;
      while (buffer.length && failures < 3) await flush();
    },
  };
}
