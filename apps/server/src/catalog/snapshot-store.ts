import fs from 'node:fs/promises';
import path from 'node:path';
import { deserializeIndex, type SearchIndex, type SnapshotBytes } from '@vitrina/engine';
import type { Db } from '../db/database';
import { chunksOf } from './snapshot-chunks';
import { readSnapshot, removeSnapshot, removeSnapshots, writeSnapshot } from './snapshot-dir';

/** Where index snapshots live: written by the process that loads a feed, read by every search node. */
export interface SnapshotStore {
  readonly kind: 'files' | 'database';
  read(uuid: string, version: number): Promise<SearchIndex | null>;
  /** Writes a snapshot given as consecutive pieces (`serializeIndexPieces`, or a build's `finishSnapshot`). */
  write(uuid: string, version: number, snapshot: SnapshotBytes): Promise<void>;
  /** Removes the project's snapshots except the one of `keep` (null: all of them). */
  prune(uuid: string, keep: number | null): Promise<void>;
  /** Removes one version's snapshot: a load about to write that version must not meet an old one. */
  remove(uuid: string, version: number): Promise<void>;
}

/** DATA_DIR/snapshots only: one machine (the embedded database, or a shared directory). */
export function fileSnapshots(dir: string): SnapshotStore {
  return {
    kind: 'files',
    read: (uuid, version) => readSnapshot(dir, uuid, version),
    write: (uuid, version, snapshot) => writeSnapshot(dir, uuid, version, snapshot),
    prune: (uuid, keep) => removeSnapshots(dir, uuid, keep),
    remove: (uuid, version) => removeSnapshot(dir, uuid, version),
  };
}

/** Rows of this size: large enough for few round trips, small enough to stay far from bytea limits. */
export const CHUNK_BYTES = 4 * 1024 * 1024;

/**
 * Snapshots in PostgreSQL (index_snapshots + index_snapshot_chunks, decision 0009), with DATA_DIR
 * as a local cache: a node reads a version from the database once, then from its disk. The
 * database row is the truth: a cached file is used only while its head row exists with its size.
 */
export function databaseSnapshots(db: Db, cacheDir: string, chunkBytes = CHUNK_BYTES): SnapshotStore {
  const files = fileSnapshots(cacheDir);
  const cacheFile = (uuid: string, version: number) => path.join(cacheDir, `${uuid}-${version}.idx`);

  /** Chunk by chunk into one buffer of the head's size: never the rows and their concatenation at once. */
  async function readFromDb(uuid: string, version: number, bytes: number, chunks: number): Promise<Uint8Array | null> {
    const whole = new Uint8Array(bytes);
    let at = 0;
    for (let chunk = 0; chunk < chunks; chunk++) {
      const [row] = await db.query<{ data: Buffer }>(
        'select data from index_snapshot_chunks where source_uuid = $1 and version = $2 and chunk = $3',
        [uuid, version, chunk],
      );
      if (!row || at + row.data.length > bytes) return null;
      whole.set(row.data, at);
      at += row.data.length;
    }
    return at === bytes ? whole : null;
  }

  /** The cache is a convenience: a full disk costs a database read next time, nothing more. True when written. */
  async function cache(uuid: string, version: number, data: Uint8Array): Promise<boolean> {
    const file = cacheFile(uuid, version);
    return fs
      .mkdir(cacheDir, { recursive: true })
      .then(() => fs.writeFile(`${file}.tmp`, data))
      .then(() => fs.rename(`${file}.tmp`, file))
      .then(
        () => true,
        () => false,
      );
  }

  return {
    kind: 'database',
    async read(uuid, version) {
      const [head] = await db.query<{ bytes: string; chunks: number }>(
        'select bytes, chunks from index_snapshots where source_uuid = $1 and version = $2',
        [uuid, version],
      );
      if (!head) return null;
      const bytes = Number(head.bytes);
      const size = await fs.stat(cacheFile(uuid, version)).then(
        (stat) => stat.size,
        () => -1,
      );
      if (size === bytes) {
        const cached = await files.read(uuid, version);
        if (cached) return cached;
      }
      const data = await readFromDb(uuid, version, bytes, Number(head.chunks));
      if (!data) return null;
      // Read because it is live: older cached versions of the project are of no more use here.
      await files.prune(uuid, version).catch(() => {});
      // Taken up from the cached file when it could be written: its offers then stay in that file.
      if (await cache(uuid, version, data)) {
        const cached = await files.read(uuid, version);
        if (cached) return cached;
        await files.remove(uuid, version).catch(() => {});
      }
      try {
        return deserializeIndex(data);
      } catch {
        return null;
      }
    },
    async write(uuid, version, snapshot) {
      // The snapshot's pieces (the index's own arrays) go out in chunk rows through one reused
      // buffer: the whole snapshot is never one more buffer beside the index.
      const bytes = snapshot.byteLength;
      await db.transaction(async (tx) => {
        await tx.query('delete from index_snapshots where source_uuid = $1 and version = $2', [uuid, version]);
        await tx.query('insert into index_snapshots (source_uuid, version, bytes, chunks) values ($1, $2, $3, $4)', [
          uuid,
          version,
          bytes,
          Math.ceil(bytes / chunkBytes),
        ]);
        let chunk = 0;
        for (const part of chunksOf(snapshot.pieces(), chunkBytes)) {
          await tx.query('insert into index_snapshot_chunks (source_uuid, version, chunk, data) values ($1, $2, $3, $4)', [
            uuid,
            version,
            chunk++,
            part,
          ]);
        }
      });
      // The cache is a convenience: a full disk costs a database read next time, nothing more.
      await writeSnapshot(cacheDir, uuid, version, snapshot).catch(() => {});
    },
    async prune(uuid, keep) {
      await db.query('delete from index_snapshots where source_uuid = $1 and version is distinct from $2', [uuid, keep]);
      await files.prune(uuid, keep);
    },
    async remove(uuid, version) {
      await db.query('delete from index_snapshots where source_uuid = $1 and version = $2', [uuid, version]);
      await files.remove(uuid, version);
    },
  };
}

/**
 * The store for this deployment: PostgreSQL (DATABASE_URL) keeps snapshots in the database so
 * every node on any machine reads them; the embedded database is one process, so files suffice.
 * SNAPSHOT_STORE=files forces the shared-directory mode on PostgreSQL too.
 */
export function snapshotStoreFor(db: Db, dataDir: string, mode: StoreMode = 'auto'): SnapshotStore {
  const dir = path.join(dataDir, 'snapshots');
  return storesInDatabase(db, mode) ? databaseSnapshots(db, dir) : fileSnapshots(dir);
}

export type StoreMode = 'auto' | 'files' | 'database';

/** SNAPSHOT_STORE resolved: the one rule for every file-like thing shared between nodes (snapshots, creatives). */
export function storesInDatabase(db: Pick<Db, 'kind'>, mode: StoreMode = 'auto'): boolean {
  return mode === 'database' || (mode === 'auto' && db.kind === 'postgres');
}
