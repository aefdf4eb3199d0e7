import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { findFuzzyTerms } from './fuzzy';

/** Optimal string alignment distance, the plain dynamic programme. */
function osa(a: string, b: string): number {
  const d = Array.from({ length: a.length + 1 }, (_, i) => Array.from({ length: b.length + 1 }, (_, j) => (i === 0 ? j : j === 0 ? i : 0)));
  for (let i = 1; i <= a.length; i++)
    for (let j = 1; j <= b.length; j++) {
      const row = d[i] as number[];
      const prev = d[i - 1] as number[];
      row[j] = Math.min((prev[j] as number) + 1, (row[j - 1] as number) + 1, (prev[j - 1] as number) + (a[i - 1] === b[j - 1] ? 0 : 1));
      if (i > 1 && j > 1 && a[i - 1] === b[j - 2] && a[i - 2] === b[j - 1])
        row[j] = Math.min(row[j] as number, ((d[i - 2] as number[])[j - 2] as number) + 1);
    }
  return (d[a.length] as number[])[b.length] as number;
}

describe('findFuzzyTerms', () => {
  it('counts a transposition as one edit', () => {
    const terms = ['смартфон', 'смартфоны', 'самртфон'].sort();
    const found = findFuzzyTerms(terms, 'смратфон', 1, () => true).map((match) => terms[match.termId]);
    expect(found).toContain('смартфон');
  });

  it('finds exactly the terms a brute-force distance finds', () => {
    const word = fc.string({ unit: fc.constantFrom('a', 'b', 'c', 'd'), minLength: 0, maxLength: 7 });
    fc.assert(
      fc.property(fc.uniqueArray(word, { maxLength: 60 }), word, fc.integer({ min: 0, max: 2 }), (list, query, k) => {
        const terms = [...list].sort();
        const found = findFuzzyTerms(terms, query, k, () => true)
          .map((match) => terms[match.termId] as string)
          .sort();
        const expected = terms.filter((term) => osa(term, query) <= k).sort();
        expect(found).toEqual(expected);
        for (const match of findFuzzyTerms(terms, query, k, () => true))
          expect(match.edits).toBe(osa(terms[match.termId] as string, query));
      }),
      { numRuns: 300 },
    );
  });
});
