/**
 * Numbers strings in first-seen order without a JS object per string: their UTF-16 code units
 * sit one after another in one typed array, found again through an open-addressing table of ids.
 * A catalogue where every offer has its own model number and vendor code has a million keys or
 * more; as `Map` entries with their strings they cost about 100 bytes each, here about 35.
 */
export class StringInterner {
  private units = new Uint16Array(1 << 16);
  private unitsLength = 0;
  /** Where each string's code units start; the next one's start is its end. */
  private starts = new Int32Array(1025);
  private hashes = new Int32Array(1024);
  /** Ids by hash slot, -1 for an empty slot; kept at most half full. */
  private table = new Int32Array(2048).fill(-1);
  private count = 0;

  get size(): number {
    return this.count;
  }

  /** The string's id: the one it was given before, or the next free one. */
  id(text: string): number {
    const length = text.length;
    let h = 0x811c9dc5;
    for (let i = 0; i < length; i++) h = Math.imul(h ^ text.charCodeAt(i), 0x01000193);
    // FNV's low bits, which pick the slot, are mixed with the high ones.
    h ^= h >>> 15;
    h = Math.imul(h, 0x2c1b3c6d);
    h ^= h >>> 12;
    const table = this.table;
    const mask = table.length - 1;
    let slot = h & mask;
    for (let e = table[slot] as number; e !== -1; e = table[slot] as number) {
      if (this.hashes[e] === h && this.equals(e, text)) return e;
      slot = (slot + 1) & mask;
    }
    const id = this.count++;
    if (id === this.hashes.length) {
      this.hashes = grow(this.hashes, this.hashes.length * 2);
      this.starts = grow(this.starts, this.hashes.length + 1);
    }
    let at = this.unitsLength;
    if (at + length > this.units.length) this.units = grow(this.units, Math.max(this.units.length * 2, at + length));
    const units = this.units;
    for (let i = 0; i < length; i++) units[at++] = text.charCodeAt(i);
    this.unitsLength = at;
    this.starts[id + 1] = at;
    this.hashes[id] = h;
    table[slot] = id;
    if (this.count * 2 > table.length) this.rehash(table.length * 2);
    return id;
  }

  /** All strings in id order; the interner is emptied. */
  drain(): string[] {
    // The lookup table and hashes are let go first: the strings are made while they would still be held.
    this.hashes = new Int32Array(0);
    this.table = new Int32Array(1).fill(-1);
    const list: string[] = new Array(this.count);
    for (let id = 0; id < this.count; id++) list[id] = this.text(id);
    this.units = new Uint16Array(0);
    this.starts = new Int32Array(1);
    this.unitsLength = 0;
    this.count = 0;
    return list;
  }

  private text(id: number): string {
    const start = this.starts[id] as number;
    const end = this.starts[id + 1] as number;
    // fromCharCode keeps lone surrogates as they are (a decoder would replace them); in slices, as arguments are limited.
    let text = '';
    for (let from = start; from < end; from += 8192)
      text += String.fromCharCode.apply(null, this.units.subarray(from, Math.min(end, from + 8192)) as unknown as number[]);
    return text;
  }

  private equals(id: number, text: string): boolean {
    const start = this.starts[id] as number;
    if ((this.starts[id + 1] as number) - start !== text.length) return false;
    const units = this.units;
    for (let i = 0; i < text.length; i++) if (units[start + i] !== text.charCodeAt(i)) return false;
    return true;
  }

  private rehash(size: number): void {
    const table = new Int32Array(size).fill(-1);
    const mask = size - 1;
    for (let id = 0; id < this.count; id++) {
      let slot = (this.hashes[id] as number) & mask;
      while (table[slot] !== -1) slot = (slot + 1) & mask;
      table[slot] = id;
    }
    this.table = table;
  }
}

function grow<T extends Int32Array | Uint16Array>(array: T, length: number): T {
  const next = new (array.constructor as new (length: number) => T)(length);
  next.set(array);
  return next;
}
