import { describe, expect, it } from 'vitest';
import { ChunkedBytes, chunkReader, spilledPieces } from './chunked-bytes';

describe('chunked bytes', () => {
  it('fills fixed chunks to the brim and reads any range back, inside a chunk or across several', () => {
    const bytes = new ChunkedBytes(4);
    const all = Array.from({ length: 23 }, (_, i) => i + 1);
    for (const run of [[1, 2, 3], [], [4, 5, 6, 7, 8, 9, 10, 11, 12, 13], [14], [15, 16, 17, 18, 19, 20, 21, 22, 23]])
      bytes.append(new Uint8Array(run.map((_, k) => all[(run[0] as number) - 1 + k] as number)));
    expect(bytes.length).toBe(23);
    const { chunks, spilled } = bytes.result();
    expect(spilled).toBe(0);
    expect(chunks.map((chunk) => chunk.length)).toEqual([4, 4, 4, 4, 4, 3]);
    const read = chunkReader(chunks);
    for (let start = 0; start <= 23; start++)
      for (let end = start; end <= 23; end++) expect([...read(start, end)]).toEqual(all.slice(start, end));
  });

  it('moves full chunks to a spill, reusing one buffer, and reads them back', () => {
    const kept: number[][] = [];
    const spill = {
      write: (chunk: Uint8Array) => void kept.push([...chunk]),
      read: (into: Uint8Array, offset: number) => into.set(kept.flat().slice(offset, offset + into.length)),
    };
    const bytes = new ChunkedBytes(4, spill);
    const all = Array.from({ length: 11 }, (_, i) => i + 1);
    bytes.append(new Uint8Array(all.slice(0, 6)));
    bytes.append(new Uint8Array(all.slice(6)));
    const { chunks, spilled } = bytes.result();
    expect(kept).toEqual([
      [1, 2, 3, 4],
      [5, 6, 7, 8],
    ]);
    expect(spilled).toBe(8);
    expect(chunks.map((chunk) => [...chunk])).toEqual([[9, 10, 11]]);
    expect([...spilledPieces(spill, 8)].map((piece) => [...piece])).toEqual([[1, 2, 3, 4, 5, 6, 7, 8]]);
  });

  it('reads one piece (a loaded snapshot) as views of it', () => {
    const only = new Uint8Array([5, 6, 7, 8]);
    const view = chunkReader([only])(1, 3);
    expect([...view]).toEqual([6, 7]);
    expect(view.buffer).toBe(only.buffer);
  });
});
