import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { sortedOrder } from './key-index';
import { type UnitStrings, UnitStringsBuilder } from './unit-strings';

function unitsOf(texts: string[]): UnitStrings {
  const builder = new UnitStringsBuilder();
  for (const text of texts) builder.push(text);
  return builder.finish();
}

// Any UTF-16: lone surrogates, pairs, NUL-free (NUL separates a snapshot's strings).
const text = fc.string({
  unit: fc.oneof(
    fc.integer({ min: 1, max: 0xffff }).map((u) => String.fromCharCode(u)),
    fc.constantFrom('a', 'б', '😀'),
  ),
  maxLength: 12,
});
const lists = fc.array(text, { maxLength: 60 });

describe('UnitStrings', () => {
  it('gives back every string unchanged, past several growths and a string longer than one fromCharCode slice', () => {
    const texts = Array.from({ length: 3000 }, (_, i) => `key-${i}`);
    texts.push('', '\ud800', 'a\udfffb', 'ёжик', 'x'.repeat(70_000));
    const strings = unitsOf(texts);
    expect(strings.length).toBe(texts.length);
    expect(strings.toArray()).toEqual(texts);
    expect(strings.at(-1)).toBeUndefined();
    expect(strings.at(texts.length)).toBeUndefined();
  });

  it('sorts as JS strings sort, equal strings by position', () => {
    fc.assert(
      fc.property(lists, (texts) => {
        const withRepeats = [...texts, ...texts.slice(0, 5)];
        expect([...unitsOf(withRepeats).sortedOrder()]).toEqual([...sortedOrder(withRepeats)]);
      }),
    );
  });

  it('writes the UTF-8 of its NUL-join as TextEncoder does, lone surrogates as U+FFFD', () => {
    fc.assert(
      fc.property(lists, (texts) => {
        expect(unitsOf(texts).utf8Joined()).toEqual(new TextEncoder().encode(texts.join('\u0000')));
      }),
    );
  });

  it('reorders into a new list', () => {
    const strings = unitsOf(['c', 'a', '', 'b']);
    const order = strings.sortedOrder();
    expect([...order]).toEqual([2, 1, 3, 0]);
    expect(strings.permuted(order).toArray()).toEqual(['', 'a', 'b', 'c']);
  });
});
