// A steady stream of public API requests through nginx, each recorded with whether it started
// before or after a marker (the fault), so a test can say which failures were requests in flight.

export interface Outcome {
  /** The fault phase the request started in: 0 before the fault, 1 after it. */
  phase: number;
  method: 'GET' | 'POST';
  status: number;
  /** Offers found (GET search), to tell a real answer from an empty one. */
  hits: number;
}

export interface Projects {
  uuid: string;
  queries: string[];
}

export function startLoad(searchUrl: string, projects: Projects[], concurrency: number) {
  const outcomes: Outcome[] = [];
  let phase = 0;
  let running = true;
  let n = 0;
  async function one(): Promise<void> {
    const i = n++;
    const project = projects[i % projects.length] as Projects;
    const started = phase;
    // Every fifth request is an event batch (POST: never retried by nginx once sent).
    const post = i % 5 === 4;
    try {
      const response = post
        ? await fetch(`${searchUrl}/api/${project.uuid}/events`, {
            method: 'POST',
            headers: { 'content-type': 'application/json' },
            body: JSON.stringify({ events: [{ type: 'view', userId: `u${i % 50}`, offerId: 'o1', ts: Date.now() }] }),
            signal: AbortSignal.timeout(30_000),
          })
        : await fetch(`${searchUrl}/api/${project.uuid}/search?query=${project.queries[i % project.queries.length]}&limit=10`, {
            signal: AbortSignal.timeout(30_000),
          });
      const body = (await response.json().catch(() => ({}))) as { hits?: number };
      outcomes.push({ phase: started, method: post ? 'POST' : 'GET', status: response.status, hits: body.hits ?? 0 });
    } catch {
      outcomes.push({ phase: started, method: post ? 'POST' : 'GET', status: 0, hits: 0 });
    }
  }
  const loops = Array.from({ length: concurrency }, async () => {
    while (running) await one();
  });
  return {
    outcomes,
    /** Requests started from now on belong to the next phase. */
    nextPhase: () => {
      phase++;
    },
    count: (p: number) => outcomes.filter((o) => o.phase === p).length,
    async stop() {
      running = false;
      await Promise.all(loops);
      return outcomes;
    },
  };
}

export const failed = (o: Outcome) => o.status === 0 || o.status >= 500;

export async function until(check: () => boolean | Promise<boolean>, what: string, tries = 600, everyMs = 200) {
  for (let i = 0; i < tries; i++) {
    if (await check()) return;
    await new Promise((resolve) => setTimeout(resolve, everyMs));
  }
  throw new Error(`gave up waiting: ${what}`);
}
