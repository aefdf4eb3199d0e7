import type { Logger } from 'pino';
import type { Config } from './config';
import type { Db } from './db/database';
import type { Mailer } from './mail/mailer';
import type { AccessTokens } from './modules/accounts/access-tokens';
import { type ChangeBus, createChangeBus } from './modules/cluster/change-bus';
import type { Entry } from './modules/search/index-registry';
import type { WidgetAnswerer } from './modules/trade-widgets/widget-answer';

/** Everything the app needs from the world, passed in so tests can build it on their own. */
export interface AppDeps {
  config: Config;
  db: Db;
  /** A read replica that statistics reports read (STATS_DATABASE_URL); without one they read `db`. */
  statsDb?: Db;
  mailer: Mailer;
  tokens: AccessTokens;
  /** Keys the hashes of one-time tokens and API keys. */
  pepper: string;
  log: Logger;
  /** Set by the process that runs the roles: lets one role tell another without polling. */
  hooks: AppHooks;
  /** The time in ms; tests pass a fake clock to move plan periods (default Date.now). */
  clock?: () => number;
}

export interface AppHooks {
  /** A job was queued (the in-process worker polls at once). */
  jobQueued: () => void;
  /** A project's live catalog changed (search rebuilds that project's index). */
  catalogChanged: (sourceUuid: string) => void;
  /**
   * A project's settings (or anything search caches of it) changed, here or, through LISTEN, on
   * another node: the search side's caches drop the project's entries (decision 0009).
   */
  settingsChanged: ChangeBus;
  /** Set where the search role runs in this process: the admin API's test queries read its indexes. */
  searchIndex?: (sourceUuid: string) => Promise<Entry | null>;
  /** Set where the search role runs in this process: the console previews an unsaved trade widget. */
  previewWidget?: WidgetAnswerer['answer'];
}

export function quietHooks(): AppHooks {
  return { jobQueued: () => {}, catalogChanged: () => {}, settingsChanged: createChangeBus() };
}
