import net from 'node:net';
import path from 'node:path';
import { type FeedLimits, readFeedLimits } from './config-feed-limits';

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
  /** Feeds and pictures may be fetched from loopback and private addresses (FEED_ALLOW_PRIVATE, default off). */
  feedAllowPrivate: boolean;
  /**
   * The one private place fetched even without FEED_ALLOW_PRIVATE: the product's own sample files
   * (PUBLIC_URL/samples/, the demo project's feed and its pictures).
   */
  feedPrivateUrls: string[];
  role: 'all' | 'admin' | 'search' | 'worker';
  production: boolean;
  /** Minutes an access token lives. */
  accessTokenMinutes: number;
  consoleDir: string;
  /** Signed-in console pages rendered on the server first (CONSOLE_RENDER, default on; decision 0026). */
  consoleRender: boolean;
  /** Largest feed read, in bytes (FEED_MAX_BYTES, default 2 GiB). */
  feedMaxBytes: number;
  /** Longest silence from a feed server before the load gives up (FEED_IDLE_TIMEOUT_MS, default 60 s). */
  feedIdleTimeoutMs: number;
  /** Deadlines, throughput floor, concurrency and per-owner quotas of feed loads (config-feed-limits.ts). */
  feedLimits: FeedLimits;
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
  /**
   * The private /metrics and /api/health listener (METRICS_PORT; 0 = none): default 8082 for the
   * worker role, none for the others, which serve /metrics nowhere else unless METRICS_TOKEN is set.
   */
  metricsPort: number;
  /** With it, /metrics also answers on PORT and SEARCH_PORT to `Authorization: Bearer <METRICS_TOKEN>` (at least 16 characters). */
  metricsToken: string | null;
  /** Public API requests per client address and per project per minute and node (0 = no limit). */
  rateLimitAddressPerMinute: number;
  rateLimitProjectPerMinute: number;
  /** Each project's share of a search node while others search too (SEARCH_PROJECT_SHARE, SEARCH_SHARE_MAX_WAIT_MS). */
  searchShare: { share: number; maxWaitMs: number };
  /** The proxies whose X-Forwarded-For is believed (TRUST_PROXY): none, a hop count, or their addresses and ranges. */
  trustProxy: false | number | string[];
  /** Which searches count towards a plan's queriesPerMonth, and the grace margin past it (decision 0019). */
  searchQuota: {
    /** Search still answers this far past the limit, in percent of it (QUOTA_GRACE_PERCENT, default 10). */
    gracePercent: number;
    /** Searches counted per visitor and minute (QUOTA_VISITOR_PER_MINUTE, default 10) and hour (QUOTA_VISITOR_PER_HOUR, default 100). */
    visitorPerMinute: number;
    visitorPerHour: number;
  };
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

/** Names proxy-addr knows for whole ranges. */
const PROXY_RANGES = ['loopback', 'linklocal', 'uniquelocal'];

/**
 * TRUST_PROXY: unset, nobody's X-Forwarded-For is believed (a client could name any address and
 * step around every per-address limit); a number N believes the N proxies nearest the node; a list of
 * addresses and CIDR ranges (or loopback, linklocal, uniquelocal) believes those proxies only.
 */
function trustProxy(value: string | undefined): Config['trustProxy'] {
  if (value === undefined || value.trim() === '') return false;
  if (/^\d+$/.test(value.trim())) return Number(value) || false;
  const entries = value.split(',').map((entry) => entry.trim());
  const valid = (entry: string) => {
    if (PROXY_RANGES.includes(entry)) return true;
    const [address = '', bits, ...rest] = entry.split('/');
    const family = net.isIP(address);
    if (!family || rest.length) return false;
    return bits === undefined || (/^\d+$/.test(bits) && Number(bits) <= (family === 4 ? 32 : 128));
  };
  const wrong = entries.find((entry) => !valid(entry));
  if (wrong !== undefined) {
    throw new Error(
      `TRUST_PROXY must be a hop count or the proxies' addresses and CIDR ranges (e.g. 127.0.0.1 or 10.0.0.0/8 or loopback), got "${wrong}"`,
    );
  }
  return entries;
}

function port(value: string | undefined, fallback: number, name: string): number {
  if (value === undefined || value === '') return fallback;
  const n = Number(value);
  if (!Number.isInteger(n) || n < 0 || n > 65535) throw new Error(`${name} must be a port number, got "${value}"`);
  return n;
}

/** A share between 0 (exclusive) and 1 (1 = no limit). */
function fraction(value: string | undefined, fallback: number, name: string): number {
  if (value === undefined || value === '') return fallback;
  const n = Number(value);
  if (!(n > 0 && n <= 1)) throw new Error(`${name} must be a number above 0 and at most 1, got "${value}"`);
  return n;
}

