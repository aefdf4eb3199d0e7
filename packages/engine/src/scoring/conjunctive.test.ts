import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { resolveOptions } from '../options';
import { buildIndexData } from '../postings/build';
import { addFuzzy, planQuery } from '../query/plan';
import { createRuntime, type Runtime } from '../runtime';
import { CATEGORIES, makeOffer } from '../testing';
import { accumulate, clearScratch } from './accumulate';
import { accumulateAll, seek } from './conjunctive';

const VOCAB = ['чайник', 'чайники', 'bosch', 'tefal', 'kettle', 'стекло', 'красный', 'red', 'glass', 'steel', 'сталь', 'ретро', 'mini'];
const word = fc.constantFrom(...VOCAB);
const catalogArb = fc.array(fc.array(word, { minLength: 1, maxLength: 6 }), { minLength: 1, maxLength: 120 });
/** Query words: whole words, prefixes of them (the last word completes) and one-letter typos. */
const queryWord = fc.oneof(
  word,
  word.map((w) => w.slice(0, 3)),
  word.map((w) => `${w.slice(0, 2)}ж${w.slice(3)}`),
);

/** What the scratch arrays say about each offer a pass scored. */
function snapshot(rt: Runtime, docs: Int32Array, full: number) {
  const s = rt.scratch;
  return [...docs]
    .filter((d) => (s.mask[d] as number) >>> 0 === full >>> 0)
    .sort((a, b) => a - b)
    .map((d) => [d, s.total[d], s.exactMask[d], s.prox[d], s.lastPos[d]]);
}

describe('accumulateAll', () => {
  it('seeks the first value not below the target', () => {
    const docs = Int32Array.from([1, 3, 5, 7, 9, 11, 13]);
    expect([0, 1, 2, 3, 13, 14].map((t) => seek(docs, 0, t))).toEqual([0, 0, 1, 1, 6, 7]);
    expect(seek(docs, 4, 2)).toBe(4);
    expect(seek(docs, 2, 10)).toBe(5);
  });

  it('scores the offers holding every word exactly as the any-word pass does, and only those', () => {
    fc.assert(
      fc.property(catalogArb, fc.array(queryWord, { minLength: 2, maxLength: 4 }), fc.boolean(), (names, query, withFuzzy) => {
        const offers = names.map((words, i) => makeOffer({ id: `o${i}`, name: words.join(' '), categoryId: 'ph' }));
        const rt = createRuntime(buildIndexData(offers, CATEGORIES, resolveOptions({})));
        const groups = planQuery(rt, rt.analyzer.queryWords(query.join(' ')), null);
        if (withFuzzy) addFuzzy(rt, groups, 'AUTO');
        const full = (1 << groups.length) - 1;
        const any = accumulate(rt, groups, withFuzzy, null);
        const expected = snapshot(rt, any, full);
        clearScratch(rt, any);
        // Within the search steps a second pass follows the first: its tiers are still in the scratch.
        rt.scratch.tier.fill(3);
        const every = accumulateAll(rt, groups, withFuzzy, null);
        expect(every.length).toBe(expected.length);
        expect(snapshot(rt, every, full)).toEqual(expected);
        clearScratch(rt, every);
        expect(rt.scratch.mask.every((m) => m === 0) && rt.scratch.total.every((t) => t === 0)).toBe(true);
      }),
      { numRuns: 150 },
    );
  });
});
