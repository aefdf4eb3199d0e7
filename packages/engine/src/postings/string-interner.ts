import { type UnitStrings, UnitStringsBuilder } from './unit-strings';

/**
 * Numbers strings in first-seen order without a JS object per string: their UTF-16 code units
 * sit one after another in one typed array (unit-strings.ts), found again through an
 * open-addressing table of ids. A catalogue where every offer has its own model number and vendor
 * code has a million keys or more; as `Map` entries with their strings they cost about 100 bytes
 * each, here about 35.
 */
export class StringInterner {
  private strings = new UnitStringsBuilder();
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
      if (this.hashes[e] === h && this.strings.equals(e, text)) return e;
      slot = (slot + 1) & mask;
    }
    const id = this.count++;
    if (id === this.hashes.length) {
      const hashes = new Int32Array(this.hashes.length * 2);
      hashes.set(this.hashes);
      this.hashes = hashes;
    }
    this.strings.push(text);
    this.hashes[id] = h;
    table[slot] = id;
    if (this.count * 2 > table.length) this.rehash(table.length * 2);
    return id;
  }

  /** All strings in id order, as code units (no string made); the interner is emptied. */
  drain(): UnitStrings {
    this.hashes = new Int32Array(0);
    this.table = new Int32Array(1).fill(-1);
    this.count = 0;
    return this.strings.finish();
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
