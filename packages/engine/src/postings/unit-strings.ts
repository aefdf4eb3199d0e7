import type { StringList } from './string-list';

/**
 * Strings kept as their UTF-16 code units, one after another in one typed array, instead of a
 * JS string each: a catalogue of a million model numbers and codes is a million keys, which as
 * strings cost about 40 bytes apiece more than their characters (and the collector traces each).
 * Sorting and snapshot writing work on the code units; `at` makes a string only when asked.
 */
export class UnitStrings implements StringList {
  constructor(
    readonly units: Uint16Array,
    /** Where each string's units start; one more entry, the end of the last. */
    readonly starts: Int32Array,
  ) {}

  get length(): number {
    return this.starts.length - 1;
  }

  at(index: number): string | undefined {
    if (index < 0 || index >= this.length) return undefined;
    return textOf(this.units, this.starts[index] as number, this.starts[index + 1] as number);
  }

  toArray(): string[] {
    return Array.from({ length: this.length }, (_, i) => this.at(i) as string);
  }

  /** Code-unit order, the order of JS `<` on the strings. */
  compare(a: number, b: number): number {
    const { units, starts } = this;
    let i = starts[a] as number;
    let j = starts[b] as number;
    const endA = starts[a + 1] as number;
    const endB = starts[b + 1] as number;
    for (; i < endA && j < endB; i++, j++) {
      const diff = (units[i] as number) - (units[j] as number);
      if (diff !== 0) return diff;
    }
    return endA - i - (endB - j);
  }

  /** Positions in ascending order of their strings, equal strings by position (as `sortedOrder` of key-index.ts). */
  sortedOrder(): Int32Array {
    const order = new Int32Array(this.length);
    for (let i = 0; i < order.length; i++) order[i] = i;
    return order.sort((a, b) => this.compare(a, b) || a - b);
  }

  /** The strings at `order`'s positions, in that order, as a new list. */
  permuted(order: Int32Array): UnitStrings {
    const { units, starts } = this;
    const nextUnits = new Uint16Array(units.length);
    const nextStarts = new Int32Array(order.length + 1);
    let at = 0;
    for (let k = 0; k < order.length; k++) {
      const i = order[k] as number;
      for (let u = starts[i] as number, end = starts[i + 1] as number; u < end; u++) nextUnits[at++] = units[u] as number;
      nextStarts[k + 1] = at;
    }
    return new UnitStrings(nextUnits, nextStarts);
  }

  /**
   * The strings as UTF-8, each followed by a NUL but the last: the bytes TextEncoder gives for
   * their NUL-join (a lone surrogate becomes U+FFFD), made without the joined string.
   */
  utf8Joined(): Uint8Array {
    const { units } = this;
    const end = units.length;
    let bytes = Math.max(0, this.length - 1);
    forEachCodePoint(units, 0, end, (cp) => (bytes += cp < 0x80 ? 1 : cp < 0x800 ? 2 : cp < 0x10000 ? 3 : 4));
    const out = new Uint8Array(bytes);
    let at = 0;
    for (let i = 0; i < this.length; i++) {
      if (i > 0) out[at++] = 0;
      forEachCodePoint(units, this.starts[i] as number, this.starts[i + 1] as number, (cp) => {
        if (cp < 0x80) out[at++] = cp;
        else if (cp < 0x800) {
          out[at++] = 0xc0 | (cp >> 6);
          out[at++] = 0x80 | (cp & 0x3f);
        } else if (cp < 0x10000) {
          out[at++] = 0xe0 | (cp >> 12);
          out[at++] = 0x80 | ((cp >> 6) & 0x3f);
          out[at++] = 0x80 | (cp & 0x3f);
        } else {
          out[at++] = 0xf0 | (cp >> 18);
          out[at++] = 0x80 | ((cp >> 12) & 0x3f);
          out[at++] = 0x80 | ((cp >> 6) & 0x3f);
          out[at++] = 0x80 | (cp & 0x3f);
        }
      });
    }
    return out;
  }
}

/** Code points of units[from, to), a lone surrogate read as U+FFFD (as TextEncoder does). */
function forEachCodePoint(units: Uint16Array, from: number, to: number, visit: (codePoint: number) => void): void {
  for (let i = from; i < to; i++) {
    const unit = units[i] as number;
    if (unit < 0xd800 || unit > 0xdfff) visit(unit);
    else if (unit <= 0xdbff && i + 1 < to && (units[i + 1] as number) >= 0xdc00 && (units[i + 1] as number) <= 0xdfff) {
      visit(0x10000 + ((unit - 0xd800) << 10) + ((units[++i] as number) - 0xdc00));
    } else visit(0xfffd);
  }
}

/** The string of units[start, end): fromCharCode keeps lone surrogates as they are, in slices, as arguments are limited. */
function textOf(units: Uint16Array, start: number, end: number): string {
  let text = '';
  for (let from = start; from < end; from += 8192)
    text += String.fromCharCode.apply(null, units.subarray(from, Math.min(end, from + 8192)) as unknown as number[]);
  return text;
}

/** Strings appended one at a time into growing code-unit and start arrays (no JS string kept). */
export class UnitStringsBuilder {
  private units = new Uint16Array(1 << 16);
  private unitsLength = 0;
  private starts = new Int32Array(1025);
  length = 0;

  push(text: string): void {
    const length = text.length;
    if (this.length + 2 > this.starts.length) this.starts = grow(this.starts, this.starts.length * 2);
    let at = this.unitsLength;
    if (at + length > this.units.length) this.units = grow(this.units, Math.max(this.units.length * 2, at + length));
    const units = this.units;
    for (let i = 0; i < length; i++) units[at++] = text.charCodeAt(i);
    this.unitsLength = at;
    this.starts[++this.length] = at;
  }

  /** Whether string `index` is `text`. */
  equals(index: number, text: string): boolean {
    const start = this.starts[index] as number;
    if ((this.starts[index + 1] as number) - start !== text.length) return false;
    const units = this.units;
    for (let i = 0; i < text.length; i++) if (units[start + i] !== text.charCodeAt(i)) return false;
    return true;
  }

  /** The strings, trimmed; the builder is emptied, so its larger arrays can go at once. */
  finish(): UnitStrings {
    const strings = new UnitStrings(this.units.slice(0, this.unitsLength), this.starts.slice(0, this.length + 1));
    this.units = new Uint16Array(0);
    this.starts = new Int32Array(1);
    this.unitsLength = 0;
    this.length = 0;
    return strings;
  }
}

function grow<T extends Int32Array | Uint16Array>(array: T, length: number): T {
  const next = new (array.constructor as new (length: number) => T)(length);
  next.set(array);
  return next;
}
