// Where the renderer's main thread spent a visit, by Chromium's own trace events (compiling and
// running scripts, parsing CSS, style, layout, paint, requests, cookie reads): what
// `TRACE=1 npm run bench:console` prints. A CPU profile shows the page's JavaScript by function but
// puts everything else under one "(program)"; the trace names that part. Self times: an event's
// duration less the events nested in it.
import type { Browser, Page } from 'playwright-core';

const TRACE_CATEGORIES = ['devtools.timeline', 'disabled-by-default-devtools.timeline', 'v8', 'blink'];

interface TraceEvent {
  name: string;
  ph: string;
  pid: number;
  tid: number;
  ts: number;
  dur?: number;
  args?: { name?: string };
}

export async function startTrace(browser: Browser, page: Page): Promise<void> {
  await browser.startTracing(page, { categories: TRACE_CATEGORIES });
}

/** Self time in ms by event name on the renderer's main thread, from a stopped trace. */
export async function stopTrace(browser: Browser): Promise<Map<string, number>> {
  const { traceEvents } = JSON.parse((await browser.stopTracing()).toString()) as { traceEvents: TraceEvent[] };
  const mainThreads = new Set(
    traceEvents
      .filter((event) => event.name === 'thread_name' && event.args?.name === 'CrRendererMain')
      .map((event) => `${event.pid}:${event.tid}`),
  );
  const events = traceEvents
    .filter((event) => event.ph === 'X' && event.dur && mainThreads.has(`${event.pid}:${event.tid}`))
    .sort((a, b) => a.ts - b.ts);
  const self = new Map<TraceEvent, number>(events.map((event) => [event, event.dur ?? 0]));
  // Complete events on one thread nest: each one's time is taken out of the innermost open one.
  let open: TraceEvent[] = [];
  for (const event of events) {
    open = open.filter((outer) => outer.ts + (outer.dur ?? 0) > event.ts);
    const parent = open.at(-1);
    if (parent) self.set(parent, (self.get(parent) ?? 0) - (event.dur ?? 0));
    open.push(event);
  }
  const byName = new Map<string, number>();
  for (const [event, us] of self) byName.set(event.name, (byName.get(event.name) ?? 0) + us / 1000);
  return byName;
}

/** The largest items of traces summed over visits, per visit. */
export function summarizeTraces(traces: Map<string, number>[], top = 20): string {
  const total = new Map<string, number>();
  for (const trace of traces) for (const [name, ms] of trace) total.set(name, (total.get(name) ?? 0) + ms);
  const lines = [...total]
    .sort((a, b) => b[1] - a[1])
    .slice(0, top)
    .map(([name, ms]) => `  ${(ms / traces.length).toFixed(1).padStart(8)} ms  ${name}`);
  return `main thread per visit until the content showed, by trace event (self):\n${lines.join('\n')}`;
}
