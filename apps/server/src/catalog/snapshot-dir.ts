import fs from 'node:fs/promises';
import path from 'node:path';
import type { SearchIndex, SnapshotBytes } from '@vitrina/engine';
import { readSnapshotFile } from './snapshot-file';

/**
 * Index snapshots: DATA_DIR/snapshots/{project}-{version}.idx. A file is trusted only for the
 * version it names, and it is written under a temporary name first, so it is whole or absent.
 */
const snapshotFile = (dir: string, uuid: string, version: number) => path.join(dir, `${uuid}-${version}.idx`);

export function readSnapshot(dir: string, uuid: string, version: number): Promise<SearchIndex | null> {
  return readSnapshotFile(snapshotFile(dir, uuid, version));
}

/** Writes a snapshot given as consecutive pieces (`serializeIndexPieces`, `finishSnapshot`). */
export async function writeSnapshot(dir: string, uuid: string, version: number, snapshot: SnapshotBytes): Promise<void> {
  await fs.mkdir(dir, { recursive: true });
  const file = snapshotFile(dir, uuid, version);
  // Piece by piece: the snapshot of a large catalog is never one more buffer beside the index.
  const handle = await fs.open(`${file}.tmp`, 'w');
  try {
    for (const piece of snapshot.pieces()) {
      for (let at = 0; at < piece.byteLength; ) at += (await handle.write(piece, at)).bytesWritten;
    }
  } finally {
    await handle.close();
  }
  await fs.rename(`${file}.tmp`, file);
}

/** Removes the project's snapshots except the one of `keep` (null: all of them). */
export async function removeSnapshots(dir: string, uuid: string, keep: number | null): Promise<void> {
  const names = await fs.readdir(dir).catch(() => [] as string[]);
  const kept = keep === null ? null : path.basename(snapshotFile(dir, uuid, keep));
  for (const name of names) {
    if (name.startsWith(`${uuid}-`) && name !== kept) await fs.rm(path.join(dir, name), { force: true });
  }
}

/** Removes one version's snapshot: a load about to write that version must not meet an old file of it. */
export async function removeSnapshot(dir: string, uuid: string, version: number): Promise<void> {
  await fs.rm(snapshotFile(dir, uuid, version), { force: true });
}
