import type { Logger } from 'pino';
import type { Config } from './config';
import type { Db } from './db/database';
import type { Mailer } from './mail/mailer';
import type { AccessTokens } from './modules/accounts/access-tokens';

/** Everything the app needs from the world, passed in so tests can build it on their own. */
export interface AppDeps {
  config: Config;
  db: Db;
  mailer: Mailer;
  tokens: AccessTokens;
  /** Keys the hashes of one-time tokens and API keys. */
  pepper: string;
  log: Logger;
}
