import type { AppDeps } from '../../deps';
import type { ChangeKind } from './change-bus';

/** The PostgreSQL channel search nodes LISTEN on; payload `{"project":"<uuid>","what":"catalog"|"settings"}`. */
export const CHANGES_CHANNEL = 'vitrina_changes';

/**
 * Tells every node about a change to a project: this process at once through its hooks, other
 * processes through NOTIFY (PostgreSQL only: the embedded database is one process). A lost
 * notification is never fatal: search nodes poll catalog versions and keep settings 2 s at most.
 */
export function announceChange(deps: Pick<AppDeps, 'db' | 'hooks' | 'log'>, project: string, what: ChangeKind): void {
  if (what === 'catalog') deps.hooks.catalogChanged(project);
  deps.hooks.settingsChanged.emit(project);
  if (deps.db.kind !== 'postgres') return;
  deps.db
    .query('select pg_notify($1, $2)', [CHANGES_CHANNEL, JSON.stringify({ project, what })])
    .catch((error: unknown) => deps.log.warn({ err: error, project, what }, 'change notification not sent'));
}
