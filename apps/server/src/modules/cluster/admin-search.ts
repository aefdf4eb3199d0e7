import type { AppDeps } from '../../deps';
import { createIndexRegistry } from '../search/index-registry';
import { snapshotStoreFor } from '../search/snapshot-store';
import { createRecommendations } from '../trade-widgets/recommendations';
import { createWidgetAnswerer } from '../trade-widgets/widget-answer';

/**
 * An admin node without the search role in its process (ROLE=admin) still answers the console's
 * search tests and trade widget previews: it loads the index of a project it is asked about from
 * the shared snapshots, on demand only (no warm-up, no LISTEN), and checks the live catalog
 * version on every call, so a test never runs against a catalog the workers have replaced.
 */
export function attachAdminSearch(deps: AppDeps): void {
  const registry = createIndexRegistry(deps.db, deps.log, snapshotStoreFor(deps.db, deps.config.dataDir, deps.config.snapshotStore));

  async function fresh(uuid: string) {
    const entry = await registry.get(uuid);
    const [row] = await deps.db.query<{ version: number }>('select catalog_version as version from sources where uuid = $1', [uuid]);
    if (!entry || !row || entry.version >= row.version) return entry;
    registry.drop(uuid);
    return registry.get(uuid);
  }

  const answerer = createWidgetAnswerer(deps, createRecommendations(deps, registry));
  deps.hooks.searchIndex = fresh;
  deps.hooks.previewWidget = async (projectId, ...rest) => {
    await fresh(projectId);
    return answerer.answer(projectId, ...rest);
  };
}
