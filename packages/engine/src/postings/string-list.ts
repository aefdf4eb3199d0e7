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
