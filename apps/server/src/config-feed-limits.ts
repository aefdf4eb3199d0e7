/**
 * What one owner's feeds and projects may take from the shared workers (issue 21; docs/security.md
 * lists these with their defaults, decision 0021 the concurrency and memory figures).
 */
export interface FeedLimits {
  /** A load still running this long is stopped; the previous catalog stays live (FEED_LOAD_DEADLINE_S, default 600). */
  loadDeadlineMs: number;
  /** A feed server sending less than this, averaged over the window of waiting, fails the load (FEED_MIN_BYTES_PER_S, default 4096; 0 = off). */
  minBytesPerSecond: number;
  /** The throughput floor's window, and its grace period at the start (FEED_THROUGHPUT_WINDOW_S, default 30). */
  throughputWindowMs: number;
  /** Loads one worker process runs at once (FEED_LOAD_CONCURRENCY, default 2). */
  concurrency: number;
  /** A worker takes another load only while its resident memory is below this (FEED_LOAD_MEMORY_MB, default 1024). */
  memoryBudgetMb: number;
  /** Loads of one owner's projects running at once across every worker (FEED_RUNNING_LOADS_PER_OWNER, default 1). */
  runningPerOwner: number;
  /** A 'load now' is refused while the owner's projects have this many loads queued or running (FEED_LOADS_PER_OWNER, default 10). */
  queuedPerOwner: number;
  /** Projects one account owns (PROJECTS_PER_USER, default 50; administrators are not limited). */
  projectsPerUser: number;
  /** Projects one account creates in an hour, deleted ones included (PROJECT_CREATIONS_PER_HOUR, default 20). */
  projectCreationsPerHour: number;
}

/** A whole number from the environment; an unreadable value stops the start instead of becoming a default. */
function whole(env: NodeJS.ProcessEnv, name: string, fallback: number, min: number): number {
  const value = env[name];
  if (value === undefined || value === '') return fallback;
  const n = Number(value);
  if (!Number.isInteger(n) || n < min) throw new Error(`${name} must be a whole number ≥ ${min}, got "${value}"`);
  return n;
}

export function readFeedLimits(env: NodeJS.ProcessEnv): FeedLimits {
  return {
    loadDeadlineMs: whole(env, 'FEED_LOAD_DEADLINE_S', 600, 1) * 1000,
    minBytesPerSecond: whole(env, 'FEED_MIN_BYTES_PER_S', 4096, 0),
    throughputWindowMs: whole(env, 'FEED_THROUGHPUT_WINDOW_S', 30, 1) * 1000,
    concurrency: whole(env, 'FEED_LOAD_CONCURRENCY', 2, 1),
    memoryBudgetMb: whole(env, 'FEED_LOAD_MEMORY_MB', 1024, 1),
    runningPerOwner: whole(env, 'FEED_RUNNING_LOADS_PER_OWNER', 1, 1),
    queuedPerOwner: whole(env, 'FEED_LOADS_PER_OWNER', 10, 1),
    projectsPerUser: whole(env, 'PROJECTS_PER_USER', 50, 1),
    projectCreationsPerHour: whole(env, 'PROJECT_CREATIONS_PER_HOUR', 20, 1),
  };
}
