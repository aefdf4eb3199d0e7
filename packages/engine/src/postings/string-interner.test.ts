import { describe, expect, it } from 'vitest';
import { CodeAccumulator } from './posting-accumulator';
import { StringInterner } from './string-interner';

describe('StringInterner', () => {
  it('numbers strings in first-seen order and gives them back unchanged', () => {
    const interner = new StringInterner();
    // Past several table and buffer growths, with lone surrogates, the empty string and a key longer than one fromCharCode slice.
    const texts = Array.from({ length: 5000 }, (_, i) => `k${i}`);
    texts.push('', '\ud800', 'a\udfffb', 'ёжик', 'x'.repeat(20_000), 'x'.repeat(19_999));
    for (const round of [1, 2])
      expect(
        texts.map((text) => interner.id(text)),
        `round ${round}`,
      ).toEqual(texts.map((_, i) => i));
    expect(interner.size).toBe(texts.length);
    expect(interner.drain().toArray()).toEqual(texts);
    expect(interner.size).toBe(0);
  });
});

describe('CodeAccumulator', () => {
  it('gives each key its offers in order, once each', () => {
    const codes = new CodeAccumulator();
    codes.add('a', 0);
    codes.add('b', 0);
    codes.add('a', 0);
    codes.add('c', 1);
    codes.add('a', 2);
    codes.add('b', 3);
    const { codeKeys, codeStart, codeDocs } = codes.finish();
    expect(codeKeys.toArray()).toEqual(['a', 'b', 'c']);
    expect([...codeStart]).toEqual([0, 2, 4, 5]);
    expect([...codeDocs]).toEqual([0, 2, 0, 3, 1]);
  });
});
