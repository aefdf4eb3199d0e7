import type { AppDeps } from '../../deps';
import { readProfileVersions } from '../profile';
import type { IndexRegistry } from '../search';
import type { Change } from './change-bus';
import { type ChangeListener, startChangeListener } from './listener';

export interface SearchSyncState {
  /** 1 while the LISTEN connection is up (PostgreSQL only). */
  listening: () => boolean;
  /** LISTEN connections made, the first one included. */
  connections: () => number;
  /** Whether the start-up warm-up has loaded every project it found. */
  warm: () => boolean;
}

/** Live catalogs a search node serves: warmed at start. */
async function liveProjects(deps: AppDeps): Promise<Array<{ uuid: string; version: number }>> {
  return deps.db.query<{ uuid: string; version: number }>(
    `select uuid, catalog_version as version from sources
     where deleted_at is null and catalog_version > 0 and source_status not in ('stopped', 'unpaid')
     order by offers_count`,
  );
}

/**
 * Keeps a search node's indexes and caches in step with the database when other processes make
 * the changes (decision 0009): LISTEN for notifications, re-check loaded versions after every
 * reconnect and every CLUSTER_POLL_MS, and load every live catalog at start, a few at a time.
 */
export function startSearchSync(deps: AppDeps, registry: IndexRegistry) {
  let listener: ChangeListener | null = null;
  let warm = false;
  let stopped = false;

  async function versionOf(uuid: string): Promise<number> {
    const [row] = await deps.db.query<{ version: number }>(
      'select catalog_version as version from sources where uuid = $1 and deleted_at is null',
      [uuid],
    );
    return row?.version ?? 0;
  }

  async function onChange(change: Change) {
    // Profiles let go of the project at once; the index follows the catalog version read below (a
    // catalog kind here would rebuild an index this process may have just built on its own change).
    deps.changes.emit({ project: change.project, what: 'settings' });
    if (change.what !== 'catalog') return;
    const version = await versionOf(change.project);
    if (version === 0) registry.drop(change.project);
    else registry.ensure(change.project, version);
  }

  /** Compares every loaded project's versions with the database: the net under a missed notification. */
  async function recheck() {
    const profiles = deps.search.profiles.versions();
    const stored = await readProfileVersions(deps.db, [...profiles.keys()]);
    for (const [uuid, loaded] of profiles) {
      const now = stored.get(uuid);
      if (now?.settings !== loaded.settings || now.catalog !== loaded.catalog) deps.changes.emit({ project: uuid, what: 'settings' });
    }
    const loaded = registry.versions();
    if (!loaded.size) return;
    const rows = await deps.db.query<{ uuid: string; version: number }>(
      'select uuid, catalog_version as version from sources where uuid = any($1::uuid[]) and deleted_at is null',
      [[...loaded.keys()]],
    );
    const live = new Map(rows.map((row) => [row.uuid, row.version]));
    for (const uuid of loaded.keys()) {
      const version = live.get(uuid) ?? 0;
      if (version === 0) registry.drop(uuid);
      else registry.ensure(uuid, version);
    }
  }

  async function warmUp() {
    const started = performance.now();
    const queue = await liveProjects(deps);
    const total = queue.length;
    const worker = async () => {
      for (let next = queue.shift(); next && !stopped; next = queue.shift()) {
        await registry.get(next.uuid).catch((error: unknown) => deps.log.error({ err: error, uuid: next.uuid }, 'warm-up load failed'));
      }
    };
    await Promise.all(Array.from({ length: deps.config.warmupConcurrency }, worker));
    warm = true;
    deps.log.info({ projects: total, ms: Math.round(performance.now() - started) }, 'search node warm');
  }

  const report = (what: string) => (error: unknown) => deps.log.warn({ err: error }, what);
  if (deps.config.databaseUrl && deps.db.kind === 'postgres') {
    listener = startChangeListener(deps.config.databaseUrl, deps.log, {
      onChange: (change) => void onChange(change).catch(report('change notification not applied')),
      onConnected: () => void recheck().catch(report('catalog versions not re-checked')),
    });
  }
  const poll =
    deps.config.clusterPollMs > 0
      ? setInterval(() => void recheck().catch(report('catalog poll failed')), deps.config.clusterPollMs)
      : null;
  poll?.unref();
  const warming = warmUp().catch(report('warm-up failed'));

  const state: SearchSyncState = {
    listening: () => listener?.connected() ?? false,
    connections: () => listener?.connections() ?? 0,
    warm: () => warm,
  };
  return {
    state,
    /** Resolves once the start-up warm-up is over (tests and the readiness log wait for it). */
    warming,
    recheck,
    async stop() {
      stopped = true;
      if (poll) clearInterval(poll);
      await listener?.stop();
    },
  };
}

export type SearchSync = ReturnType<typeof startSearchSync>;
