import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { formatSynonymLines, joinGlobalParams, parseSynonymLines, splitGlobalParams } from './settings-format';

describe('globalParams', () => {
  it('splits on commas but keeps quoted parts whole', () => {
    expect(splitGlobalParams('color, "size, EU" ,brand,,')).toEqual(['color', 'size, EU', 'brand']);
  });

  it('survives a round trip through text for any list without quotes', () => {
    const item = fc.string({ minLength: 1, maxLength: 12 }).filter((s) => !s.includes('"') && s.trim() === s && s.length > 0);
    fc.assert(
      fc.property(fc.array(item, { maxLength: 8 }), (items) => {
        expect(splitGlobalParams(joinGlobalParams(items))).toEqual(items);
      }),
    );
  });
});

describe('synonyms', () => {
  it('reads both line forms and writes word,synonym lines joined by CRLF', () => {
    const lines = parseSynonymLines('phone=>smartphone, mobile\n\nlaptop,notebook\nlonely\n');
    expect(lines).toEqual([
      { word: 'phone', synonyms: ['smartphone', 'mobile'] },
      { word: 'laptop', synonyms: ['notebook'] },
    ]);
    expect(formatSynonymLines(lines)).toBe('phone,smartphone\r\nphone,mobile\r\nlaptop,notebook');
  });

  it('reads back what it writes', () => {
    const word = fc.stringMatching(/^[a-zа-я]{1,8}$/);
    fc.assert(
      fc.property(fc.array(fc.record({ word, synonyms: fc.array(word, { minLength: 1, maxLength: 3 }) }), { maxLength: 6 }), (lines) => {
        const pairs = lines.flatMap((l) => l.synonyms.map((s) => ({ word: l.word, synonyms: [s] })));
        expect(parseSynonymLines(formatSynonymLines(lines))).toEqual(pairs);
      }),
    );
  });
});
