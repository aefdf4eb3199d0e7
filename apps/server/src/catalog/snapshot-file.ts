import fs from 'node:fs';
import { promisify } from 'node:util';
import { deserializeIndex, type RecordSource, type SearchIndex, snapshotRecordsRange } from '@vitrina/engine';

const open = promisify(fs.open);
const read = promisify(fs.read);
const close = promisify(fs.close);

/** The first bytes read to find the header (which is far smaller for every catalog seen). */
const FIRST_READ = 64 * 1024;

/**
 * A snapshot file's offers are read from the file while its index is in use, and the descriptor is
 * closed once nothing can read through it any more (the index and its decoder are gone).
 */
const openFiles = new FinalizationRegistry<number>((fd) => fs.close(fd, () => {}));

/**
 * Offer records in a file from byte `base` on, read synchronously (a search, and the builder that
 * spills records, run synchronously; a read from the page cache takes microseconds).
 */
export function fileRecords(fd: number, base: number): RecordSource {
  return {
    read(into, offset) {
      for (let at = 0; at < into.byteLength; ) {
        const got = fs.readSync(fd, into, at, into.byteLength - at, base + offset + at);
        if (got === 0) throw new Error(`offer records file ended at ${base + offset + at} of ${fs.fstatSync(fd).size} bytes`);
        at += got;
      }
    },
  };
}

async function readExactly(fd: number, length: number): Promise<Uint8Array> {
  const bytes = new Uint8Array(length);
  for (let at = 0; at < length; ) {
    const { bytesRead } = await read(fd, bytes, at, length - at, at);
    if (bytesRead === 0) throw new Error(`snapshot file ended at ${at} of ${length} bytes`);
    at += bytesRead;
  }
  return bytes;
}

/**
 * Loads an index from a snapshot file, leaving its offer records in the file (they are a third or
 * more of a catalog's snapshot and only the offers a search returns are decoded): everything before
 * them is read into memory, an offer is read with one small read when first decoded. The file may be
 * replaced or removed meanwhile: the open descriptor keeps its bytes. Older snapshots (records not
 * last) are read whole. Null when the file is missing or not a whole snapshot.
 */
export async function readSnapshotFile(file: string): Promise<SearchIndex | null> {
  let fd: number;
  try {
    fd = await open(file, 'r');
  } catch {
    return null;
  }
  let keepOpen = false;
  try {
    const { size } = fs.fstatSync(fd);
    let first = await readExactly(fd, Math.min(size, FIRST_READ));
    let range = snapshotRecordsRange(first);
    if (range && 'more' in range && range.more <= size) {
      first = await readExactly(fd, range.more);
      range = snapshotRecordsRange(first);
    }
    if (!range || 'more' in range || range.start + range.length > size) return deserializeIndex(await readExactly(fd, size));
    const records = fileRecords(fd, range.start);
    const index = deserializeIndex(await readExactly(fd, range.start), records);
    openFiles.register(records, fd);
    keepOpen = true;
    return index;
  } catch {
    return null;
  } finally {
    if (!keepOpen) await close(fd).catch(() => {});
  }
}
