import { UnitStrings } from './unit-strings';

/** A read-only list of strings: an array, or strings decoded on demand from a snapshot. */
export interface StringList {
  readonly length: number;
  at(index: number): string | undefined;
}

const decoder = new TextDecoder();

/**
 * NUL-separated UTF-8 strings read one at a time: a snapshot's large look-up lists (stems, codes,
 * offer ids) are only ever binary-searched, so loading need not create a million strings (and the
 * garbage collector need not trace them). `bytes` is kept for writing the list back unchanged.
 */
export class PackedStrings implements StringList {
  private starts: Int32Array | null = null;
  constructor(
    readonly bytes: Uint8Array,
    readonly length: number,
  ) {}

  at(index: number): string | undefined {
    if (index < 0 || index >= this.length) return undefined;
    const starts = this.starts ?? this.index();
    return decoder.decode(this.bytes.subarray(starts[index] as number, (starts[index + 1] as number) - 1));
  }

  private bytesInOrder: boolean | null = null;

  /**
   * Whether comparing UTF-8 bytes orders these strings as JavaScript does (by UTF-16 code units): so
   * unless one holds a character outside the Basic Multilingual Plane (4 bytes in UTF-8, a surrogate
   * pair in UTF-16), which sort differently in the two.
   */
  bytesSortAsStrings(): boolean {
    if (this.bytesInOrder === null) {
      // One pass for a 4-byte character's lead byte (F0–F4); a plain loop beats a callback per byte.
      const { bytes } = this;
      let i = 0;
      while (i < bytes.length && (bytes[i] as number) < 0xf0) i++;
      this.bytesInOrder = i === bytes.length;
    }
    return this.bytesInOrder;
  }

  /** The string at `index` against `key` (UTF-8), byte by byte and without decoding: negative, 0 or positive. */
  compareAt(index: number, key: Uint8Array): number {
    const starts = this.starts ?? this.index();
    const { bytes } = this;
    let i = starts[index] as number;
    const end = (starts[index + 1] as number) - 1;
    for (let j = 0; i < end && j < key.length; i++, j++) {
      const difference = (bytes[i] as number) - (key[j] as number);
      if (difference !== 0) return difference;
    }
    return end - (starts[index] as number) - key.length;
  }

  /** Where each string starts (and, one past the last, the end plus a separator). */
  private index(): Int32Array {
    const starts = new Int32Array(this.length + 1);
    const { bytes } = this;
    let k = 1;
    for (let i = 0; i < bytes.length && k < this.length; i++) if (bytes[i] === 0) starts[k++] = i + 1;
    starts[this.length] = bytes.length + 1;
    this.starts = starts;
    return starts;
  }
}

/** Total characters of a list (packed lists count their bytes: no decoding for a memory estimate). */
export function listChars(list: StringList): number {
  if (list instanceof PackedStrings) return list.bytes.byteLength;
  if (list instanceof UnitStrings) return list.units.length;
  let chars = 0;
  for (let i = 0; i < list.length; i++) chars += (list.at(i) as string).length;
  return chars;
}
