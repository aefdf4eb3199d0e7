import { PackedStrings, type StringList } from './string-list';
import { UnitStrings } from './unit-strings';

/** Look-up of a string key's position in a list. */
export interface KeyIndex {
  get(key: string): number | undefined;
}

/** A hash map of the keys (built indexes); a repeated key maps to its last position. */
export function mapKeyIndex(keys: StringList): KeyIndex {
  const map = new Map<string, number>();
  for (let i = 0; i < keys.length; i++) map.set(keys.at(i) as string, i);
  return map;
}

/** Positions of the keys in ascending key order, equal keys by position (stable): written into snapshots. */
export function sortedOrder(keys: StringList): Int32Array {
  if (keys instanceof UnitStrings) return keys.sortedOrder();
  const list = Array.from({ length: keys.length }, (_, i) => keys.at(i) as string);
  const order = Array.from({ length: keys.length }, (_, i) => i);
  order.sort((a, b) => {
    const x = list[a] as string;
    const y = list[b] as string;
    return x < y ? -1 : x > y ? 1 : a - b;
  });
  return Int32Array.from(order);
}

/**
 * Binary search over the keys in `order` (identity when null: the keys are sorted already). Nothing
 * to build at load time, where a map of a million keys would take a good part of a second. A repeated
 * key maps to its last position, as with `mapKeyIndex`.
 */
export function sortedKeyIndex(keys: StringList, order: Int32Array | null): KeyIndex {
  const decoded = decodedKeyIndex(keys, order);
  if (!(keys instanceof PackedStrings)) return decoded;
  // Decided on the first look-up, not when the index loads: the check reads the whole list.
  const packed = packedKeyIndex(keys, order);
  return { get: (key) => (keys.bytesSortAsStrings() ? packed : decoded).get(key) };
}

function decodedKeyIndex(keys: StringList, order: Int32Array | null): KeyIndex {
  const at = order ? (i: number) => keys.at(order[i] as number) as string : (i: number) => keys.at(i) as string;
  return {
    get(key) {
      let lo = 0;
      let hi = keys.length;
      while (lo < hi) {
        const mid = (lo + hi) >>> 1;
        if (at(mid) <= key) lo = mid + 1;
        else hi = mid;
      }
      if (lo === 0 || at(lo - 1) !== key) return undefined;
      return order ? (order[lo - 1] as number) : lo - 1;
    },
  };
}

const encoder = new TextEncoder();
const SURROGATE = /[\uD800-\uDFFF]/;

/**
 * The same binary search over a snapshot's packed strings, comparing the key's UTF-8 bytes with the
 * list's in place: a look-up decodes no string (it decoded one per probe, 15 to 20 of them, a few
 * dozen look-ups a search).
 */
function packedKeyIndex(keys: PackedStrings, order: Int32Array | null): KeyIndex {
  const position = order ? (i: number) => order[i] as number : (i: number) => i;
  return {
    get(key) {
      // A surrogate is in no key of a list without 4-byte characters (and a lone one would encode as
      // U+FFFD, which might be).
      if (SURROGATE.test(key)) return undefined;
      const bytes = encoder.encode(key);
      let lo = 0;
      let hi = keys.length;
      while (lo < hi) {
        const mid = (lo + hi) >>> 1;
        if (keys.compareAt(position(mid), bytes) <= 0) lo = mid + 1;
        else hi = mid;
      }
      if (lo === 0 || keys.compareAt(position(lo - 1), bytes) !== 0) return undefined;
      return position(lo - 1);
    },
  };
}
