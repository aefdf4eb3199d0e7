import type { AppDeps } from '../../deps';
import type { ChangeKind } from './change-bus';

/** The PostgreSQL channel search nodes LISTEN on; payload `{"project":"<uuid>","what":"catalog"|"settings"}`. */
export const CHANGES_CHANNEL = 'vitrina_changes';

/**
 * Tells every node about a change to a project: a settings change first adds one to the project's
 * settings version (what the cluster's poll compares after a lost notification), then this process
 * hears it at once through its change bus, other processes through NOTIFY (PostgreSQL only: the
 * embedded database is one process). Never throws: a failed bump or notification is logged.
 */
export async function announceChange(deps: Pick<AppDeps, 'db' | 'changes' | 'log'>, project: string, what: ChangeKind): Promise<void> {
  if (what === 'settings') {
    await deps.db
      .query('update sources set settings_version = settings_version + 1 where uuid = $1', [project])
      .catch((error: unknown) => deps.log.warn({ err: error, project }, 'settings version not bumped'));
  }
  deps.changes.emit({ project, what });
  if (deps.db.kind !== 'postgres') return;
  await deps.db
    .query('select pg_notify($1, $2)', [CHANGES_CHANNEL, JSON.stringify({ project, what })])
    .catch((error: unknown) => deps.log.warn({ err: error, project, what }, 'change notification not sent'));
}
