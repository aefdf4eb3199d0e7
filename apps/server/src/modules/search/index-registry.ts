import fs from 'node:fs/promises';
import path from 'node:path';
import { buildIndex, deserializeIndex, type SearchIndex, serializeIndex } from '@vitrina/engine';
import type { Logger } from 'pino';
import type { Db } from '../../db/database';
import { readCategories, readLiveCatalog, readSearchSource } from './catalog-reader';
import { indexOptionsOf, localesOf } from './project-settings';

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
export function createIndexRegistry(db: Db, log: Logger, snapshotDir: string) {
  const entries = new Map<string, Entry>();
  const building = new Map<string, Promise<Entry | null>>();
  /** Projects whose catalog changed while their index was being built: build once more after. */
  const stale = new Set<string>();

  const snapshotFile = (uuid: string, version: number) => path.join(snapshotDir, `${uuid}-${version}.idx`);

  async function readSnapshot(uuid: string, version: number): Promise<SearchIndex | null> {
    try {
      return deserializeIndex(new Uint8Array(await fs.readFile(snapshotFile(uuid, version))));
    } catch {
      return null;
    }
  }

  async function writeSnapshot(uuid: string, version: number, index: SearchIndex) {
    await fs.mkdir(snapshotDir, { recursive: true });
    const file = snapshotFile(uuid, version);
    await fs.writeFile(`${file}.tmp`, serializeIndex(index));
    await fs.rename(`${file}.tmp`, file);
    // Older snapshots of the project are of no more use.
    for (const name of await fs.readdir(snapshotDir)) {
      if (name.startsWith(`${uuid}-`) && name !== path.basename(file)) await fs.rm(path.join(snapshotDir, name), { force: true });
    }
  }

  async function build(uuid: string): Promise<Entry | null> {
    const source = await readSearchSource(db, uuid);
    if (!source || source.version === 0) return null;
    const started = performance.now();
    let index = await readSnapshot(uuid, source.version);
    const fromSnapshot = index !== null;
    const categories = await readCategories(db, uuid, source.version);
    if (!index) {
      const catalog = await readLiveCatalog(db, uuid, source.version);
      index = buildIndex({ offers: catalog.offers, categories, locales: localesOf(source), options: indexOptionsOf(source.settings) });
      await writeSnapshot(uuid, source.version, index).catch((error: unknown) =>
        log.warn({ err: error, uuid }, 'index snapshot not written'),
      );
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
        if (stale.has(uuid)) void rebuild(uuid).catch(() => {});
      });
    building.set(uuid, task);
    return task;
  }

  return {
    /** The project's index, building it on first use; null when the project has no catalog yet. */
    async get(uuid: string): Promise<Entry | null> {
      return entries.get(uuid) ?? (await rebuild(uuid));
    },
    /** Builds the new catalog's index in the background; the old one serves until then. */
    refresh(uuid: string): void {
      if (building.has(uuid)) {
        stale.add(uuid);
        return;
      }
      rebuild(uuid).catch((error: unknown) => log.error({ err: error, uuid }, 'search index rebuild failed'));
    },
    drop(uuid: string): void {
      entries.delete(uuid);
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
