import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { openRecordSpill } from './record-spill';

describe('record spill', () => {
  it('keeps chunks in a file no one else sees, reads any range back, and frees it on close', () => {
    const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'vitrina-spill-'));
    const spill = openRecordSpill(path.join(dir, 'tmp'));
    // Unlinked at once: nothing is left behind, also when the process dies before close.
    expect(fs.readdirSync(path.join(dir, 'tmp'))).toEqual([]);
    const chunk = new Uint8Array(1000);
    for (const fill of [1, 2, 3]) {
      chunk.fill(fill);
      spill.write(chunk); // the caller reuses its buffer right after
    }
    const into = new Uint8Array(10);
    spill.read(into, 995);
    expect([...into]).toEqual([1, 1, 1, 1, 1, 2, 2, 2, 2, 2]);
    spill.read(into, 2990);
    expect([...into]).toEqual(Array(10).fill(3));
    expect(() => spill.read(into, 2995)).toThrow(/ended at 3000 of 3000/);
    spill.close();
    spill.close();
    expect(() => spill.read(into, 0)).toThrow();
    fs.rmSync(dir, { recursive: true, force: true });
  });
});