/** STATS_DATABASE_URL: a replica of the PostgreSQL server of DATABASE_URL; the embedded database has none. */
function statsDatabaseUrl(env: NodeJS.ProcessEnv): string | null {
  if (!env.STATS_DATABASE_URL) return null;
  if (!env.DATABASE_URL) throw new Error('STATS_DATABASE_URL (a read replica for statistics) needs DATABASE_URL (its primary)');
  return env.STATS_DATABASE_URL;
}

/** METRICS_TOKEN: a short one could be guessed, and /metrics names every project. */
function metricsToken(value: string | undefined): string | null {
  if (value === undefined || value === '') return null;
  if (value.length < 16 || /\s/.test(value)) throw new Error('METRICS_TOKEN must be at least 16 characters without spaces');
  return value;
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
  const publicUrl = (env.PUBLIC_URL || `http://${urlHost}:${portNumber}`).replace(/\/+$/, '');
  return {
    host,
    port: portNumber,
    searchPort,
    dataDir: path.resolve(env.DATA_DIR || './data'),
    databaseUrl: env.DATABASE_URL || null,
    statsDatabaseUrl: statsDatabaseUrl(env),
    smtpUrl: env.SMTP_URL || null,
    publicUrl,
    searchPublicUrl: (env.SEARCH_PUBLIC_URL || `http://${urlHost}:${searchPort}`).replace(/\/+$/, ''),
    adminEmail: env.ADMIN_EMAIL || null,
    adminPassword: env.ADMIN_PASSWORD || null,
    demo: flag(env.DEMO, false),
    feedAllowPrivate: flag(env.FEED_ALLOW_PRIVATE, false),
    feedPrivateUrls: [`${publicUrl}/samples/`],
    role,
    production,
    accessTokenMinutes: Number(env.ACCESS_TOKEN_MINUTES) > 0 ? Number(env.ACCESS_TOKEN_MINUTES) : 7 * 24 * 60,
    feedMaxBytes: Number(env.FEED_MAX_BYTES) > 0 ? Number(env.FEED_MAX_BYTES) : 2 * 1024 ** 3,
    feedIdleTimeoutMs: Number(env.FEED_IDLE_TIMEOUT_MS) > 0 ? Number(env.FEED_IDLE_TIMEOUT_MS) : 60_000,
    feedLimits: readFeedLimits(env),
    jobStaleMs: Number(env.JOB_STALE_MS) > 0 ? Number(env.JOB_STALE_MS) : 90_000,
    snapshotStore,
    clusterPollMs: count(env.CLUSTER_POLL_MS, 10_000, 'CLUSTER_POLL_MS'),
    warmupConcurrency: Math.max(1, count(env.WARMUP_CONCURRENCY, 2, 'WARMUP_CONCURRENCY')),
    learningRefreshMs: Math.max(50, count(env.LEARNING_REFRESH_MS, 30_000, 'LEARNING_REFRESH_MS')),
    metricsPort: port(env.METRICS_PORT, role === 'worker' ? 8082 : 0, 'METRICS_PORT'),
    metricsToken: metricsToken(env.METRICS_TOKEN),
    rateLimitAddressPerMinute: count(env.RATE_LIMIT_ADDRESS_PER_MINUTE, 1200, 'RATE_LIMIT_ADDRESS_PER_MINUTE'),
    rateLimitProjectPerMinute: count(env.RATE_LIMIT_PROJECT_PER_MINUTE, 60_000, 'RATE_LIMIT_PROJECT_PER_MINUTE'),
    trustProxy: trustProxy(env.TRUST_PROXY),
    searchShare: {
      share: fraction(env.SEARCH_PROJECT_SHARE, 0.3, 'SEARCH_PROJECT_SHARE'),
      maxWaitMs: count(env.SEARCH_SHARE_MAX_WAIT_MS, 1000, 'SEARCH_SHARE_MAX_WAIT_MS'),
    },
    searchQuota: {
      gracePercent: count(env.QUOTA_GRACE_PERCENT, 10, 'QUOTA_GRACE_PERCENT'),
      visitorPerMinute: count(env.QUOTA_VISITOR_PER_MINUTE, 10, 'QUOTA_VISITOR_PER_MINUTE'),
      visitorPerHour: count(env.QUOTA_VISITOR_PER_HOUR, 100, 'QUOTA_VISITOR_PER_HOUR'),
    },
    consoleDir: path.resolve(env.CONSOLE_DIR || path.join(import.meta.dirname, '../../console/dist')),
    consoleRender: flag(env.CONSOLE_RENDER, true),
  };
}
