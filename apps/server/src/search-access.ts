import { snapshotStoreFor } from './catalog';
import type { AppDeps } from './deps';
import { createProfiles, type Profiles } from './modules/profile';
import { createIndexRegistry, type Entry, type IndexRegistry } from './modules/search';
import { createRecommendations, createWidgetAnswerer, type Recommendations, type WidgetAnswerer } from './modules/trade-widgets';

/** What a process needs of search, besides the search API itself: made once in main.ts (or a test) and passed to the apps. */
export interface SearchAccess {
  readonly profiles: Profiles;
  readonly registry: IndexRegistry;
  /** The live index of a project for the console's search test and previews (on an admin node, checked against the database). */
  indexFor(uuid: string): Promise<Entry | null>;
  readonly recommendations: Recommendations;
  readonly widgets: WidgetAnswerer;
}

/** The dependencies search access is made from (everything but itself). */
export type CoreDeps = Omit<AppDeps, 'search'>;

/**
 * 'serving' (a process with the search role): indexes follow catalog changes announced on the bus
 * and the search app keeps them in step with other nodes. 'onDemand' (ROLE=admin): an index is
 * loaded when the console asks about its project, and its catalog version is checked on every call,
 * so a test never runs against a catalog the workers have replaced.
 */
export function createSearchAccess(deps: CoreDeps, mode: 'serving' | 'onDemand'): SearchAccess {
  const profiles = createProfiles(deps.db, deps.log, deps.changes);
  const registry = createIndexRegistry(deps.db, deps.log, snapshotStoreFor(deps.db, deps.config.dataDir, deps.config.snapshotStore));
  const recommendations = createRecommendations(deps, registry);
  const widgets = createWidgetAnswerer(deps, recommendations);
  if (mode === 'serving') {
    deps.changes.on(({ project, what }) => {
      if (what === 'catalog') registry.refresh(project);
    });
  }
  async function fresh(uuid: string): Promise<Entry | null> {
    const entry = await registry.get(uuid);
    const [row] = await deps.db.query<{ version: number }>('select catalog_version as version from sources where uuid = $1', [uuid]);
    if (!entry || !row || entry.version >= row.version) return entry;
    registry.drop(uuid);
    // The profile carries the catalog version and its feed's rules: it is read again too.
    deps.changes.emit({ project: uuid, what: 'catalog' });
    return registry.get(uuid);
  }
  return {
    profiles,
    registry,
    indexFor: mode === 'serving' ? (uuid) => registry.get(uuid) : fresh,
    recommendations,
    widgets,
  };
}
