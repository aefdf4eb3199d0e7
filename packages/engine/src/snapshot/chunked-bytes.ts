/** Chunks of this size: large enough to be few, small enough that the last one's slack is nothing. */
export const RECORD_CHUNK = 1 << 20;

/**
 * Offer records kept outside memory, read back by offset: a build's spill, or the snapshot file a
 * search node leaves its records in. Pure code here: the engine only calls it.
 */
export interface RecordSource {
  /** Fills `into` with the kept bytes from `offset` on. */
  read(into: Uint8Array, offset: number): void;
}

/**
 * Where a build moves its full chunks of offer records, so a large catalogue's records need not stay
 * in memory until its snapshot is written (the server gives a temporary file).
 */
export interface RecordSpill extends RecordSource {
  /** Keeps a full chunk. The buffer is reused afterwards: write or copy it before returning. */
  write(chunk: Uint8Array): void;
}

/** Bytes appended by `ChunkedBytes`: the first `spilled` of them in the spill, the rest in `chunks`. */
export interface ChunkedResult {
  chunks: Uint8Array[];
  spilled: number;
}

/**
 * Bytes appended into fixed-size chunks, filled to the brim one after another: growing never copies
 * what was written and never holds a doubled buffer half empty. The chunks, in order, are the bytes.
 * With a spill, each full chunk goes there and its buffer is reused: one chunk stays in memory.
 */
export class ChunkedBytes {
  private readonly chunks: Uint8Array[] = [];
  private current = new Uint8Array(0);
  private filled = 0;
  private spilled = 0;
  length = 0;

  constructor(
    private readonly size = RECORD_CHUNK,
    private readonly spill: RecordSpill | null = null,
  ) {}

  append(bytes: Uint8Array): void {
    for (let at = 0; at < bytes.length; ) {
      if (this.filled === this.current.length) this.nextChunk();
      const take = Math.min(this.current.length - this.filled, bytes.length - at);
      this.current.set(bytes.subarray(at, at + take), this.filled);
      this.filled += take;
      at += take;
    }
    this.length += bytes.length;
  }

  /** The chunks in memory, the last one cut to what it holds (a copy only when mostly empty, which is at most a chunk). */
  result(): ChunkedResult {
    const last = this.chunks.length - 1;
    if (last < 0) return { chunks: [], spilled: this.spilled };
    const tail = this.current.subarray(0, this.filled);
    return { chunks: [...this.chunks.slice(0, last), this.filled * 4 >= this.current.length ? tail : tail.slice()], spilled: this.spilled };
  }

  private nextChunk(): void {
    if (this.spill && this.current.length > 0) {
      this.spill.write(this.current);
      this.spilled += this.current.length;
    } else {
      this.current = new Uint8Array(this.size);
      this.chunks.push(this.current);
    }
    this.filled = 0;
  }
}

/** Spilled bytes read back a chunk at a time through one buffer: each piece is valid until the next is taken. */
export function* spilledPieces(spill: RecordSource, bytes: number): Generator<Uint8Array> {
  const buffer = new Uint8Array(Math.min(RECORD_CHUNK, bytes));
  for (let at = 0; at < bytes; at += buffer.length) {
    const piece = buffer.subarray(0, Math.min(buffer.length, bytes - at));
    spill.read(piece, at);
    yield piece;
  }
}

/**
 * Reads byte ranges of consecutive chunks: a range inside one chunk is a view of it, a range across
 * a boundary is copied (a record is a few hundred bytes; most never cross one).
 */
export function chunkReader(chunks: readonly Uint8Array[]): (start: number, end: number) => Uint8Array {
  const starts = new Float64Array(chunks.length);
  for (let i = 1; i < chunks.length; i++) starts[i] = (starts[i - 1] as number) + (chunks[i - 1] as Uint8Array).length;
  const only = chunks.length === 1 ? (chunks[0] as Uint8Array) : null;
  return (start, end) => {
    if (only) return only.subarray(start, end);
    let lo = 0;
    let hi = chunks.length - 1;
    while (lo < hi) {
      const mid = (lo + hi + 1) >>> 1;
      if ((starts[mid] as number) <= start) lo = mid;
      else hi = mid - 1;
    }
    const first = chunks[lo] as Uint8Array;
    const offset = start - (starts[lo] as number);
    if (offset + (end - start) <= first.length) return first.subarray(offset, offset + end - start);
    const out = new Uint8Array(end - start);
    for (let at = 0, c = lo, from = offset; at < out.length; c++, from = 0) {
      const chunk = chunks[c] as Uint8Array;
      const take = Math.min(chunk.length - from, out.length - at);
      out.set(chunk.subarray(from, from + take), at);
      at += take;
    }
    return out;
  };
}
