/**
 * Consecutive pieces regrouped as chunks of `size` bytes (the last one shorter), through one buffer
 * reused for every chunk: each chunk is valid only until the next is asked for, so a caller sends
 * it (and awaits that) before moving on. Large pieces are copied a chunk at a time, never whole.
 */
export function* chunksOf(pieces: Iterable<Uint8Array>, size: number): Generator<Buffer> {
  const chunk = Buffer.allocUnsafe(size);
  let filled = 0;
  for (const piece of pieces) {
    for (let at = 0; at < piece.byteLength; ) {
      const take = Math.min(size - filled, piece.byteLength - at);
      chunk.set(piece.subarray(at, at + take), filled);
      filled += take;
      at += take;
      if (filled === size) {
        yield chunk;
        filled = 0;
      }
    }
  }
  if (filled > 0) yield chunk.subarray(0, filled);
}
