import path from 'node:path';

/** Runtime configuration, read once from the environment (DESIGN.md §4). */
export interface Config {
  host: string;
  port: number;
  searchPort: number;
  dataDir: string;
  databaseUrl: string | null;
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
}

const ROLES = ['all', 'admin', 'search', 'worker'] as const;

function flag(value: string | undefined, fallback: boolean): boolean {
  if (value === undefined || value === '') return fallback;
  return !['0', 'false', 'no', 'off'].includes(value.toLowerCase());
}

function port(value: string | undefined, fallback: number, name: string): number {
  if (value === undefined || value === '') return fallback;
  const n = Number(value);
  if (!Number.isInteger(n) || n < 0 || n > 65535) throw new Error(`${name} must be a port number, got "${value}"`);
  return n;
}

export function readConfig(env: NodeJS.ProcessEnv = process.env): Config {
  const host = env.HOST || '127.0.0.1';
  const portNumber = port(env.PORT, 8080, 'PORT');
  const searchPort = port(env.SEARCH_PORT, 8081, 'SEARCH_PORT');
  const production = env.NODE_ENV === 'production';
  const role = (env.ROLE || 'all') as Config['role'];
  if (!ROLES.includes(role)) throw new Error(`ROLE must be one of ${ROLES.join(', ')}, got "${env.ROLE}"`);
  const urlHost = host === '0.0.0.0' || host === '::' ? '127.0.0.1' : host;
  return {
    host,
    port: portNumber,
    searchPort,
    dataDir: path.resolve(env.DATA_DIR || './data'),
    databaseUrl: env.DATABASE_URL || null,
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
    consoleDir: path.resolve(env.CONSOLE_DIR || path.join(import.meta.dirname, '../../console/dist')),
  };
}
