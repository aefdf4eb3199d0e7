import { type SearchIndex, serializeIndexPieces } from '@vitrina/engine';
import type { Logger } from 'pino';
import { buildStoredCatalogIndex, readCategories, readLiveCatalogHead, type SnapshotStore } from '../../catalog';
import type { Db } from '../../db/database';

export interface Entry {
  version: number;
  index: SearchIndex;
  /** Category id → name, for the category fields of offers in answers. */
  categoryName: (id: string) => string | null;
  /** Category id → its parent's id, for the category conditions of filters. */
  categoryParent: (id: string) => string | null;
}

/**
 * Keeps one in-memory index per project. The first request builds it (from a snapshot when one
 * exists for the live catalog version, else from the stored offers); a catalog change builds the
 * new index beside the old, which keeps serving until the swap.
 */
export function createIndexRegistry(db: Db, log: Logger, snapshots: SnapshotStore) {
  const entries = new Map<string, Entry>();
  const building = new Map<string, Promise<Entry | null>>();
  /** The catalog version each build in progress is reading. */
  const buildingVersion = new Map<string, number>();
  /** Projects whose catalog changed while their index was being built: build once more after. */
  const stale = new Set<string>();

  async function build(uuid: string): Promise<Entry | null> {
    const source = await readLiveCatalogHead(db, uuid);
    if (!source || source.version === 0) return null;
    buildingVersion.set(uuid, source.version);
    const started = performance.now();
    // A feed load writes the snapshot of its version before the swap: usually this just reads it.
    let index = await snapshots.read(uuid, source.version).catch((error: unknown) => {
      log.warn({ err: error, uuid }, 'index snapshot not read');
      return null;
    });
    const fromSnapshot = index !== null;
    const categories = await readCategories(db, uuid, source.version);
    if (!index) {
      // Streamed from the database into the builder: the catalog is never held as objects.
      index = await buildStoredCatalogIndex(db, source.settings, uuid, source.version, categories);
      await snapshots
        .write(uuid, source.version, serializeIndexPieces(index))
        .then(() => snapshots.prune(uuid, source.version))
        .catch((error: unknown) => log.warn({ err: error, uuid }, 'index snapshot not written'));
    }
    log.info(
      { uuid, version: source.version, offers: index.size, fromSnapshot, ms: Math.round(performance.now() - started) },
      'search index ready',
    );
    const names = new Map(categories.map((c) => [c.id, c.name]));
    const parents = new Map(categories.map((c) => [c.id, c.parentId]));
    return {
      version: source.version,
      index,
      categoryName: (id: string) => names.get(id) ?? null,
      categoryParent: (id: string) => parents.get(id) ?? null,
    };
  }

  function rebuild(uuid: string): Promise<Entry | null> {
    const pending = building.get(uuid);
    if (pending) return pending;
    stale.delete(uuid);
    const task = build(uuid)
      .then((entry) => {
        if (entry) entries.set(uuid, entry);
        else entries.delete(uuid);
        return entry;
      })
      .finally(() => {
        building.delete(uuid);
        buildingVersion.delete(uuid);
        if (stale.has(uuid)) void rebuild(uuid).catch(() => {});
      });
    building.set(uuid, task);
    return task;
  }

  /** Builds the new catalog's index in the background; the old one serves until then. */
  function refresh(uuid: string): void {
    if (building.has(uuid)) {
      stale.add(uuid);
      return;
    }
    rebuild(uuid).catch((error: unknown) => log.error({ err: error, uuid }, 'search index rebuild failed'));
  }

  return {
    /** The project's index, building it on first use; null when the project has no catalog yet. */
    async get(uuid: string): Promise<Entry | null> {
      return entries.get(uuid) ?? (await rebuild(uuid));
    },
    refresh,
    /** Loads `version` (or a newer one) unless it is loaded or being built already. */
    ensure(uuid: string, version: number): void {
      if ((entries.get(uuid)?.version ?? -1) >= version || (buildingVersion.get(uuid) ?? -1) >= version) return;
      refresh(uuid);
    },
    drop(uuid: string): void {
      entries.delete(uuid);
    },
    /** Loaded projects and their catalog versions (the cluster's safety poll compares them with the database). */
    versions(): Map<string, number> {
      return new Map([...entries].map(([uuid, entry]) => [uuid, entry.version]));
    },
    stats() {
      return [...entries].map(([uuid, entry]) => ({
        uuid,
        version: entry.version,
        offers: entry.index.size,
        bytes: entry.index.memoryBytes(),
      }));
    },
  };
}

export type IndexRegistry = ReturnType<typeof createIndexRegistry>;
