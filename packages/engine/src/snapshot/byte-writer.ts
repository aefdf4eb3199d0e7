const encoder = new TextEncoder();

/** A growing byte buffer with the primitives of the offer records: bytes, varints, float64s, UTF-8 text. */
export class ByteWriter {
  bytes = new Uint8Array(1 << 16);
  length = 0;
  private readonly view = () => new DataView(this.bytes.buffer);
  ensure(extra: number) {
    if (this.length + extra <= this.bytes.length) return;
    let size = this.bytes.length * 2;
    while (size < this.length + extra) size *= 2;
    const next = new Uint8Array(size);
    next.set(this.bytes.subarray(0, this.length));
    this.bytes = next;
  }
  byte(value: number) {
    this.ensure(1);
    this.bytes[this.length++] = value;
  }
  varint(value: number) {
    this.ensure(5);
    let v = value >>> 0;
    while (v >= 0x80) {
      this.bytes[this.length++] = (v & 0x7f) | 0x80;
      v >>>= 7;
    }
    this.bytes[this.length++] = v;
  }
  float(value: number) {
    this.ensure(8);
    this.view().setFloat64(this.length, value, true);
    this.length += 8;
  }
  text(value: string) {
    // UTF-8 takes at most 3 bytes per UTF-16 unit: reserve the length's varint for that many (a longer
    // varint than needed still reads back the same), write the text, then its byte length in front.
    const most = value.length * 3;
    const reserved = most < 0x80 ? 1 : most < 0x4000 ? 2 : 5;
    this.ensure(reserved + most);
    const start = this.length;
    const { written } = encoder.encodeInto(value, this.bytes.subarray(start + reserved));
    for (let i = 0, v = written; i < reserved; i++, v = Math.floor(v / 128))
      this.bytes[start + i] = (v & 0x7f) | (i < reserved - 1 ? 0x80 : 0);
    this.length = start + reserved + written;
  }
  raw(value: string) {
    this.ensure(value.length * 3);
    this.length += encoder.encodeInto(value, this.bytes.subarray(this.length)).written;
  }
  /** The bytes written; a nearly full buffer is handed over as it is rather than copied (a large copy doubles the peak). */
  result() {
    return this.length * 4 >= this.bytes.length * 3 ? this.bytes.subarray(0, this.length) : this.bytes.slice(0, this.length);
  }
}
