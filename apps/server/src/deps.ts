import type { Logger } from 'pino';
import type { Config } from './config';
import type { Db } from './db/database';
import type { Mailer } from './mail/mailer';
import type { AccessTokens } from './modules/accounts';
import type { ChangeBus, JobSignal } from './modules/cluster';
import type { SearchAccess } from './search-access';

/**
 * Everything the apps need from the world, made once by main.ts (or a test) and never changed
 * afterwards: what one part tells another goes through `changes` and `jobs`, not through slots.
 */
export interface AppDeps {
  readonly config: Config;
  readonly db: Db;
  /** A read replica that statistics reports read (STATS_DATABASE_URL); without one they read `db`. */
  readonly statsDb?: Db | undefined;
  readonly mailer: Mailer;
  readonly tokens: AccessTokens;
  /** Keys the hashes of one-time tokens and API keys. */
  readonly pepper: string;
  readonly log: Logger;
  /** Changes to projects, made here or (through LISTEN) on another node: caches of project state let go of them. */
  readonly changes: ChangeBus;
  /** Jobs queued in this process: an in-process worker takes them at once instead of at its next poll. */
  readonly jobs: JobSignal;
  /** Profiles, indexes and recommendations, for the search API and the console's tests and previews. */
  readonly search: SearchAccess;
  /** The time in ms; tests pass a fake clock to move plan periods (default Date.now). */
  readonly clock?: (() => number) | undefined;
}
