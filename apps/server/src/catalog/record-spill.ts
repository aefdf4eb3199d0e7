import { randomUUID } from 'node:crypto';
import fs from 'node:fs';
import path from 'node:path';
import type { RecordSpill } from '@vitrina/engine';
import { fileRecords } from './snapshot-file';

export interface RecordSpillFile extends RecordSpill {
  close(): void;
}

/**
 * A load's offer records on disk while its index is built (the engine's RecordSpill): a catalog's
 * records are its largest part (about 300 bytes an offer, far more with long descriptions), and
 * they are needed only when the snapshot is written. The file is unlinked as soon as it is open,
 * so the system frees it on close, and after a crash too. Synchronous I/O of 1 MB chunks: the
 * builder is synchronous, and a chunk from the page cache takes well under a millisecond.
 */
export function openRecordSpill(dir: string): RecordSpillFile {
  fs.mkdirSync(dir, { recursive: true });
  const file = path.join(dir, `records-${randomUUID()}.tmp`);
  const fd = fs.openSync(file, 'w+');
  fs.unlinkSync(file);
  let end = 0;
  let open = true;
  return {
    ...fileRecords(fd, 0),
    write(chunk) {
      for (let at = 0; at < chunk.byteLength; ) at += fs.writeSync(fd, chunk, at, chunk.byteLength - at, end + at);
      end += chunk.byteLength;
    },
    close() {
      if (open) fs.closeSync(fd);
      open = false;
    },
  };
}
