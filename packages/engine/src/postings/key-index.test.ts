import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { mapKeyIndex, sortedKeyIndex, sortedOrder } from './key-index';
import { PackedStrings } from './string-list';

const encoder = new TextEncoder();
/** A snapshot's packed list: the strings in UTF-8, NUL between them. */
const packed = (strings: string[]) => new PackedStrings(encoder.encode(strings.join('\0')), strings.length);

// Latin, Cyrillic, characters at the top of the BMP (U+E000–U+FFFF sort above surrogates in UTF-16)
// and, in some lists, emoji outside it: the cases where UTF-8 byte order and string order differ.
const char = fc.constantFrom('a', 'b', 'z', 'я', 'ё', 'а', '\uE000', '\uFFFD', '-', '0', '😀');
const word = fc.array(char, { maxLength: 6 }).map((chars) => chars.join(''));

describe('sortedKeyIndex over packed strings', () => {
  it('finds each key where a map of the same list does, and nothing else', () => {
    fc.assert(
      fc.property(fc.array(word, { maxLength: 60 }), fc.array(word, { maxLength: 20 }), fc.boolean(), (list, probes, sorted) => {
        const strings = sorted ? [...list].sort() : list;
        const keys = packed(strings);
        const index = sortedKeyIndex(keys, sorted ? null : sortedOrder(keys));
        const map = mapKeyIndex(strings);
        for (const key of [...strings, ...probes, '\uD800', 'a\uDC00']) {
          const found = index.get(key);
          if (map.get(key) === undefined) expect(found).toBeUndefined();
          else expect(strings[found as number]).toBe(key);
        }
      }),
      { numRuns: 400 },
    );
  });

  it('compares bytes in place only where byte order is string order (no 4-byte characters)', () => {
    expect(packed(['a', 'я', '\uFFFD']).bytesSortAsStrings()).toBe(true);
    expect(packed(['a', '😀']).bytesSortAsStrings()).toBe(false);
  });
});
