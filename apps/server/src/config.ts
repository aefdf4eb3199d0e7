import path from 'node:path';

/** Runtime configuration, read once from the environment (DESIGN.md §4). */
export interface Config {
  host: string;
  port: number;
  searchPort: number;
  dataDir: string;
  databaseUrl: string | null;
  /** A read replica of DATABASE_URL for statistics reports (STATS_DATABASE_URL); writes stay on DATABASE_URL. */
  statsDatabaseUrl: string | null;
  smtpUrl: string | null;
  publicUrl: string;
  searchPublicUrl: string;
  adminEmail: string | null;
  adminPassword: string | null;
  demo: boolean;
  feedAllowPrivate: boolean;
  role: 'all' | 'admin' | 'search' | 'worker';
  production: boolean;
  /** Minutes an access token lives. */
  accessTokenMinutes: number;
  consoleDir: string;
  /** Largest feed read, in bytes (FEED_MAX_BYTES, default 2 GiB). */
  feedMaxBytes: number;
  /** Longest silence from a feed server before the load gives up (FEED_IDLE_TIMEOUT_MS, default 60 s). */
  feedIdleTimeoutMs: number;
  /** A running job silent this long belongs to a dead worker and is queued again (JOB_STALE_MS, default 90 s). */
  jobStaleMs: number;
  /** Where index snapshots live (SNAPSHOT_STORE; decision 0009): database on PostgreSQL, files on PGlite. */
  snapshotStore: 'auto' | 'files' | 'database';
  /** Search nodes re-check loaded catalog versions this often (CLUSTER_POLL_MS, default 10 s; 0 = off). */
  clusterPollMs: number;
  /** Search nodes refresh the learned ranking of recently searched projects this often (LEARNING_REFRESH_MS, default 30 s). */
  learningRefreshMs: number;
  /** Snapshots a search node loads in parallel when it starts (WARMUP_CONCURRENCY, default 2). */
  warmupConcurrency: number;
  /** The worker role's /metrics and /api/health listener (METRICS_PORT, default 8082; 0 = none). */
  metricsPort: number;
  /** Public API requests per client address and per project per minute and node (0 = no limit). */
  rateLimitAddressPerMinute: number;
  rateLimitProjectPerMinute: number;
}

const ROLES = ['all', 'admin', 'search', 'worker'] as const;

function flag(value: string | undefined, fallback: boolean): boolean {
  if (value === undefined || value === '') return fallback;
  return !['0', 'false', 'no', 'off'].includes(value.toLowerCase());
}

/** A whole number ≥ 0 from the environment; an unreadable value is an error at start, not a silent default. */
function count(value: string | undefined, fallback: number, name: string): number {
  if (value === undefined || value === '') return fallback;
  const n = Number(value);
  if (!Number.isInteger(n) || n < 0) throw new Error(`${name} must be a whole number ≥ 0, got "${value}"`);
  return n;
}

const SNAPSHOT_STORES = ['auto', 'files', 'database'] as const;

function port(value: string | undefined, fallback: number, name: string): number {
  if (value === undefined || value === '') return fallback;
  const n = Number(value);
  if (!Number.isInteger(n) || n < 0 || n > 65535) throw new Error(`${name} must be a port number, got "${value}"`);
  return n;
}

/** STATS_DATABASE_URL: a replica of the PostgreSQL server of DATABASE_URL; the embedded database has none. */
function statsDatabaseUrl(env: NodeJS.ProcessEnv): string | null {
  if (!env.STATS_DATABASE_URL) return null;
  if (!env.DATABASE_URL) throw new Error('STATS_DATABASE_URL (a read replica for statistics) needs DATABASE_URL (its primary)');
  return env.STATS_DATABASE_URL;
}

export function readConfig(env: NodeJS.ProcessEnv = process.env): Config {
  const host = env.HOST || '127.0.0.1';
  const portNumber = port(env.PORT, 8080, 'PORT');
  const searchPort = port(env.SEARCH_PORT, 8081, 'SEARCH_PORT');
  const production = env.NODE_ENV === 'production';
  const role = (env.ROLE || 'all') as Config['role'];
  if (!ROLES.includes(role)) throw new Error(`ROLE must be one of ${ROLES.join(', ')}, got "${env.ROLE}"`);
  const snapshotStore = (env.SNAPSHOT_STORE || 'auto') as Config['snapshotStore'];
  if (!SNAPSHOT_STORES.includes(snapshotStore)) {
    throw new Error(`SNAPSHOT_STORE must be one of ${SNAPSHOT_STORES.join(', ')}, got "${env.SNAPSHOT_STORE}"`);
  }
  const urlHost = host === '0.0.0.0' || host === '::' ? '127.0.0.1' : host;
  return {
    host,
    port: portNumber,
    searchPort,
    dataDir: path.resolve(env.DATA_DIR || './data'),
    databaseUrl: env.DATABASE_URL || null,
    statsDatabaseUrl: statsDatabaseUrl(env),
    smtpUrl: env.SMTP_URL || null,
    publicUrl: (env.PUBLIC_URL || `http://${urlHost}:${portNumber}`).replace(/\/+$/, ''),
    searchPublicUrl: (env.SEARCH_PUBLIC_URL || `http://${urlHost}:${searchPort}`).replace(/\/+$/, ''),
    adminEmail: env.ADMIN_EMAIL || null,
    adminPassword: env.ADMIN_PASSWORD || null,
    demo: flag(env.DEMO, false),
    feedAllowPrivate: flag(env.FEED_ALLOW_PRIVATE, !production),
    role,
    production,
    accessTokenMinutes: Number(env.ACCESS_TOKEN_MINUTES) > 0 ? Number(env.ACCESS_TOKEN_MINUTES) : 7 * 24 * 60,
    feedMaxBytes: Number(env.FEED_MAX_BYTES) > 0 ? Number(env.FEED_MAX_BYTES) : 2 * 1024 ** 3,
    feedIdleTimeoutMs: Number(env.FEED_IDLE_TIMEOUT_MS) > 0 ? Number(env.FEED_IDLE_TIMEOUT_MS) : 60_000,
    jobStaleMs: Number(env.JOB_STALE_MS) > 0 ? Number(env.JOB_STALE_MS) : 90_000,
    snapshotStore,
    clusterPollMs: count(env.CLUSTER_POLL_MS, 10_000, 'CLUSTER_POLL_MS'),
    warmupConcurrency: Math.max(1, count(env.WARMUP_CONCURRENCY, 2, 'WARMUP_CONCURRENCY')),
    learningRefreshMs: Math.max(50, count(env.LEARNING_REFRESH_MS, 30_000, 'LEARNING_REFRESH_MS')),
    metricsPort: port(env.METRICS_PORT, 8082, 'METRICS_PORT'),
    rateLimitAddressPerMinute: count(env.RATE_LIMIT_ADDRESS_PER_MINUTE, 1200, 'RATE_LIMIT_ADDRESS_PER_MINUTE'),
    rateLimitProjectPerMinute: count(env.RATE_LIMIT_PROJECT_PER_MINUTE, 60_000, 'RATE_LIMIT_PROJECT_PER_MINUTE'),
    consoleDir: path.resolve(env.CONSOLE_DIR || path.join(import.meta.dirname, '../../console/dist')),
  };
}
