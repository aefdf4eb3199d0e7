import { Worker } from 'node:worker_threads';
import { CreativeRenderError, type RenderInput, renderCreative } from './render';
import type { RenderReply } from './render-thread';

type Pending = { input: RenderInput; resolve: (image: Buffer) => void; reject: (error: Error) => void };

/**
 * Renders on one background thread: background removal and compositing are pixel loops that
 * would otherwise hold the event loop for hundreds of ms and stall search answers in the same
 * process (bench:creative-run). Falls back to rendering inline when no thread can be started.
 */
export function createRenderPool() {
  let worker: Worker | null = null;
  // CREATIVE_RENDER_THREAD=0 renders inline (to compare in bench:creative-run, or to debug).
  let broken = process.env.CREATIVE_RENDER_THREAD === '0';
  let ready = false;
  let nextId = 0;
  const pending = new Map<number, Pending>();

  const failAll = (error: Error) => {
    for (const entry of pending.values()) entry.reject(error);
    pending.clear();
  };

  function start(): Worker | null {
    if (worker || broken) return worker;
    try {
      // The thread's entry loads its TypeScript through tsx, like the server itself runs.
      const thread = new Worker(new URL('./render-thread.mjs', import.meta.url));
      thread.unref();
      thread.on('message', (reply: RenderReply) => {
        ready = true;
        const entry = pending.get(reply.id);
        if (!entry) return;
        pending.delete(reply.id);
        // An idle thread must not keep the process alive; a busy one must.
        if (!pending.size) thread.unref();
        if ('image' in reply) return entry.resolve(Buffer.from(reply.image.buffer, reply.image.byteOffset, reply.image.byteLength));
        const { code, details, message } = reply.error;
        entry.reject(code ? new CreativeRenderError(code, details) : new Error(message));
      });
      thread.on('error', (error) => {
        if (ready) return failAll(error);
        // The thread could not even start (no tsx here): render inline from now on.
        broken = true;
        for (const entry of pending.values()) renderCreative(entry.input).then(entry.resolve, entry.reject);
        pending.clear();
      });
      thread.on('exit', () => {
        worker = null;
        failAll(new CreativeRenderError('CREATIVE_RENDER_FAILED', { message: 'render thread stopped' }));
      });
      worker = thread;
    } catch {
      broken = true;
    }
    return worker;
  }

  return {
    render(input: RenderInput): Promise<Buffer> {
      const thread = start();
      if (!thread) return renderCreative(input);
      const id = nextId++;
      return new Promise<Buffer>((resolve, reject) => {
        pending.set(id, { input, resolve, reject });
        thread.ref();
        thread.postMessage({ id, input });
      });
    },
    /** Where renders run: 'thread' once the thread has answered, 'inline' after it could not start. */
    mode(): 'thread' | 'inline' | 'starting' {
      return broken ? 'inline' : ready ? 'thread' : 'starting';
    },
    async close(): Promise<void> {
      await worker?.terminate();
      worker = null;
    },
  };
}

export type RenderPool = ReturnType<typeof createRenderPool>;

/** One render thread per process, shared by previews and generations. */
let shared: RenderPool | null = null;
export function sharedRenderPool(): RenderPool {
  shared ??= createRenderPool();
  return shared;
}
