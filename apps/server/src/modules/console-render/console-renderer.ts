import { type ChildProcess, fork } from 'node:child_process';
import fs from 'node:fs';
import path from 'node:path';

/** What the console's renderer is asked (apps/console/src/ssr/render.tsx). */
export interface RenderRequest {
  path: string;
  api: string;
  cookie: string;
  acceptLanguage: string;
}

/** As the renderer gets it: past `deadline` (epoch ms) the visitor has been served plain. */
type TimedRequest = RenderRequest & { deadline: number };

export type RenderResult = { html: string; state: string; locale: string } | { html: null; reason: string };

export interface ConsoleRenderer {
  /** The page rendered, or why not (then the plain index.html is served). */
  render(request: RenderRequest): Promise<RenderResult>;
  close(): Promise<void>;
}

export interface RendererOptions {
  /** Past this the plain page is served: the app would show it sooner than a render still running. */
  timeoutMs: number;
  /** Pages waiting beyond this are served plain rather than queued. */
  maxWaiting: number;
}

type Reply = { id: number; result: RenderResult };

const declined = (reason: string): RenderResult => ({ html: null, reason });

/**
 * The console's first HTML of signed-in pages, rendered in a process of its own (decision 0026) from
 * the console build's `.ssr/render.mjs`; null where the build has none. The process starts with the
 * first page to render (a server that never renders one, as in tests, never starts it); one that
 * fails is started again by the next page.
 */
export function createConsoleRenderer(consoleDir: string, options: RendererOptions): ConsoleRenderer | null {
  const renderer = path.join(consoleDir, '.ssr/render.mjs');
  if (!fs.existsSync(renderer)) return null;
  let child: ChildProcess | null = null;
  let nextId = 1;
  const pending = new Map<number, (result: RenderResult) => void>();
  const sentTo = new Map<number, ChildProcess>();
  const pagesOf = (process: ChildProcess) => [...sentTo].filter(([, to]) => to === process).map(([id]) => id);

  const settle = (id: number, result: RenderResult) => {
    const resolve = pending.get(id);
    if (!resolve) return;
    pending.delete(id);
    sentTo.delete(id);
    // An idle renderer must not keep the server's process alive; a busy one must.
    if (!pending.size) child?.channel?.unref();
    resolve(result);
  };
  const start = () => {
    const started = fork(new URL('./render-process.mjs', import.meta.url), [renderer], { execArgv: [], serialization: 'advanced' });
    started.unref();
    started.channel?.unref();
    started.on('message', (reply: Reply) => {
      settle(reply.id, reply.result);
    });
    // Only this process's pages: a new one may already be rendering others.
    const fail = (reason: string) => {
      if (child === started) child = null;
      for (const id of pagesOf(started)) settle(id, declined(reason));
    };
    started.on('error', (error) => fail(`renderer failed: ${error.message}`));
    started.on('exit', (code) => fail(`renderer exited with ${code}`));
    return started;
  };

  return {
    render(request) {
      if (pending.size >= options.maxWaiting) return Promise.resolve(declined('busy'));
      child ??= start();
      const running = child;
      const id = nextId++;
      return new Promise<RenderResult>((resolve) => {
        const timer = setTimeout(() => settle(id, declined('too slow')), options.timeoutMs);
        pending.set(id, (result) => {
          clearTimeout(timer);
          resolve(result);
        });
        running.channel?.ref();
        sentTo.set(id, running);
        const timed: TimedRequest = { ...request, deadline: Date.now() + options.timeoutMs };
        const lost = () => settle(id, declined('renderer unreachable'));
        try {
          running.send({ id, request: timed }, (error) => error && lost());
        } catch {
          lost();
        }
      });
    },
    async close() {
      const running = child;
      child = null;
      if (!running || running.exitCode !== null) return;
      const exited = new Promise((resolve) => running.once('exit', resolve));
      running.kill();
      await exited;
    },
  };
}
