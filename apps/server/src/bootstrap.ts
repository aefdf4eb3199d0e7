import path from 'node:path';
import pino, { type Logger } from 'pino';
import type { Config } from './config';
import { openDatabase, openPostgres } from './db/database';
import { migrate } from './db/migrate';
import type { AppDeps } from './deps';
import { createMailer } from './mail/mailer';
import { createAccessTokens, loadSecret } from './modules/accounts';
import { createChangeBus, createJobSignal } from './modules/cluster';
import { createSearchAccess } from './search-access';
import { seedAdmin, seedDemo } from './seed';

/**
 * Opens the database, applies migrations and seeds, and assembles the app's dependencies: the
 * change bus, the job signal and the search access are made here once and passed to every app.
 */
export async function bootstrap(config: Config, log: Logger = pino({ level: process.env.LOG_LEVEL || 'info' })): Promise<AppDeps> {
  const db = await openDatabase({ databaseUrl: config.databaseUrl, dataDir: config.dataDir });
  const applied = await migrate(db);
  if (applied.length) log.info({ applied }, 'migrations applied');
  const [jwtSecret, pepper] = [await loadSecret(db, 'jwt'), await loadSecret(db, 'token-pepper')];
  if (config.adminEmail && config.adminPassword) await seedAdmin(db, config.adminEmail, config.adminPassword);
  if (config.demo) await seedDemo(db, config.publicUrl);
  // The replica is not migrated: it streams the primary's schema and rows.
  const statsDb = config.statsDatabaseUrl ? await openPostgres(config.statsDatabaseUrl) : undefined;
  const core = {
    config,
    db,
    statsDb,
    log,
    changes: createChangeBus(),
    jobs: createJobSignal(),
    pepper,
    tokens: createAccessTokens(jwtSecret, config.accessTokenMinutes),
    mailer: createMailer({ smtpUrl: config.smtpUrl, outboxDir: path.join(config.dataDir, 'outbox'), log }),
  };
  // Without the search role in this process, the console's search tests and previews load indexes on demand.
  return Object.freeze({ ...core, search: createSearchAccess(core, config.role === 'admin' ? 'onDemand' : 'serving') });
}
