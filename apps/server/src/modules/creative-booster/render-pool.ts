import { availableParallelism } from 'node:os';
import { Worker } from 'node:worker_threads';
import { CreativeRenderError, type RenderInput, renderCreative } from './render';
import type { RenderReply } from './render-thread';

type Job = { id: number; input: RenderInput; resolve: (image: Buffer) => void; reject: (error: Error) => void };
type Slot = { worker: Worker; job: Job | null; timer: NodeJS.Timeout | null };

export interface RenderPoolOptions {
  /** Render threads, each rendering one creative at a time. Default CREATIVE_RENDER_THREADS, else 2 (1 on one core). */
  threads?: number;
  /** A render still running after this many ms has its thread terminated. Default CREATIVE_RENDER_DEADLINE_MS, else 20,000. */
  deadlineMs?: number;
  /** The thread's entry (tests swap in a stand-in). */
  entry?: URL;
}

const envNumber = (name: string): number | undefined => {
  const value = Number(process.env[name]);
  return Number.isFinite(value) && value > 0 ? value : undefined;
};

/**
 * Renders on a small pool of threads of its own: pixel loops never hold the event loop that
 * answers search (bench:creative-run), and a render that overruns its deadline has its thread
 * terminated and replaced — nothing else can stop resvg mid-filter. A bounded number of threads
 * means at most that many renders at once take a slot of libuv's shared pool (sharp's encoding),
 * leaving the rest to argon2 and file I/O. Falls back to rendering inline (no deadline) when no
 * thread can be started.
 */
export function createRenderPool(options: RenderPoolOptions = {}) {
  const threads = Math.max(1, options.threads ?? envNumber('CREATIVE_RENDER_THREADS') ?? Math.min(2, availableParallelism()));
  const deadlineMs = options.deadlineMs ?? envNumber('CREATIVE_RENDER_DEADLINE_MS') ?? 20_000;
  const entry = options.entry ?? new URL('./render-thread.mjs', import.meta.url);
  // CREATIVE_RENDER_THREAD=0 renders inline (to compare in bench:creative-run, or to debug).
  let broken = process.env.CREATIVE_RENDER_THREAD === '0';
  let ready = false;
  let nextId = 0;
  const slots: Slot[] = [];
  const queue: Job[] = [];

  const renderInline = (job: Job) => void renderCreative(job.input).then(job.resolve, job.reject);

  /** Ends the slot's current job (if any), clears its deadline and hands the slot the next job. */
  function finish(slot: Slot): Job | null {
    const job = slot.job;
    if (slot.timer) clearTimeout(slot.timer);
    slot.job = null;
    slot.timer = null;
    return job;
  }

  function retire(slot: Slot): void {
    const index = slots.indexOf(slot);
    if (index >= 0) slots.splice(index, 1);
  }

  function startThread(): Slot | null {
    let worker: Worker;
    try {
      // The thread's entry loads its TypeScript through tsx, like the server itself runs.
      worker = new Worker(entry);
    } catch {
      broken = true;
      return null;
    }
    worker.unref();
    const slot: Slot = { worker, job: null, timer: null };
    worker.on('message', (reply: RenderReply) => {
      ready = true;
      if (slot.job?.id !== reply.id) return;
      const job = finish(slot);
      // An idle thread must not keep the process alive; a busy one must.
      worker.unref();
      if (job) settle(job, reply);
      dispatch();
    });
    worker.on('error', (error) => {
      const job = finish(slot);
      retire(slot);
      if (!ready) {
        // The thread could not even start (no tsx here): render inline from now on.
        broken = true;
        if (job) renderInline(job);
        for (const queued of queue.splice(0)) renderInline(queued);
        return;
      }
      job?.reject(error);
      dispatch();
    });
    worker.on('exit', () => {
      const job = finish(slot);
      retire(slot);
      job?.reject(new CreativeRenderError('CREATIVE_RENDER_FAILED', { message: 'render thread stopped' }));
      dispatch();
    });
    slots.push(slot);
    return slot;
  }

  function settle(job: Job, reply: RenderReply): void {
    if ('image' in reply) {
      job.resolve(Buffer.from(reply.image.buffer, reply.image.byteOffset, reply.image.byteLength));
      return;
    }
    const { code, details, message } = reply.error;
    job.reject(code ? new CreativeRenderError(code, details) : new Error(message));
  }

  function overrun(slot: Slot): void {
    const job = finish(slot);
    retire(slot);
    // The exit handler finds no job: this one is answered with the deadline, not 'thread stopped'.
    void slot.worker.terminate();
    job?.reject(new CreativeRenderError('CREATIVE_RENDER_FAILED', { reason: 'deadline', seconds: deadlineMs / 1000 }));
    dispatch();
  }

  function dispatch(): void {
    while (queue.length) {
      if (broken) return void queue.splice(0).forEach(renderInline);
      const slot = slots.find((s) => !s.job) ?? (slots.length < threads ? startThread() : null);
      if (!slot) return;
      const job = queue.shift() as Job;
      slot.job = job;
      slot.timer = setTimeout(() => overrun(slot), deadlineMs);
      slot.worker.ref();
      slot.worker.postMessage({ id: job.id, input: job.input });
    }
  }

  return {
    render(input: RenderInput): Promise<Buffer> {
      if (broken) return renderCreative(input);
      return new Promise<Buffer>((resolve, reject) => {
        queue.push({ id: nextId++, input, resolve, reject });
        dispatch();
      });
    },
    /** Where renders run: 'thread' once a thread has answered, 'inline' after none could start. */
    mode(): 'thread' | 'inline' | 'starting' {
      return broken ? 'inline' : ready ? 'thread' : 'starting';
    },
    /** Stops every thread; renders in flight or queued fail with 'render thread stopped'. */
    async close(): Promise<void> {
      const stopped = new CreativeRenderError('CREATIVE_RENDER_FAILED', { message: 'render thread stopped' });
      for (const job of queue.splice(0)) job.reject(stopped);
      await Promise.all(slots.map((slot) => slot.worker.terminate()));
    },
  };
}

export type RenderPool = ReturnType<typeof createRenderPool>;

/** One render pool per process, shared by previews and generations. */
let shared: RenderPool | null = null;
export function sharedRenderPool(): RenderPool {
  shared ??= createRenderPool();
  return shared;
}

/** Tests: renders go to `pool` until the returned function puts the shared pool back. */
export function useRenderPool(pool: RenderPool): () => void {
  const previous = shared;
  shared = pool;
  return () => {
    shared = previous;
  };
}
