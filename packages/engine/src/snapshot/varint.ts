/**
 * Postings' offer numbers as varint deltas (each term's list ascends, so deltas are small: about
 * 1.3 bytes a posting instead of 4). Null when a list does not ascend (then they are stored raw).
 */
export function encodeDeltas(starts: Int32Array, values: Int32Array): Uint8Array | null {
  let out = new Uint8Array(Math.max(16, values.length * 2));
  let at = 0;
  for (let t = 0; t + 1 < starts.length; t++) {
    let previous = 0;
    for (let i = starts[t] as number, end = starts[t + 1] as number; i < end; i++) {
      const value = values[i] as number;
      let delta = value - previous;
      if (delta < 0) return null;
      previous = value;
      if (at + 5 > out.length) {
        const next = new Uint8Array(out.length * 2);
        next.set(out);
        out = next;
      }
      while (delta >= 0x80) {
        out[at++] = (delta & 0x7f) | 0x80;
        delta >>>= 7;
      }
      out[at++] = delta;
    }
  }
  return out.slice(0, at);
}

/** Reads `encodeDeltas` back into `count` values. Throws on bytes that end too early. */
export function decodeDeltas(bytes: Uint8Array, starts: Int32Array, count: number): Int32Array {
  const values = new Int32Array(count);
  let at = 0;
  const length = bytes.length;
  for (let t = 0; t + 1 < starts.length; t++) {
    let previous = 0;
    for (let i = starts[t] as number, end = starts[t + 1] as number; i < end; i++) {
      let b = 0x80;
      let delta = 0;
      for (let shift = 0; b & 0x80; shift += 7) {
        if (at >= length) throw new Error('ENGINE_SNAPSHOT_INVALID: postings truncated');
        b = bytes[at++] as number;
        delta |= (b & 0x7f) << shift;
      }
      previous += delta;
      values[i] = previous;
    }
  }
  return values;
}
