import path from 'node:path';
import pino, { type Logger } from 'pino';
import type { Config } from './config';
import { openDatabase, openPostgres } from './db/database';
import { migrate } from './db/migrate';
import { type AppDeps, quietHooks } from './deps';
import { createMailer } from './mail/mailer';
import { createAccessTokens } from './modules/accounts/access-tokens';
import { loadSecret } from './modules/accounts/secrets';
import { seedAdmin, seedDemo } from './seed';

/** Opens the database, applies migrations and seeds, and assembles the app's dependencies. */
export async function bootstrap(config: Config, log: Logger = pino({ level: process.env.LOG_LEVEL || 'info' })): Promise<AppDeps> {
  const db = await openDatabase({ databaseUrl: config.databaseUrl, dataDir: config.dataDir });
  const applied = await migrate(db);
  if (applied.length) log.info({ applied }, 'migrations applied');
  const [jwtSecret, pepper] = [await loadSecret(db, 'jwt'), await loadSecret(db, 'token-pepper')];
  if (config.adminEmail && config.adminPassword) await seedAdmin(db, config.adminEmail, config.adminPassword);
  if (config.demo) await seedDemo(db, config.publicUrl);
  // The replica is not migrated: it streams the primary's schema and rows.
  const statsDb = config.statsDatabaseUrl ? await openPostgres(config.statsDatabaseUrl) : undefined;
  return {
    config,
    db,
    statsDb,
    log,
    hooks: quietHooks(),
    pepper,
    tokens: createAccessTokens(jwtSecret, config.accessTokenMinutes),
    mailer: createMailer({ smtpUrl: config.smtpUrl, outboxDir: path.join(config.dataDir, 'outbox'), log }),
  };
}
